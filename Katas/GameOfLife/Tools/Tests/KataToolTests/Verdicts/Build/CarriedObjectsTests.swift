import Foundation
import Testing

@testable import Build
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
/// name that a new declaration takes from the standard library, and witnesses a new member takes from a
/// protocol's defaults.
@Suite("Objects kept through an edit of declarations", .serialized)
struct CarriedObjectsTests {
  static let plain = "extension Box {\n  public func one() -> Int { 1 }\n}\n"
  static let another = plain + "\nextension Box {\n  public func two() -> Int { 2 }\n}\n"
  /// A function of the Game's own named as the standard library's, which `answer()` now calls.
  static let shadowing = plain + "\nfunc max(_ a: Int, _ b: Int) -> Int { 0 }\n"

  /// The record of looked-up names of a module's file whose name starts with `file`, written each time the
  /// file is compiled, in the folder the module's objects are compiled into.
  static func record(module: String, file: String, in package: ScratchPackage) throws -> URL? {
    let codegen = try #require(
      try FileManager.default.contentsOfDirectory(atPath: package.store.path).first {
        $0.hasPrefix("codegen-\(module)-")
      })
    let folder = package.store.appendingPathComponent(codegen)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
      $0.hasPrefix(file) && $0.hasSuffix(".dependencies.dot")
    }
    return names.map { folder.appendingPathComponent($0) }
  }

  /// When the compiler last compiled a module's file whose name starts with `file`.
  static func lastCompiled(module: String, file: String, in package: ScratchPackage) throws -> Date? {
    let record = try #require(try record(module: module, file: file, in: package))
    return try FileManager.default.attributesOfItem(atPath: record.path)[.modificationDate] as? Date
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

  @Test(
    "A compile error between two edits is a state like any other: the edit after it keeps what it never reached",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func keptThroughACompileError() throws {
    let package = try scratchPackage("carried-amber")
    let runner = SuiteRunner(package: package)
    let compiledAnswer = { try Self.lastCompiled(module: "GameOfLife", file: "Answer", in: package) }
    #expect(failing(try runner.run(twoFileVariant(extra: Self.plain))) == [])
    let first = try compiledAnswer()
    // A type that does not exist: the module's interface cannot be emitted, and the light is amber.
    let broken = try runner.run(
      twoFileVariant(extra: Self.plain.replacingOccurrences(of: "Int {", with: "Intt {")))
    #expect(!broken.compiled)
    // The method the learner meant: compared with the last build that compiled, only a name Answer.swift
    // never looked up was added, so its object is kept.
    let fixed = try runner.run(twoFileVariant(extra: Self.another))
    #expect(fixed.compiled && failing(fixed) == [], "\(fixed.compileError ?? "")")
    #expect(try compiledAnswer() == first)
    #expect(
      try package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary)).isEmpty)
  }

  @Test(
    "A test calling a method not written yet (amber), then the method: a test file neither reached keeps its object",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func keptThroughTheRhythmsAmber() throws {
    let package = try scratchPackage("carried-rhythm")
    let runner = SuiteRunner(package: package)
    let variant = { (extra: String, newTests: String) in
      var variant = twoFileVariant(extra: extra)
      variant.tests.files["OtherTests.swift"] =
        "import GameOfLife\nimport Testing\n\n@Test func boxIsMade() { _ = Box() }\n"
      variant.tests.files["AnswerTests.swift", default: ""] += newTests
      return variant
    }
    let compiledOther = { try Self.lastCompiled(module: "GameOfLifeSpec", file: "OtherTests", in: package) }
    let oneTest = "@Test func boxSaysOne() { #expect(Box().one() == 1) }\n"
    // The first build compiles the tests whole; the second, a test added, a file at a time.
    #expect(failing(try runner.run(variant(Self.plain, ""))) == [])
    #expect(failing(try runner.run(variant(Self.plain, oneTest))) == [])
    let first = try compiledOther()
    let callsTwo = oneTest + "@Test func boxSaysTwo() { #expect(Box().two() == 2) }\n"
    let amber = try runner.run(variant(Self.plain, callsTwo))
    #expect(!amber.compiled)
    let green = try runner.run(variant(Self.another, callsTwo))
    #expect(green.compiled && failing(green) == [], "\(green.compileError ?? "")")
    #expect(try compiledOther() == first)
    #expect(
      try package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary)).isEmpty)
  }

  /// A Game of `Answer.swift` (`answer()`, and `Box`, which is `Hashable`) and `files`, tested by `tests`.
  static func variant(_ files: [String: String], tests: String) -> Variant {
    var variant = tinyVariant(answer: 21, fields: 2, tests: "import GameOfLife\nimport Testing\n\n" + tests)
    variant.game.files = files.merging([
      "Answer.swift":
        "public func answer() -> Int { max(20, 21) }\npublic struct Box: Hashable { public init() {} }\n"
    ]) { own, _ in own }
    return variant
  }

  @Test(
    "A file that depends on every member of a type keeps its object through a method it never names",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func keptThroughAnotherMember() throws {
    let package = try scratchPackage("carried-members")
    let runner = SuiteRunner(package: package)
    let boxes = "public func boxes() -> Set<Box> { [Box(), Box()] }\n"
    let variant = { (extra: String) in
      Self.variant(
        ["Boxes.swift": boxes, "Extra.swift": extra],
        tests: "@Test func oneBox() { #expect(boxes().count == 1) }\n")
    }
    let before = try runner.run(variant(Self.plain))
    #expect(
      before.compiled && failing(before) == [] && before.run.tests.count == 1, "\(before.compileError ?? "")")
    let first = try Self.lastCompiled(module: "GameOfLife", file: "Boxes", in: package)
    // The compiler says so: a set of boxes needs Box to be Hashable, which may take any member of Box.
    let record = try #require(try Self.record(module: "GameOfLife", file: "Boxes", in: package))
    let graph = try String(contentsOf: record, encoding: .utf8)
    #expect(graph.contains("GameOfLife.Box.* in somewhere else"))
    // A method added to Box, a name Boxes.swift never looked up: its object is kept, and used.
    let after = try runner.run(variant(Self.another))
    #expect(
      after.compiled && failing(after) == [] && after.run.tests.count == 1, "\(after.compileError ?? "")")
    #expect(try Self.lastCompiled(module: "GameOfLife", file: "Boxes", in: package) == first)
    #expect(
      try package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary)).isEmpty)
  }

  @Test(
    "A conformance whose witness a new member takes over is compiled again, though its text is the same",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func conformanceCompiledWhenItsWitnessChanges() throws {
    let package = try scratchPackage("carried-witness")
    let runner = SuiteRunner(package: package)
    // Both witnesses are the protocols' defaults until a member of Box's own, in another file, takes over.
    let protocols = """
      public protocol Describing { func describe() -> String }
      extension Describing { public func describe() -> String { "default" } }
      public func described<Value: Describing>(_ value: Value) -> String { value.describe() }
      public func estimated<Values: Sequence>(_ values: Values) -> Int { values.underestimatedCount }

      """
    let conformances = """
      extension Box: Describing {}
      extension Box: Sequence {
        public func makeIterator() -> IndexingIterator<[Int]> { [1, 2, 3].makeIterator() }
      }

      """
    let witnesses =
      Self.plain + """

        extension Box {
          public func describe() -> String { "own" }
          public var underestimatedCount: Int { 3 }
        }

        """
    let tests = """
      @Test func describedByDefault() { #expect(described(Box()) == "default") }
      @Test func estimatedByDefault() { #expect(estimated(Box()) == 0) }

      """
    for round in 0..<6 {
      let owned = round % 2 == 1
      let files = [
        "Protocols.swift": protocols, "Conformances.swift": conformances,
        "Extra.swift": owned ? witnesses : Self.plain,
      ]
      let outcome = try runner.run(Self.variant(files, tests: tests))
      #expect(outcome.compiled, "\(outcome.compileError ?? "")")
      #expect(
        failing(outcome) == (owned ? ["describedByDefault()", "estimatedByDefault()"] : []), "round \(round)")
    }
  }

  /// A class that is not final, with a method `insertedN` before `second` when `inserting` is N: a method
  /// it gains in its body takes a place in its table of methods, which moves the methods after it.
  static func base(inserting: Int?) -> String {
    """
    open class Base {
      public init() {}
      open func first() -> Int { 1 }
    \(inserting.map { "  open func inserted\($0)() -> Int { 0 }\n" } ?? "")  open func second() -> Int { 2 }
    }

    """
  }

  @Test(
    "A method a class gains in its body compiles every file that calls the class's methods",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func classTableMoved() throws {
    let package = try scratchPackage("carried-table")
    let runner = SuiteRunner(package: package)
    // Each caller names `second` alone, and one of them reaches it through a final subclass declared in
    // another file: a kept object would call whatever method now has `second`'s place in the table.
    let variant = { (inserting: Int?) in
      Self.variant(
        [
          "Base.swift": Self.base(inserting: inserting), "Sub.swift": "public final class Sub: Base {}\n",
          "Callers.swift": "public func secondOfBase() -> Int { Base().second() }\n",
          "SubCallers.swift": "public func secondOfSub() -> Int { Sub().second() }\n",
        ],
        tests: "@Test func secondIsTwo() { #expect(secondOfBase() == 2 && secondOfSub() == 2) }\n")
    }
    for round in 0..<4 {
      let outcome = try runner.run(variant(round % 2 == 1 ? round : nil))
      #expect(outcome.compiled && failing(outcome) == [], "round \(round): \(outcome.compileError ?? "")")
    }
  }

  /// A test module of two files: `AnswerTests.swift`, its tests and whatever `extra` declares, and
  /// `OtherTests.swift`, whose test calls the standard library's `max`.
  static func testFiles(extra: String) -> Variant {
    var variant = tinyVariant(answer: 21, fields: 2)
    variant.tests.files = [
      "AnswerTests.swift":
        "import GameOfLife\nimport Testing\n\n@Test func answerIs21() { #expect(answer() == 21) }\n"
        + extra,
      "OtherTests.swift": "import Testing\n\n@Test func largest() { #expect(max(1, 2) == 2) }\n",
    ]
    return variant
  }

  @Test(
    "A test module of several files keeps the objects of the files a new test never reached",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func testFilesKeptOnlyWhenNotReached() throws {
    let package = try scratchPackage("carried-tests")
    let runner = SuiteRunner(package: package)
    let compiledOther = { try Self.lastCompiled(module: "GameOfLifeSpec", file: "OtherTests", in: package) }
    let positive = "@Test func answerIsPositive() { #expect(answer() > 0) }\n"
    let lightOf = { (extra: String) throws -> (Bool, [String]) in
      let outcome = try runner.run(Self.testFiles(extra: extra))
      return (outcome.compiled, failing(outcome))
    }
    #expect(try lightOf("") == (true, []))
    // The first new test compiles each file on its own, which records the names each looked up.
    #expect(try lightOf(positive) == (true, []))
    let first = try compiledOther()
    // Another new test: OtherTests.swift never looked up its name, so its object is kept.
    #expect(try lightOf("@Test func answerIsOdd() { #expect(answer() % 2 == 1) }\n") == (true, []))
    #expect(try compiledOther() == first)
    #expect(
      try package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary)).isEmpty)
    // A `max` of the tests' own, which largest() starts to call: OtherTests.swift looked up that name, so
    // it is compiled again, and calls it.
    let shadowing = "func max(_ a: Int, _ b: Int) -> Int { 0 }\n"
    for round in 0..<4 {
      let shadowed = round % 2 == 1
      #expect(
        try lightOf(shadowed ? shadowing : positive) == (true, shadowed ? ["largest()"] : []),
        "round \(round)")
    }
    #expect(try compiledOther() != first)
    // A test named as OtherTests.swift's, which swift build refuses: it reaches OtherTests.swift too.
    #expect(try lightOf("@Test func largest() { #expect(answer() == 21) }\n").0 == false)
    #expect(try lightOf(positive) == (true, []))
  }

  /// A Game of `Answer.swift` and `extra`, tested by two files: an XCTest case of `answer()` and the
  /// methods `methods`, and a Swift Testing test calling `max` with the Game imported.
  static func gameAndTestFiles(extra: String, methods: String) -> Variant {
    var variant = twoFileVariant(extra: extra)
    variant.tests.files = [
      "AnswerTests.swift": """
      import GameOfLife
      import XCTest

      final class AnswerCase: XCTestCase {
        func testAnswer() { XCTAssertEqual(answer(), 21) }
      \(methods)}

      """,
      "OtherTests.swift":
        "import GameOfLife\nimport Testing\n\n@Test func largest() { #expect(max(1, 2) == 2) }\n",
    ]
    return variant
  }

  @Test(
    "A test file keeps its object through a new method of the Game and a new XCTest test it never names",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func testFilesKeptThroughTheGamesEdit() throws {
    let package = try scratchPackage("carried-imports")
    let runner = SuiteRunner(package: package)
    let compiledOther = { try Self.lastCompiled(module: "GameOfLifeSpec", file: "OtherTests", in: package) }
    let lightOf = { (extra: String, methods: String) throws -> (Bool, [String]) in
      let outcome = try runner.run(Self.gameAndTestFiles(extra: extra, methods: methods))
      return (outcome.compiled, failing(outcome))
    }
    let one = "  func testOne() { XCTAssertEqual(Box().one(), 1) }\n"
    let two = one + "  func testTwo() { XCTAssertEqual(Box().two(), 2) }\n"
    #expect(try lightOf(Self.plain, "") == (true, []))
    // The first new test compiles each test file on its own, which records the names each looked up.
    #expect(try lightOf(Self.plain, one) == (true, []))
    let first = try compiledOther()
    // A new method of the Game, used by a new test: OtherTests.swift never looked up either name.
    #expect(try lightOf(Self.another, two) == (true, []))
    #expect(try compiledOther() == first)
    #expect(
      try package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary)).isEmpty)
    // A public `max` of the Game's, which largest() starts to call: OtherTests.swift looked up that name,
    // so it is compiled again, and calls it; and again when the Game's `max` is gone.
    let shadowing = Self.plain + "\npublic func max(_ a: Int, _ b: Int) -> Int { 0 }\n"
    for round in 0..<4 {
      let shadowed = round % 2 == 0
      let (compiled, failed) = try lightOf(shadowed ? shadowing : Self.another, shadowed ? one : two)
      #expect(compiled && failed.contains("largest()") == shadowed, "round \(round)")
      #expect(failed.count == (shadowed ? 2 : 0), "round \(round): \(failed)")
    }
    #expect(try compiledOther() != first)
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
