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

  /// When the compiler last compiled a module's file whose name starts with `file`: the time its record of
  /// looked-up names was written, in the folder the module's objects are compiled into.
  static func lastCompiled(module: String, file: String, in package: ScratchPackage) throws -> Date? {
    let codegen = try #require(
      try FileManager.default.contentsOfDirectory(atPath: package.store.path).first {
        $0.hasPrefix("codegen-\(module)-")
      })
    let folder = package.store.appendingPathComponent(codegen)
    let names = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
        $0.hasPrefix(file) && $0.hasSuffix(".dependencies.dot")
      })
    return try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(names).path)[
      .modificationDate] as? Date
  }

  @Test(
    "A file that never looked up the names an edit changed keeps its object; one that did is compiled",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func keptOnlyWhenNotReached() throws {
    let package = try scratchPackage("carried")
    let runner = SuiteRunner(package: package)
    // The names the compiler looked up for Answer.swift are written each time it is compiled.
    let compiledAnswer = { try Self.lastCompiled(module: "GameOfLife", file: "Answer", in: package) }
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

  /// An XCTest case whose class is not final, so its test has a place in the classes' table after its
  /// base class's methods (named with `_`, so that none is told it never runs), and a Swift Testing test.
  static func tests(helper: Bool, another: Bool) -> String {
    """
    import GameOfLife
    import Testing
    import XCTest

    class Base: XCTestCase {
    \(helper ? "  func _helper() {}\n" : "")  func _wrong() { XCTFail("a method that is not the test ran") }
    }

    class AnswerCase: Base {
      func testAnswer() { XCTAssertEqual(answer(), 21) }
    }

    @Test func answerIs21() { #expect(answer() == 21) }
    \(another ? "@Test func answerIsPositive() { #expect(answer() > 0) }\n" : "")
    """
  }

  @Test(
    "The list of XCTest tests is kept through a new Swift Testing test, and compiled when its class changes",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func listKeptOnlyWhenNotReached() throws {
    let package = try scratchPackage("carried-list")
    let runner = SuiteRunner(package: package)
    let variant = { (helper: Bool, another: Bool) in
      tinyVariant(answer: 21, fields: 2, tests: Self.tests(helper: helper, another: another))
    }
    let compiledList = { try Self.lastCompiled(module: "KataXCTests", file: "XCTests-", in: package) }
    let base = try runner.run(variant(false, false))
    #expect(base.compiled && failing(base) == [], "\(base.compileError ?? "")")
    let first = try compiledList()
    // A new Swift Testing test: the list names nothing it changed, so its object is kept.
    let another = try runner.run(variant(false, true))
    #expect(failing(another) == [] && another.run.tests.count == 3)
    #expect(try compiledList() == first)
    // A method in the base class moves the test's place in the classes' table, though the list names the
    // same tests: it is compiled again, and still calls the test, never the method now in its place.
    for round in 0..<4 {
      let helper = round % 2 == 0
      let outcome = try runner.run(variant(helper, true))
      #expect(failing(outcome) == [] && outcome.run.tests.count == 3, "round \(round)")
    }
    #expect(try compiledList() != first)
  }
}
