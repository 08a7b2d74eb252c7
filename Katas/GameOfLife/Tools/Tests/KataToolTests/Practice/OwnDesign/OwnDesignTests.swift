import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Practice
@testable import Verdicts

/// Packages of learners' own designs, each with a manifest of its own (Swift 5, a define, an upcoming
/// feature, a second module, a program no test links, the template's type names): every light, with its counts, is what plain
/// SwiftPM says of the same package.
@Suite("Designs of learners' own get the light SwiftPM gives them", .serialized)
struct OwnDesignTests {
  static let workspace = Result { try copiedWorkspace("own-designs", timeLimit: 20) }

  @Test("The corpus holds the six designs, each with its edits")
  func corpus() throws {
    #expect(
      OwnDesign.all.map(\.name) == [
        "array-tick", "cell-objects", "set-of-points", "template-names", "two-modules", "with-an-app",
      ])
    // The one written as its learner wrote it, with no adapter: TemplateNamesDesignTests adds one.
    #expect(OwnDesign.adapted.map(\.name) == OwnDesign.all.map(\.name).filter { $0 != "template-names" })
    for design in OwnDesign.all { #expect(try design.edits().edits.count >= 2) }
  }

  @Test("Green as written, then each edit's light, equal to plain SwiftPM's", arguments: OwnDesign.all)
  func lights(of design: OwnDesign) throws {
    let practice = try design.installed(in: try Self.workspace.get(), as: design.name)
    let edits = try design.edits()
    try check(
      practice, named: "\(design.name) as written", expected: .init(light: .green, passed: edits.asWritten))
    for edit in edits.edits {
      let file = practice.folder.appendingPathComponent(edit.file)
      let original = try String(contentsOf: file, encoding: .utf8)
      try #require(original.contains(edit.find), "\(design.name): \(edit.name) finds nothing to change")
      try Data(original.replacingOccurrences(of: edit.find, with: edit.replace).utf8).write(to: file)
      try check(practice, named: "\(design.name), \(edit.name)", expected: edit.verdict)
      try Data(original.utf8).write(to: file)
    }
  }

  /// `set-of-points` with a manifest written for one case, and files added for it.
  private func manifestCase(
    _ name: String, toolsVersion: String = "6.0", traits: String = "", packages: String = "",
    targets: String = "", gameDependencies: String = "", files: [String: String] = [:]
  ) throws -> PracticePackage {
    let practice = try OwnDesign(name: "set-of-points").installed(in: try Self.workspace.get(), as: name)
    let manifest = """
      // swift-tools-version: \(toolsVersion)
      import PackageDescription

      let package = Package(
        name: "GameOfLifePractice",\(traits)\(packages)
        targets: [
          .target(name: "GameOfLife"\(gameDependencies)),\(targets)
          .target(name: "GameOfLifeTestSupport", path: "Tests/GameOfLifeTestSupport"),
          .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
        ],
        swiftLanguageModes: [.v5]
      )
      """
    try ["Package.swift": manifest].merging(files) { $1 }.write(into: practice.folder)
    return practice
  }

