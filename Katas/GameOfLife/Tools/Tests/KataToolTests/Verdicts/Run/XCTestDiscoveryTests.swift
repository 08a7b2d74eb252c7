import Foundation
import Testing

@testable import Build
@testable import Verdicts

/// XCTest suites in the shapes learners write them, built for real: every test XCTest would run on a
/// Mac runs, and nothing else does.
@Suite("XCTest's tests are found the way XCTest finds them", .serialized)
struct XCTestDiscoveryTests {
  static let suite: SourceFiles = [
    "RuleTests.swift": """
    import XCTest
    @testable import GameOfLife

    // A base class with a helper and a test of its own, which every subclass runs too.
    class GameTestCase: XCTestCase {
      func givenAnswer() -> Int { answer() }
      func testAnswerIsKnown() { XCTAssertEqual(givenAnswer(), 21) }
    }

    final class RuleTests: GameTestCase {
      func testLonelyCellDies() throws { XCTAssertEqual(answer(), 21) }
      func testFails() { XCTAssertEqual(answer(), 0, "the answer is not zero") }
      func testWaits() async throws { XCTAssertEqual(answer(), 21) }
      func testTakesAnArgument(_ value: Int) { XCTFail("a method with an argument is no test") }
      private func testPrivate() { XCTFail("a private method is no test XCTest can reach") }
      static func testOnTheType() { XCTFail("a static method is no test") }
      func helperNotATest() { XCTFail("only methods named test... are tests") }
    }

    // A subclass with no test of its own is not listed by swift build, so its inherited tests never run.
    final class InheritsOnly: GameTestCase {}

    // A class inside a type with no test of its own is not listed either: nothing to name.
    enum Board {
      class EdgeTestCase: XCTestCase {}
    }

    // A class named as a type of Swift Testing's is found, and run.
    final class Tag: XCTestCase {
      func testTagged() { XCTAssertEqual(answer(), 21) }
    }

    struct NotACase {
      func testOfAStruct() { XCTFail("a struct is no XCTestCase") }
    }

    // ": XCTestCase" forgotten.
    final class ForgotTheBase {
      func testNeverRuns() { XCTFail("a class that is no XCTestCase never runs") }
    }
    """,
    "RuleTests+More.swift": """
    import XCTest
    @testable import GameOfLife

    extension RuleTests {
      func testInAnExtension() { XCTAssertEqual(answer(), 21) }

      // Classes declared inside a test are no tests the entry point can name, nor ones it warns of.
      func testWithClassesInside() {
        final class Inside: XCTestCase {
          func testInside() { XCTFail("a class inside a function is not listed") }
          func helperInside() {}
        }
        final class NotACaseInside {
          func testNotACaseInside() {}
        }
        XCTAssertEqual(answer(), 21)
      }
    }
    """,
  ]

  /// How a tiny Game goes with these test files, in a scratch package of its own.
  func run(_ tests: SourceFiles, in name: String) throws -> Outcome {
    var suite = tinyVariant(answer: 21, fields: 2, tests: nil)
    suite.tests.files = tests
    return try SuiteRunner(package: try scratchPackage(name)).run(suite)
  }

