import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Practice

@Suite("A pair's SpecificationAdapter is found among their tests")
struct DesignAdapterTests {
  /// A package with one test target holding the given files.
  private func variant(_ files: SourceFiles, target: String = "GameOfLifeTests") throws -> Variant {
    var tests = Variant.Target(files: files, origin: "Practice/ada/Tests/\(target)")
    (tests.name, tests.isTest) = (target, true)
    var game = Variant.Target(files: ["World.swift": "struct World {}"], origin: "Practice/ada/Sources/Life")
    game.name = "Life"
    let manifest = try PackageManifest(dump: Data(#"{"name": "ada", "targets": []}"#.utf8), text: "")
    return Variant(name: "ada", targets: [game, tests], manifest: manifest)
  }

  @Test(
    "Each way of declaring a conformance names the adapting type",
    arguments: [
      ("struct PlaneAdapter: SpecificationAdapter {", "PlaneAdapter"),
      ("final class Board : Equatable, CountsLiveNeighbours {", "Board"),
      ("extension World: SpecificationAdapter {}", "World"),
      ("extension Life.World: KnowsNeighbours, SpecificationAdapter {", "Life.World"),
      ("struct Wrapped<Rule>: SpecificationAdapter where Rule: Sendable {", "Wrapped"),
      ("enum Edges: CaseIterable {\n}\nstruct Adapter:\n  SpecificationAdapter\n{", "Adapter"),
    ])
  func declarations(code: String, type: String) {
    #expect(DesignAdapter.adaptingTypes(in: code) == [type])
  }

  @Test("A conformance in a comment, or to a protocol of another name, is no adapter")
  func notAdapters() {
    #expect(DesignAdapter.adaptingTypes(in: "// extension Game: SpecificationAdapter {}") == [])
    #expect(DesignAdapter.adaptingTypes(in: "/* struct A: SpecificationAdapter { */ struct B {}") == [])
    #expect(DesignAdapter.adaptingTypes(in: "struct A: MySpecificationAdapter {}") == [])
    #expect(DesignAdapter.adaptingTypes(in: "let text = \"SpecificationAdapter\"") == [])
  }

  @Test("One adapter is found with every file that declares its conformances, and its imports kept")
  func found() throws {
    let search = DesignAdapter.search(
      in: try variant([
        "Adapter.swift":
          "@testable import Life\nimport GameOfLifeTestSupport\nstruct A: SpecificationAdapter {}\n",
        "Counting.swift": "import Life\nextension A: CountsLiveNeighbours {}\n",
        "WorldTests.swift": "import Testing\n@Test func t() {}\n",
      ]))
    guard case .found(let adapter) = search else {
      Issue.record("no adapter found: \(search)")
      return
    }
    #expect(adapter.type == "A")
    #expect(adapter.files.keys.sorted() == ["Adapter.swift", "Counting.swift"])
    #expect(adapter.designUnderTest(change: nil).contains("typealias DesignUnderTest = A\n"))
    #expect(adapter.designUnderTest(change: nil).contains("@testable import Life\n"))
    #expect(adapter.designUnderTest(change: nil).contains("import GameOfLifeTestSupport\n"))
    #expect(!adapter.designUnderTest(change: nil).contains("import Testing"))
  }

  @Test("Two adapting types are both named, and none is found in a package without one")
  func severalOrNone() throws {
    #expect(
      try DesignAdapter.search(
        in: try variant([
          "A.swift": "struct A: SpecificationAdapter {}", "B.swift": "struct B: SpecificationAdapter {}",
        ]))
        == .several([
          "A (Practice/ada/Tests/GameOfLifeTests/A.swift)", "B (Practice/ada/Tests/GameOfLifeTests/B.swift)",
        ]))
    #expect(DesignAdapter.search(in: try variant(["T.swift": "import Testing"])) == .none)
  }

  @Test("A compile error is the adapter's only when it is in one of the adapter's files")
  func blame() {
    let adapter = DesignAdapter(
      type: "A", target: "GameOfLifeTests", origin: "Practice/ada/Tests/GameOfLifeTests",
      files: ["Adapter.swift": ""])
    #expect(adapter.isBlamed(by: "Practice/ada/Tests/GameOfLifeTests/Adapter.swift:3:7: error: x"))
    #expect(!adapter.isBlamed(by: "Practice/ada/Sources/Life/World.swift:3:7: error: x"))
  }

  @Test("A package is there when its manifest is, whether or not it keeps a Sources/GameOfLife")
  func exists() throws {
    let workspace = try copiedWorkspace("package-exists")
    let practice = try PracticePackage(name: "life", workspace: workspace)
    #expect(!practice.exists)
    try FileManager.default.createDirectory(at: practice.folder, withIntermediateDirectories: true)
    #expect(!practice.exists)
    try Data("// swift-tools-version: 6.0\n".utf8).write(
      to: practice.folder.appendingPathComponent("Package.swift"))
    #expect(practice.exists)
    #expect(throws: Never.self) { try practice.requireExists() }
  }
}
