import Foundation
import Testing

@testable import KataSystem
@testable import Verdicts

/// A Game of two files: `answer()` in one, calling the standard library's `max`, and whatever `extra`
/// declares in the other.
func twoFileVariant(extra: String) -> Variant {
  var variant = tinyVariant(
    answer: 21, fields: 2,
    tests: "import GameOfLife\nimport Testing\n\n@Test func answerIs21() { #expect(answer() == 21) }\n")
  variant.game.files = [
    "Answer.swift": "public func answer() -> Int { max(20, 21) }\npublic struct Box { public init() {} }\n",
    "Extra.swift": extra,
  ]
  return variant
}

/// An edit of declarations compiles only the files whose looked-up names it reached: proven against a
/// name that a new declaration takes from the standard library.
@Suite("Objects kept through an edit of declarations", .serialized)
struct CarriedObjectsTests {
  static let plain = "extension Box {\n  public func one() -> Int { 1 }\n}\n"
  static let another = plain + "\nextension Box {\n  public func two() -> Int { 2 }\n}\n"
  /// A function of the Game's own named as the standard library's, which `answer()` now calls.
  static let shadowing = plain + "\nfunc max(_ a: Int, _ b: Int) -> Int { 0 }\n"

  @Test(
    "A file that never looked up the names an edit changed keeps its object; one that did is compiled",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func keptOnlyWhenNotReached() throws {
    let package = try scratchPackage("carried")
    let runner = SuiteRunner(package: package)
    // The names the compiler looked up for Answer.swift are written each time it is compiled.
    let compiledAnswer = {
      let codegen = try #require(
        try FileManager.default.contentsOfDirectory(atPath: package.store.path).first {
          $0.hasPrefix("codegen-GameOfLife-")
        })
      let names = package.store.appendingPathComponent(codegen).appendingPathComponent(
        "Answer.dependencies.dot")
      return try FileManager.default.attributesOfItem(atPath: names.path)[.modificationDate] as? Date
    }
    #expect(failing(try runner.run(twoFileVariant(extra: Self.plain))) == [])
    let first = try compiledAnswer()
    // A method added to Box: answer() never looks up its name, so its object is kept.
    #expect(failing(try runner.run(twoFileVariant(extra: Self.another))) == [])
    #expect(try compiledAnswer() == first)
    #expect(
      try package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary)).isEmpty)
    // A `max` of the Game's own: answer() looked up that name, so it is compiled again, and calls it.
    for round in 0..<6 {
      let shadowed = round % 2 == 0
      let outcome = try runner.run(twoFileVariant(extra: shadowed ? Self.shadowing : Self.another))
      #expect(failing(outcome) == (shadowed ? ["answerIs21()"] : []), "round \(round)")
    }
    #expect(try compiledAnswer() != first)
  }
}
