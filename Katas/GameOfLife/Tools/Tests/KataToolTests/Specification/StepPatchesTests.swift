import Foundation
import Testing

@testable import Build
@testable import Specification

/// The kata's own steps: each stored once, as a patch, and together they must build the library.
@Suite("The kata's step patches")
struct StepPatchesTests {
  /// The repository's top folder, six up from this file's:
  /// Katas/GameOfLife/Tools/Tests/KataToolTests/Specification/StepPatchesTests.swift.
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../../../..").standardizedFileURL

  /// The `.swift` files directly in a folder of the repository, by name.
  func swiftFiles(in relativePath: String) throws -> [String: URL] {
    let folder = root.appendingPathComponent(relativePath)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    return Dictionary(uniqueKeysWithValues: names.map { ($0, folder.appendingPathComponent($0)) })
  }

  /// Every `steps/NN-name/step.patch`, read, in the order of the steps' numbers.
  func stepPatches() throws -> [(name: String, patch: Patch)] {
    let steps = root.appendingPathComponent("Katas/GameOfLife/steps")
    let folders = try FileManager.default.contentsOfDirectory(atPath: steps.path)
      .compactMap { name in Int(name.prefix { $0.isNumber }).map { (number: $0, name: name) } }
      .sorted { $0.number < $1.number }
    return try folders.map { folder in
      let path = "Katas/GameOfLife/steps/\(folder.name)/step.patch"
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      return (folder.name, try Patch(parsing: text, origin: path))
    }
  }

  @Test("Every step's patch changes something")
  func everyPatchChangesSomething() throws {
    let patches = try stepPatches()
    #expect(!patches.isEmpty, "no step folders in Katas/GameOfLife/steps")
    for (name, patch) in patches {
      #expect(!patch.paths.isEmpty, "\(name)/step.patch changes no file")
    }
  }

  @Test("The template with every step's patch applied in order is the library, byte for byte")
  func patchesBuildTheLibrary() throws {
    var files: SourceFiles = [:]
    for (name, url) in try swiftFiles(in: "Katas/GameOfLife/template/Sources/GameOfLife") {
      files[name] = try String(contentsOf: url, encoding: .utf8)
    }
    for (_, patch) in try stepPatches() {
      files = try patch.apply(to: files)
    }

    // Compared as bytes: equal Swift strings can differ in their bytes, and the library's are the truth.
    let library = try swiftFiles(in: "Sources/GameOfLife")
    #expect(files.keys.sorted() == library.keys.sorted())
    for (name, url) in library {
      #expect(
        try files[name].map { Data($0.utf8) } == Data(contentsOf: url), "\(name) differs from the library's")
    }
  }
}
