import Build
import Foundation
import KataSystem

/// A learner's code at one moment.
///
/// It holds every Swift file in the package's `Sources` and `Tests`, by its path in the package
/// (`Sources/GameOfLife/Game.swift`). A run builds exactly the snapshot it records.
package struct Snapshot: Codable, Equatable, Sendable {
  /// The two halves of a package that the history keeps and a revert can put back.
  package enum Part: String, Codable, CaseIterable, Sendable {
    case sources = "Sources"
    case tests = "Tests"
  }

  package var files: SourceFiles

  package init(files: SourceFiles = [:]) { self.files = files }

  /// Reads the package's Swift files now.
  package init(of package: URL) throws {
    files = [:]
    for part in Part.allCases {
      let folder = package.appendingPathComponent(part.rawValue)
      guard FileManager.default.fileExists(atPath: folder.path) else { continue }
      for (path, text) in try SourceFiles.swiftFiles(in: folder) { files["\(part.rawValue)/\(path)"] = text }
    }
  }

  /// The files of one part, or of one folder in it, by their path below that folder.
  package func files(in folder: String) -> SourceFiles {
    let prefix = folder + "/"
    return files.reduce(into: [:]) { below, file in
      if file.key.hasPrefix(prefix) { below[String(file.key.dropFirst(prefix.count))] = file.value }
    }
  }

  /// This snapshot with the given parts taken from another one.
  package func replacing(_ parts: [Part], from other: Snapshot) -> Snapshot {
    var result = files.filter { file in !parts.contains { file.key.hasPrefix($0.rawValue + "/") } }
    for part in parts {
      result.merge(other.files(in: part.rawValue).mapKeys { "\(part.rawValue)/\($0)" }) { $1 }
    }
    return Snapshot(files: result)
  }

  /// Lines added and removed in each part, from an earlier snapshot to this one.
  package func changes(since before: Snapshot) -> LineChanges {
    var changes = LineChanges()
    for path in Set(files.keys).union(before.files.keys) where before.files[path] != files[path] {
      let diff = LineDiff(old: before.files[path] ?? "", new: files[path] ?? "")
      let count = LineChanges.Count(added: diff.added, removed: diff.removed)
      if path.hasPrefix(Part.tests.rawValue + "/") {
        changes.tests += count
      } else {
        changes.sources += count
      }
    }
    return changes
  }
}

/// Lines added and removed, in a package's sources and in its tests.
package struct LineChanges: Codable, Equatable, Sendable {
  package struct Count: Codable, Equatable, Sendable {
    package var added = 0
    package var removed = 0

    package var total: Int { added + removed }

    static func += (left: inout Count, right: Count) {
      left.added += right.added
      left.removed += right.removed
    }
  }

  package var sources = Count()
  package var tests = Count()

  package var isEmpty: Bool { sources.total == 0 && tests.total == 0 }

  static func += (left: inout LineChanges, right: LineChanges) {
    left.sources += right.sources
    left.tests += right.tests
  }
}

extension Dictionary {
  fileprivate func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] {
    Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
  }
}
