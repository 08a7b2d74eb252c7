import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts

/// Manifests as SwiftPM reads them beyond the corpus: names it makes identifiers of, programs declared the
/// old way, an entry point of the package's own, and settings changed between two lights.
extension OwnDesignTests {
  @Test("Names as SwiftPM makes them (game-of-life is imported as game_of_life); a .target with main.swift")
  func namesAndPrograms() throws {
    let practice = try emptyPackage("hyphens")
    func manifest(_ program: String = "") -> String {
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "life-kata",
        targets: [
          .target(name: "game-of-life"),\(program)
          .testTarget(name: "life-spec", dependencies: ["game-of-life"]),
        ]
      )
      """
    }
    try [
      "Package.swift": manifest(),
      "Sources/game-of-life/Life.swift": """
      public func survives(_ neighbours: Int) -> Bool { neighbours == 2 || neighbours == 3 }
      func isBorn(_ neighbours: Int) -> Bool { neighbours == 3 }

      """,
      "Tests/life-spec/LifeSpec.swift": """
      import Testing
      import XCTest
      @testable import game_of_life

      @Test func twoOrThreeSurvive() { #expect(survives(2) && survives(3) && !survives(4)) }

      final class BirthTests: XCTestCase {
        func testThreeNeighboursGiveBirth() { XCTAssertTrue(isBorn(3)) }
      }

      """,
    ].write(into: practice.folder)
    try check(practice, named: "hyphenated names", expected: .green)
    let life = practice.folder.appendingPathComponent("Sources/game-of-life/Life.swift")
    let original = try String(contentsOf: life, encoding: .utf8)
    try Data(original.replacingOccurrences(of: "neighbours == 3 }", with: "neighbours == 4 }").utf8).write(
      to: life)
    try check(practice, named: "hyphenated names, birth broken", expected: .red)
    try Data(original.utf8).write(to: life)
    // Before Swift 5.4 a manifest had no other way to declare a program than a main.swift in a target.
    try [
      "Package.swift": manifest("\n    .target(name: \"life-cli\", dependencies: [\"game-of-life\"]),"),
      "Sources/life-cli/main.swift": "import game_of_life\n\nprint(survives(2) ? \"lives\" : \"dies\")\n",
    ].write(into: practice.folder)
    try check(practice, named: "a program in a .target", expected: .green)
  }

  @Test(
    "A Tests/LinuxMain.swift runs what it lists, as swift test runs it: XCTest's, and no Swift Testing test")
  func linuxMain() throws {
    let workspace = try Self.workspace.get()
    let practice = try OwnDesign(name: "array-tick").installed(in: workspace, as: "linux-main")
    let tests = practice.folder.appendingPathComponent("Tests")
    // Written as `swift package init` wrote it before Swift 5.4: one test listed, one not, and a failing
    // Swift Testing test beside them, which swift test does not run either.
    try [
      "GameOfLifeTests/Listed.swift": """
      import XCTest

      final class ListedTests: XCTestCase {
        func testListed() { XCTAssertEqual(1 + 1, 2) }
        func testNotListed() { XCTAssertEqual(1 + 1, 3) }

        static var allTests = [("testListed", testListed)]
      }

      """,
      "GameOfLifeTests/Unrun.swift": "import Testing\n\n@Test func unrun() { #expect(Bool(false)) }\n",
      "LinuxMain.swift": """
      import XCTest

      @testable import GameOfLifeTests

      XCTMain([testCase(ListedTests.allTests)])

      """,
    ].write(into: tests)
    try check(practice, named: "a LinuxMain.swift", expected: .green)
    let result = try kata(["test", "--name", practice.name], in: workspace, timeLimit: 60)
    #expect(result.output.contains("Tests/LinuxMain.swift is the tests' entry point"), "\(result.output)")
    // An entry point that does not compile is amber, named where it is.
    try ["LinuxMain.swift": "import XCTest\n\nXCTMain([testCase(Missing.allTests)])\n"].write(into: tests)
    try check(practice, named: "a LinuxMain.swift that does not compile", expected: .amber)
    let amber = try kata(["test", "--name", practice.name], in: workspace, timeLimit: 60)
    #expect(amber.output.contains("Practice/linux-main/Tests/LinuxMain.swift:3:"), "\(amber.output)")
  }

  @Test("Settings changed in Package.swift build every module again, as a clean swift build would")
  func settingsChanged() throws {
    let practice = try emptyPackage("settings")
    // A setting only swift build knows, so that SwiftPM's incremental build serves every light.
    func manifest(_ settings: String) -> String {
      """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "Iso",
        targets: [
          .target(name: "Life", swiftSettings: [\(settings)]),
          .testTarget(name: "LifeTests", dependencies: ["Life"]),
        ]
      )
      """
    }
    try [
      "Package.swift": manifest(".treatAllWarnings(as: .warning)"),
      "Sources/Life/World.swift": """
      public struct World: Equatable {
        public let alive: Set<Int>
        public init(_ alive: Set<Int>) { self.alive = alive }
        public func tick() -> World { World(alive) }
      }

      """,
      "Tests/LifeTests/WorldTests.swift": """
      import Life
      import Testing

      struct WorldTests {
        let world = World([1, 2, 3])

        @Test func tickKeepsTheWorld() { #expect(world.tick() == world) }
      }

      """,
    ].write(into: practice.folder)
    try check(practice, named: "as written", expected: .green)
    // The library's code on the main actor: the tests, unchanged, no longer compile against it. SwiftPM's
    // own incremental build keeps the test module compiled before, so SwiftPM is asked from nothing: its
    // build is removed, when it made one (its verdict may have been kept from an earlier run).
    try ["Package.swift": manifest(".treatAllWarnings(as: .warning), .defaultIsolation(MainActor.self)")]
      .write(into: practice.folder)
    let build = practice.folder.appendingPathComponent(".build")
    if FileManager.default.fileExists(atPath: build.path) { try FileManager.default.removeItem(at: build) }
    try check(practice, named: "the library on the main actor", expected: .amber)
  }

  @Test("Tests in a .target instead of a .testTarget: amber as swift test finds none, and the note says why")
  func testsInATarget() throws {
    let practice = try emptyPackage("plain-target")
    try [
      "Package.swift": lifeManifest(
        #".target(name: "Life"), "#
          + #".target(name: "LifeTests", dependencies: ["Life"], path: "Tests/LifeTests")"#),
      "Sources/Life/Rules.swift": "public func survives(_ neighbours: Int) -> Bool { neighbours == 2 }\n",
      "Tests/LifeTests/RulesTests.swift": """
      import Life
      import XCTest

      final class RulesTests: XCTestCase {
        func testTwoSurvive() { XCTAssertTrue(survives(2)) }
      }

      """,
    ].write(into: practice.folder)
    let result = try kata(["test", "--name", practice.name], in: practice.workspace, timeLimit: 60)
    #expect(result.status == Light.amber.exitCode, "\(result.output)")
    let note = "declares LifeTests with .target, so SwiftPM runs none of them"
    #expect(result.output.contains(note), "\(result.output)")
    #expect(!result.output.contains("write your first test"), "\(result.output)")
    let swiftPM = try ChildProcess.run(
      [practice.workspace.swift, "test", "--package-path", practice.folder.path], in: practice.folder,
      timeLimit: 300)
    #expect(!swiftPM.succeeded && swiftPM.output.contains("no tests found"), "\(swiftPM.output)")
  }

  @Test("A folder the manifest excludes is there for swift build: no warning that it is missing")
  func excludedFolder() throws {
    let practice = try emptyPackage("excluded")
    // A resource, so that swift build builds it; the excluded draft would not compile.
    try [
      "Package.swift": lifeManifest(
        #".target(name: "Life", exclude: ["Drafts"], resources: [.copy("glider.txt")]), "#
          + #".testTarget(name: "LifeTests", dependencies: ["Life"])"#),
      "Sources/Life/Rules.swift": "public func survives(_ neighbours: Int) -> Bool { neighbours == 2 }\n",
      "Sources/Life/glider.txt": ".O.\n..O\nOOO\n",
      "Sources/Life/Drafts/Old.swift": "public func survives() -> Bool { undefined }\n",
      "Tests/LifeTests/RulesTests.swift": """
      import Life
      import Testing

      @Test func twoSurvive() { #expect(survives(2)) }

      """,
    ].write(into: practice.folder)
    try check(practice, named: "an excluded folder", expected: .green)
    // A compile error shows SwiftPM's output, warnings and all.
    try ["Sources/Life/Rules.swift": "public func survives(_ neighbours: Int) -> Bool { neighbours = 2 }\n"]
      .write(into: practice.folder)
    try check(practice, named: "an excluded folder, and a compile error", expected: .amber)
    let result = try kata(["test", "--name", practice.name], in: practice.workspace, timeLimit: 60)
    #expect(result.output.contains("Rules.swift:1:"), "\(result.output)")
    #expect(!result.output.contains("Invalid Exclude"), "\(result.output)")
  }

  @Test("A practice folder outside the workspace (KATA_PRACTICE) names a compile error by its own path")
  func practiceOutside() throws {
    let workspace = try Self.workspace.get()
    let outside = ["KATA_PRACTICE": try temporaryFolder("practice-outside").path]
    _ = try kata(["new", "--name", "far"], in: workspace, timeLimit: 20, environment: outside)
    let file = URL(fileURLWithPath: outside["KATA_PRACTICE"] ?? "")
      .appendingPathComponent("far/Sources/GameOfLife/Broken.swift")
    try Data("public func broken() -> Int { \"x\" }\n".utf8).write(to: file)
    let result = try kata(["test", "--name", "far"], in: workspace, timeLimit: 60, environment: outside)
    #expect(result.status == Light.amber.exitCode, "\(result.output)")
    #expect(result.output.hasPrefix("\(file.path):1:"), "\(result.output)")
  }

  /// A manifest of the package `Life` that declares `targets`.
  private func lifeManifest(_ targets: String) -> String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(name: "Life", targets: [\(targets)])
    """
  }

  /// A package `make kata` made, with its `Sources` and `Tests` taken away, for a manifest of a case's own.
  private func emptyPackage(_ name: String) throws -> PracticePackage {
    let workspace = try Self.workspace.get()
    _ = try kata(["new", "--name", name, "--force", "1"], in: workspace, timeLimit: 20)
    let practice = try PracticePackage(name: name, workspace: workspace)
    try FileManager.default.removeItem(at: practice.sources)
    try FileManager.default.removeItem(at: practice.tests)
    return practice
  }
}
