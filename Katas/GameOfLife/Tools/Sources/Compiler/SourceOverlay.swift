import Foundation
import KataSystem

/// The learner's own paths for the copies the compiler reads (see `CompilerBuild.Source`).
extension BuildStore {
  /// The overlay in LLVM's virtual file system format: each learner's path is a file whose text is the
  /// copy's, and the compiler keeps calling it by the learner's path (`use-external-names`).
  private struct Overlay: Encodable {
    struct File: Encodable {
      var type = "file"
      var name: String
      var externalContents: String

      enum CodingKeys: String, CodingKey {
        case type, name
        case externalContents = "external-contents"
      }
    }

    var version = 0
    var useExternalNames = false
    var roots: [File]

    enum CodingKeys: String, CodingKey {
      case version, roots
      case useExternalNames = "use-external-names"
    }
  }

  /// Writes the overlay for a module's sources into the store; nil when every source keeps its own path.
  ///
  /// It is an entry named by what it holds, pruned as the others are. Its text is JSON, which LLVM reads
  /// as the YAML it is.
  func overlay(of module: String, seenAs: [URL: String]) throws -> URL? {
    if seenAs.isEmpty { return nil }
    let files = seenAs.sorted { $0.value < $1.value }
    let overlay = Overlay(roots: files.map { .init(name: $0.value, externalContents: $0.key.path) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(overlay)
    var key = Fingerprint()
    key.add(bytes: data)
    let file = entry("\(module)-overlay-\(key).yaml")
    if !FileManager.default.fileExists(atPath: file.path) { try data.writeRecord(to: file) }
    markUsed(file)
    return file
  }
}