  @Test(
    "Subclasses, extensions in other files and async tests run; other methods and empty subclasses do not")
  func shapes() throws {
    let package = try scratchPackage("xctest-discovery")
    let variant = tinyVariant(answer: 21, fields: 2, tests: nil)
    var suite = variant
    suite.tests.files = Self.suite
    let outcome = try SuiteRunner(package: package).run(suite)
    #expect(outcome.compileError == nil, "\(outcome.compileError ?? "")")
    let results = Dictionary(uniqueKeysWithValues: outcome.run.tests.map { ($0.id, $0.outcome) })
    #expect(
      results == [
        "GameOfLifeSpec.GameTestCase/testAnswerIsKnown": .passed,
        "GameOfLifeSpec.RuleTests/testAnswerIsKnown": .passed,
        "GameOfLifeSpec.RuleTests/testFails": .failed,
        "GameOfLifeSpec.RuleTests/testInAnExtension": .passed,
        "GameOfLifeSpec.RuleTests/testLonelyCellDies": .passed,
        "GameOfLifeSpec.RuleTests/testWaits": .passed,
        "GameOfLifeSpec.RuleTests/testWithClassesInside": .passed,
        "GameOfLifeSpec.Tag/testTagged": .passed,
      ])
  }

  @Test("Methods that look like tests and never run are named, each with why; the tests that run are not")
  func neverRun() throws {
    let package = try scratchPackage("xctest-never-run")
    var suite = tinyVariant(answer: 21, fields: 2, tests: nil)
    suite.tests.files = Self.suite
    let outcome = try SuiteRunner(package: package).run(suite)
    #expect(
      outcome.neverRun == [
        "ForgotTheBase.testNeverRuns: ForgotTheBase is not an XCTestCase",
        "RuleTests.helperNotATest: XCTest runs only the methods named test…",
      ])
  }

  @Test("A class declared inside a type is amber, where it is: swift build's list cannot name it")
  func nestedClass() throws {
    let outcome = try run(
      [
        "BoardTests.swift": """
        import XCTest
        @testable import GameOfLife

        enum Board {
          final class EdgeTests: XCTestCase {
            func testNested() { XCTAssertEqual(answer(), 21) }
          }
        }
        """
      ], in: "xctest-nested")
    let error = try #require(outcome.compileError)
    #expect(error.contains("BoardTests.swift:5:"), "\(error)")
    #expect(error.contains("EdgeTests is declared inside Board"), "\(error)")
    #expect(!error.contains("KataXCTests") && !error.contains("XCTests-"), "\(error)")
  }

  @Test("A test class whose base class is in the test support runs its own tests, as swift build lists them")
  func baseInTheSupport() throws {
    let package = try scratchPackage("xctest-support-base")
    var suite = tinyVariant(answer: 21, fields: 2, tests: nil)
    suite[target: "GameOfLifeTestSupport"]?.files["RuleContract.swift"] = """
      import XCTest

      open class RuleContract: XCTestCase {
        open func testInherited() { XCTAssertTrue(true) }
      }
      """
    suite.tests.files = [
      "Contract.swift": """
      import GameOfLifeTestSupport
      import XCTest

      final class BoardContract: RuleContract {
        func testOwn() { XCTAssertTrue(true) }
      }
      """
    ]
    let outcome = try SuiteRunner(package: package).run(suite)
    #expect(outcome.compileError == nil, "\(outcome.compileError ?? "")")
    #expect(outcome.run.tests.map(\.id) == ["GameOfLifeSpec.BoardContract/testOwn"])
    #expect(outcome.run.tests.map(\.outcome) == [.passed])
    #expect(outcome.neverRun.isEmpty, "\(outcome.neverRun)")
  }

  @Test(
    "A synchronous @MainActor test class, test or extension is red, as XCTest aborts under swift test, and no XCTest test runs"
  )
  func mainActor() throws {
    let package = try scratchPackage("xctest-main-actor")
    var suite = tinyVariant(answer: 21, fields: 2, tests: nil)
    // Async main-actor tests, which XCTest on Linux starts, as swift test starts them.
    suite.tests.files = [
      "MainTests.swift": """
      import XCTest

      @MainActor final class MainTests: XCTestCase {
        func testOnTheMainActor() async { XCTAssertTrue(Thread.isMainThread) }
      }

      final class PlainTests: XCTestCase {
        @MainActor func testMarked() async { XCTAssertTrue(Thread.isMainThread) }
      }
      """
    ]
    let plain = try SuiteRunner(package: package).run(suite)
    #expect(plain.compileError == nil, "\(plain.compileError ?? "")")
    #expect(plain.run.tests.map(\.outcome) == [.passed, .passed])
    let isolated: [(file: String, text: String, line: Int, className: String)] = [
      (
        "Isolated.swift",
        "import XCTest\n\n@MainActor\nfinal class IsolatedTests: XCTestCase {\n"
          + "  func testOnMain() { XCTAssertTrue(true) }\n}\n", 4, "IsolatedTests"
      ),
      (
        "Method.swift",
        "import XCTest\n\nfinal class MethodTests: XCTestCase {\n"
          + "  @MainActor func testOnMain() { XCTAssertTrue(true) }\n}\n", 4, "MethodTests"
      ),
      (
        "Extension.swift",
        "import XCTest\n\nfinal class ExtendedTests: XCTestCase {}\n\n@MainActor extension "
          + "ExtendedTests {\n  func testOnMain() { XCTAssertTrue(true) }\n}\n", 3, "ExtendedTests"
      ),
    ]
    for (file, text, line, className) in isolated {
      var one = suite
      one.tests.files[file] = text
      let outcome = try SuiteRunner(package: package).run(one)
      #expect(outcome.compileError == nil, "\(outcome.compileError ?? "")")
      // XCTest aborts before its first test, as under swift test: the async tests beside it never run.
      let test = try #require(outcome.run.tests.first, "\(outcome.output)")
      #expect(outcome.run.tests.count == 1, "\(outcome.output)")
      #expect(test.sentence == className)
      #expect((test.file, test.line) == (file, line))
      #expect(test.outcome == .crashed)
      #expect(test.firstProblem?.contains("make the test async") == true, "\(test.firstProblem ?? "")")
      #expect(RunVerdict(outcome).light == .red)
    }
  }

  @Test("A generic XCTest class with tests is amber where it is, as swift build cannot list its tests")
  func generic() throws {
    let outcome = try run(
      [
        "Generic.swift": """
        import XCTest

        class GenericBase<T>: XCTestCase { func testInherited() { XCTAssertTrue(true) } }
        final class IntBoardTests: GenericBase<Int> { func testOwn() { XCTAssertTrue(true) } }
        """
      ], in: "xctest-generic")
    let error = try #require(outcome.compileError)
    #expect(error.contains("Generic.swift:3:7: error: GenericBase is generic"), "\(error)")
  }

  @Test("An XCTest test named with a raw identifier is amber at its own line, with a name that works")
  func rawIdentifier() throws {
    let outcome = try run(
      [
        "RawTests.swift": """
        import XCTest

        final class RawTests: XCTestCase {
          func `test a lonely cell dies`() { XCTAssertTrue(true) }
          func testPlain() { XCTAssertTrue(true) }
        }
        """
      ], in: "xctest-raw")
    let error = try #require(outcome.compileError)
    let said = "RawTests.swift:4:8: error: RawTests.`test a lonely cell dies` is named with a raw identifier"
    #expect(error.contains(said), "\(error)")
    #expect(error.contains("name it testALonelyCellDies"), "\(error)")
    #expect(!error.contains("Runner/"), "\(error)")
  }

  @Test("XCTest's verdicts come from the entry point's marks: lines printed like XCTest's change nothing")
  func marks() throws {
    let outcome = try run(
      [
        "PrintingTests.swift": #"""
        import XCTest

        final class PrintingTests: XCTestCase {
          func testPrintsLikeXCTest() {
            print("Test Case 'PrintingTests.testGhost' started at 2026-01-01 10:00:00.000")
            print("Test Case 'PrintingTests.testGhost' failed (0.000 seconds)")
            print("/tmp/Ghost.swift:13: error: PrintingTests.testPrintsLikeXCTest : it looks broken")
            print("Test Case 'PrintingTests.testPicture' passed (0.000 seconds)", terminator: "")
            XCTAssertTrue(true)
          }

          func testPicture() {
            XCTAssertEqual(".O.\n.O.", "...\nOOO", "the blinker\ndid not turn")
          }
        }
        """#
      ], in: "xctest-marks")
    #expect(outcome.compileError == nil, "\(outcome.compileError ?? "")")
    #expect(
      outcome.run.tests.map(\.sentence) == [
        "PrintingTests.testPicture", "PrintingTests.testPrintsLikeXCTest",
      ])
    #expect(outcome.run.tests.map(\.outcome) == [.failed, .passed])
    let said = outcome.run.tests.first?.firstProblem ?? ""
    #expect(said.contains("OOO") && said.hasSuffix("the blinker\ndid not turn"), "\(said)")
    #expect(outcome.run.tests.first?.problemLine == 13)
  }
}