  /// How the manifest is read does not depend on the builder, and half of these shapes are built by
  /// swift build anyway, so `make kata-tool-test-swiftpm` does not run them again.
  @Test(
    "A manifest's shapes beyond the corpus: a C target, traits, a target with no folder, a package beside it, ./Sources",
    .enabled(if: ProcessInfo.processInfo.environment["KATA_BUILDER"] != "swiftpm"))
  func manifestShapes() throws {
    // A C target, which swift build compiles from the folder as it is.
    let c = try manifestCase(
      "c-target", targets: "\n    .target(name: \"CLife\"),", gameDependencies: ", dependencies: [\"CLife\"]",
      files: [
        "Sources/CLife/include/CLife.h": "int clife_twice(int value);\n",
        "Sources/CLife/CLife.c": "#include \"CLife.h\"\nint clife_twice(int value) { return 2 * value; }\n",
        "Sources/GameOfLife/Twice.swift":
          "import CLife\n\nfunc twice(_ value: Int32) -> Int32 { clife_twice(value) }\n",
      ])
    try check(c, named: "a C target", expected: .green)
    // A trait enabled by default is a compilation condition, as SwiftPM makes it.
    let traits = try manifestCase(
      "traits", toolsVersion: "6.1",
      traits: "\n  traits: [.trait(name: \"Torus\"), .default(enabledTraits: [\"Torus\"])],",
      files: [
        "Sources/GameOfLife/Torus.swift": "#if !Torus\n  #error(\"Torus is enabled by default\")\n#endif\n"
      ])
    try check(traits, named: "package traits", expected: .green)
    // A target whose folder is not there: SwiftPM's own words.
    let missing = try manifestCase("missing-folder", targets: "\n    .target(name: \"Missing\"),")
    try check(missing, named: "a target with no folder", expected: .amber)
    let said = try kata(["test", "--name", missing.name], in: missing.workspace, timeLimit: 20)
    #expect(said.output.contains("Source files for target Missing should be located under 'Sources/Missing'"))
    // A package beside it, named by a relative path, as a pair shares code between its packages.
    let beside = try Self.workspace.get().practice.appendingPathComponent("shared-twice")
    try [
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(name: "shared-twice", products: [.library(name: "Twice", targets: ["Twice"])],
        targets: [.target(name: "Twice")])
      """,
      "Sources/Twice/Twice.swift": "public func twice(_ value: Int) -> Int { 2 * value }\n",
    ].write(into: beside)
    let relative = try manifestCase(
      "relative-package", packages: "\n  dependencies: [.package(path: \"../shared-twice\")],",
      gameDependencies: ", dependencies: [.product(name: \"Twice\", package: \"shared-twice\")]",
      files: ["Sources/GameOfLife/Doubled.swift": "import Twice\n\nlet doubled = twice(2)\n"])
    try check(relative, named: "a package beside it, by a relative path", expected: .green)
    // A flag for the compiler's frontend, passed as SwiftPM passes it.
    let frontend = try manifestCase(
      "xfrontend",
      gameDependencies:
        ", swiftSettings: [.unsafeFlags([\"-Xfrontend\", \"-warn-long-function-bodies=100\"])]")
    try check(frontend, named: "an -Xfrontend flag", expected: .green)
    // A target's folder written the long way is the same folder.
    let dotted = try manifestCase("dotted-path", gameDependencies: ", path: \"./Sources/GameOfLife/\"")
    try check(dotted, named: "a path that starts with ./", expected: .green)
  }

  @Test("Tests run in the package's folder, and #filePath is the learner's file: a fixture is found by both")
  func workingFolder() throws {
    let practice = try manifestCase(
      "working-folder",
      files: [
        "Tests/GameOfLifeTests/Fixtures/glider.txt": ".O.\n..O\nOOO\n",
        "Tests/GameOfLifeTests/FixtureTests.swift": """
        import Foundation
        import Testing

        @Test func theGliderFileHasFiveCells() throws {
          let text = try String(contentsOfFile: "Tests/GameOfLifeTests/Fixtures/glider.txt", encoding: .utf8)
          #expect(text.filter { $0 == "O" }.count == 5)
        }
        """,
        "Tests/GameOfLifeTests/Golden/GoldenTests.swift": """
        import Foundation
        import XCTest

        final class GoldenTests: XCTestCase {
          func testTheGliderBesideTheTests() throws {
            let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
              .deletingLastPathComponent().appendingPathComponent("Fixtures")
            let text = try String(contentsOf: fixtures.appendingPathComponent("glider.txt"), encoding: .utf8)
            XCTAssertEqual(text.filter { $0 == "O" }.count, 5)
          }
        }
        """,
      ])
    try check(practice, named: "a file read from the package's folder", expected: .green)
  }

  @Test("Unsafe flags: -Xfrontend's go to the frontend, the driver's and the linker's to swift build")
  func unsafeFlags() {
    let split = PackageManifest.Target.frontendFlags([
      "-Xfrontend", "-warn-long-function-bodies=100", "-DFAST", "-Xcc", "-DC", "-lm", "-Xlinker", "-s",
      "-load-plugin-library", "x.so", "-L/opt/lib", "-j4",
    ])
    #expect(
      split.frontend == [
        "-warn-long-function-bodies=100", "-DFAST", "-Xcc", "-DC", "-load-plugin-library", "x.so",
      ])
    #expect(split.forOthers == ["-lm", "-Xlinker", "-L/opt/lib", "-j4"])
  }

  @Test("A dependency no target and no package has is named as such, not as another package's product")
  func unknownDependency() throws {
    func reason(packages: String) throws -> String? {
      let dump = """
        {"name": "Life", "dependencies": [\(packages)], "targets": [
          {"name": "Life", "type": "regular"},
          {"name": "LifeTests", "type": "test", "dependencies": [{"byName": ["Lfie", null]}]}]}
        """
      return try PackageManifest(dump: Data(dump.utf8), text: "").needsPackageManager
    }
    #expect(try reason(packages: "") == "LifeTests: a dependency, Lfie, that is none of its targets")
    #expect(try reason(packages: #"{"fileSystem": []}"#) == "LifeTests: a product of another package")
  }

  @Test(
    "VERBOSE=1 prints the build's plan: what it compiles of each module before its interface, and why",
    .enabled(if: ProcessInfo.processInfo.environment["KATA_BUILDER"] != "swiftpm"))
  func verbosePlan() throws {
    let practice = try manifestCase("verbose")
    let first = try kata(
      ["test", "--name", practice.name, "--verbose", "1"], in: practice.workspace, timeLimit: 60)
    #expect(
      first.output.contains("Built by the compiler, called directly.\nIts plan:\n  "), "\(first.output)")
    #expect(first.output.contains("\n  GameOfLife: "), "\(first.output)")
    // A comment is an edit inside bodies: that file alone is compiled, and the plan says so.
    let file = practice.sources.appendingPathComponent("Life.swift")
    try Data((try String(contentsOf: file, encoding: .utf8) + "// a note\n").utf8).write(to: file)
    let again = try kata(
      ["test", "--name", practice.name, "--verbose", "1"], in: practice.workspace, timeLimit: 60)
    #expect(
      again.output.contains(
        "\n  GameOfLife: compiles Life.swift before its interface (edited inside bodies)\n"),
      "\(again.output)")
    #expect(again.output.contains("\n  compiled in all: Life.swift\n"), "\(again.output)")
  }

  @Test("An optimised target is amber, in one line that says why")
  func optimised() throws {
    let practice = try manifestCase(
      "optimised", gameDependencies: ", swiftSettings: [.unsafeFlags([\"-Osize\"])]")
    let result = try kata(["test", "--name", practice.name], in: practice.workspace, timeLimit: 20)
    #expect(result.status == Light.amber.exitCode, "\(result.output)")
    #expect(
      result.output.contains(
        "error: Practice/optimised/Package.swift asks for -Osize in GameOfLife's unsafeFlags: a light is a debug "
          + "build"), "\(result.output)")
  }

  @Test("A target outside Sources and Tests is amber, in one line that says why")
  func outsideTheFolders() throws {
    let practice = try manifestCase(
      "outside", targets: "\n    .target(name: \"Extra\", path: \"Code/Extra\"),",
      files: ["Code/Extra/Extra.swift": "public let extra = 1\n"])
    let result = try kata(["test", "--name", practice.name], in: practice.workspace, timeLimit: 20)
    #expect(result.status == Light.amber.exitCode, "\(result.output)")
    #expect(
      result.output.contains(
        "Extra is in Practice/outside/Code/Extra: the kata reads and keeps only a package's Sources and Tests "
          + "folders, so move it under Sources"), "\(result.output)")
  }

  @Test("Two files of one module with the same name are amber, in one line that says why")
  func sameNames() throws {
    let practice = try manifestCase(
      "same-names",
      files: [
        "Tests/GameOfLifeTests/Rules/Checks.swift": "import Testing\n@Test func birth() { #expect(3 > 2) }\n",
        "Tests/GameOfLifeTests/Shape/Checks.swift": "import Testing\n@Test func block() { #expect(4 > 3) }\n",
      ])
    let result = try kata(["test", "--name", practice.name], in: practice.workspace, timeLimit: 20)
    #expect(result.status == Light.amber.exitCode, "\(result.output)")
    #expect(
      result.output.contains(
        "error: Practice/same-names/Tests/GameOfLifeTests/Rules/Checks.swift and "
          + "Practice/same-names/Tests/GameOfLifeTests/Shape/Checks.swift are both named Checks.swift: "
          + "the files of one module need names of their own, so rename one"), "\(result.output)")
    #expect(!result.output.contains("_kataFingerprint"), "\(result.output)")
  }

  /// The tool's light and counts for the package as it is, beside SwiftPM's.
  func check(_ practice: PracticePackage, named name: String, expected: Light) throws {
    let (tool, comment) = try verdict(of: practice, named: name)
    #expect(tool == (try swiftPMVerdict(of: practice)), comment)
    #expect(tool.light == expected, comment)
  }

  /// The tool's light and counts for a design, the corpus's record of SwiftPM's, and SwiftPM's own.
  func check(_ practice: PracticePackage, named name: String, expected: PackageManagerVerdict) throws {
    let (tool, comment) = try verdict(of: practice, named: name)
    #expect(tool == expected, comment)
    #expect(try swiftPMVerdict(of: practice) == expected, comment)
  }

  /// SwiftPM's verdict, its modules kept with the tool's when the tests share one folder for them
  /// (`KATA_MODULE_CACHE`, named by the same path), else in a folder of the workspace's own; the one kept
  /// for this very package when there is one (`KeptVerdicts`).
  func swiftPMVerdict(of practice: PracticePackage) throws -> PackageManagerVerdict {
    let shared = ProcessInfo.processInfo.environment["KATA_MODULE_CACHE"] != nil
    let own = practice.workspace.scratch.appendingPathComponent("swiftpm-module-cache")
    return try KeptVerdicts.verdict(of: practice.folder) {
      try PackageManagerVerdict(
        of: practice.folder, moduleCache: shared ? practice.workspace.moduleCache : own)
    }
  }

  /// `make kata-test`'s light and counts for the package as it is, and its words for a failure's comment.
  func verdict(of practice: PracticePackage, named name: String) throws -> (
    PackageManagerVerdict, Comment
  ) {
    let result = try kata(["test", "--name", practice.name], in: practice.workspace, timeLimit: 20)
    let record = try #require(History(practice: practice).latest(), "\(result.output)")
    let tool = PackageManagerVerdict(
      light: try #require(record.light), passed: record.passed, failed: record.failed)
    let comment = Comment(rawValue: "\(name):\n\(result.output)")
    #expect(result.status == tool.light.exitCode, comment)
    return (tool, comment)
  }
}
