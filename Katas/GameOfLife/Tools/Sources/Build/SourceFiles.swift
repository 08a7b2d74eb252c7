import Foundation
import KataSystem

/// The files of one Swift target: each path relative to the target's folder, with its text.
package typealias SourceFiles = [String: String]

extension Dictionary where Key == String, Value == String {
  /// Reads every `.swift` file below a folder, by path relative to it.
  package static func swiftFiles(in folder: URL) throws -> SourceFiles {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else {
      throw KataError("there is no folder \(folder.path)")
    }
    var files: SourceFiles = [:]
    let base = folder.resolvingSymlinksInPath().standardizedFileURL.path + "/"
    for case let url as URL in walker where url.pathExtension == "swift" {
      let path = url.resolvingSymlinksInPath().standardizedFileURL.path
      let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent
      do {
        files[relative] = try String(contentsOf: url, encoding: .utf8)
      } catch {
        throw KataError("\(url.path) cannot be read as UTF-8 text")
      }
    }
    return files
  }

  /// Writes the files below a folder, making the folders they need.
  package func write(into folder: URL) throws {
    for (path, text) in self {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    }
  }

  /// A fingerprint of every path and text: equal files give equal fingerprints, on every machine.
  package var fingerprint: Fingerprint {
    var hash = Fingerprint()
    for path in keys.sorted() {
      hash.add(path)
      hash.add(self[path] ?? "")
    }
    return hash
  }
}
