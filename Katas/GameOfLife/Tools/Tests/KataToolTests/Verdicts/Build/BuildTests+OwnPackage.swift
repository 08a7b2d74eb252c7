import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Verdicts

/// A tiny package of a learner's own, with its own `Package.swift`: a Game and its tests.
func tinyOwnPackage(answer: Int) throws -> Variant {
  let text = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Own",
      targets: [
        .target(name: "GameOfLife"),
        .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife"]),
      ]
    )

    """
  let manifest = try PackageManifest(dump: Data(#"{"name": "Own", "targets": []}"#.utf8), text: text)
  var game = Variant.Target(
    files: ["Answer.swift": "public func answer() -> Int { \(answer) }\n"], origin: "Sources/GameOfLife")
  (game.name, game.path) = ("GameOfLife", "Sources/GameOfLife")
  var tests = Variant.Target(
    files: [
      "AnswerTests.swift":
        "import GameOfLife\nimport Testing\n\n@Test func answerIs21() { #expect(answer() == 21) }\n"
    ],
    origin: "Tests/GameOfLifeTests")
  (tests.name, tests.path, tests.isTest, tests.dependencies) = (
    "GameOfLifeTests", "Tests/GameOfLifeTests", true, ["GameOfLife"]
  )
  return Variant(name: "own package, answer \(answer)", targets: [game, tests], manifest: manifest)
}

extension BuildTests {
  @Test("A learner's package whose build missed an edit is built from nothing, and builds on after it")
  func ownPackageBuiltFromNothing() throws {
    let package = try scratchPackage("own-from-nothing", builder: .packageManager)
    let runner = SuiteRunner(package: package)
    let (right, wrong) = (try tinyOwnPackage(answer: 21), try tinyOwnPackage(answer: 22))
    let file = PackageManagerBuilder.copy(in: package.folder).appendingPathComponent(
      "Sources/GameOfLife/Answer.swift")
    #expect(failing(try runner.run(right)) == [])
    let rightText = try Data(contentsOf: file)
    #expect(failing(try runner.run(wrong)) == ["answerIs21()"])
    // The right code written over the wrong in place, its size and time as they were: an edit whose file
    // time did not tick, which SwiftPM passes over. The fingerprints catch it, and it is built from nothing.
    let time = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]
    let handle = try FileHandle(forWritingTo: file)
    try handle.write(contentsOf: rightText)
    try handle.close()
    try FileManager.default.setAttributes([.modificationDate: try #require(time)], ofItemAtPath: file.path)
    let caught = try runner.run(right)
    #expect(caught.compiled, "\(caught.compileError ?? "")")
    #expect(failing(caught) == [])
    // SwiftPM builds on from what that build left, as plain `swift build` would.
    let after = try runner.run(wrong)
    #expect(after.compiled, "\(after.compileError ?? "")")
    #expect(failing(after) == ["answerIs21()"])
    // A target's build folder removed alone, as an older kata tool removed it: SwiftPM's plan names
    // files that are gone, and the package is built from nothing rather than said not to compile.
    try FileManager.default.removeItem(
      at: PackageManagerBuilder.copy(in: package.folder).appendingPathComponent(
        ".build/debug/GameOfLife.build"))
    let left = try runner.run(right)
    #expect(left.compiled, "\(left.compileError ?? "")")
    #expect(failing(left) == [])
  }
}
