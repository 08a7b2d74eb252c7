import Testing

@testable import Build
@testable import Verdicts

@Suite("XCTest's results, read from its lines")
struct XCTestLogTests {
  let sources: SourceFiles = [
    "GameTests.swift": """
    import XCTest
    final class GameTests: XCTestCase {
        func testBirth() {
            XCTAssertTrue(false)
        }

        func testÜberleben() throws {}
    }
    """,
    "Rules/Helpers.swift": "func assertAlive() {}\n",
  ]

  @Test("Linux's lines: each test with its suite, outcome, message, and where it and its failure are")
  func linux() throws {
    let log = XCTestLog(
      output: """
        Test Suite 'All tests' started at 2026-01-01 10:00:00.000
        Test Case 'GameTests.testBirth' started at 2026-01-01 10:00:00.001
        /x/Tests/GameOfLifeTests/v0123456789abcdef/Rules/Helpers.swift:1: error: GameTests.testBirth : XCTAssertTrue failed - born
        Test Case 'GameTests.testBirth' failed (0.001 seconds)
        Test Case 'GameTests.testÜberleben' started at 2026-01-01 10:00:00.002
        Test Case 'GameTests.testÜberleben' passed (0.001 seconds)
        \t Executed 2 tests, with 1 failure (0 unexpected) in 0.002 (0.002) seconds
        """, module: "GameOfLifeTests", sources: sources)
    #expect(
      log.tests.map(\.id) == [
        "GameOfLifeTests.GameTests/testBirth", "GameOfLifeTests.GameTests/testÜberleben",
      ])
    #expect(log.tests.map(\.sentence) == ["GameTests.testBirth", "GameTests.testÜberleben"])
    #expect(log.tests.map(\.outcome) == [.failed, .passed])
    #expect(log.tests.allSatisfy { $0.framework == .xctest && $0.suiteID == "GameOfLifeTests.GameTests" })
    let birth = try #require(log.tests.first)
    #expect(birth.firstProblem == "XCTAssertTrue failed - born")
    #expect((birth.file, birth.line) == ("GameTests.swift", 3))
    #expect((birth.problemFile, birth.problemLine) == ("Helpers.swift", 1))
    #expect(log.tests[1].line == 7)
  }

  @Test("A test that printed without a newline still ends, on the line of what it printed")
  func printedWithoutNewline() {
    let log = XCTestLog(
      output: """
        Test Case 'GameTests.testBirth' started at 2026-01-01 10:00:00.001
        .O.xTest Case 'GameTests.testGhost' failed (0.001 seconds)
        .O.Test Case 'GameTests.testBirth' passed (0.001 seconds)
        Test Case 'GameTests.testÜberleben' started at 2026-01-01 10:00:00.002
        O.Test Case 'GameTests.testÜberleben' failed (0.001 seconds)
        """, module: "GameOfLifeTests", sources: sources)
    #expect(log.tests.map(\.sentence) == ["GameTests.testBirth", "GameTests.testÜberleben"])
    #expect(log.tests.map(\.outcome) == [.passed, .failed])
  }

  @Test("A skip's reason, also after the condition XCTSkipIf and XCTSkipUnless name")
  func skipReasons() {
    let log = XCTestLog(
      output: """
        Test Case 'T.testIf' started at 2026-01-01 10:00:00.001
        /x/T.swift:3: T.testIf : Test skipped: required true value but got false - skip me
        Test Case 'T.testIf' skipped (0.0 seconds)
        Test Case 'T.testThrown' started at 2026-01-01 10:00:00.001
        /x/T.swift:5: T.testThrown : Test skipped - thrown me
        Test Case 'T.testThrown' skipped (0.0 seconds)
        Test Case 'T.testBare' started at 2026-01-01 10:00:00.001
        /x/T.swift:7: T.testBare : Test skipped: required false value but got true
        Test Case 'T.testBare' skipped (0.0 seconds)
        """, module: "M", sources: [:])
    #expect(log.tests.map(\.skipReason) == ["skip me", "thrown me", ""])
  }

  @Test("macOS's lines name the module and the method apart")
  func macOS() {
    let log = XCTestLog(
      output: """
        Test Case '-[GameOfLifeTests.GameTests testBirth]' started.
        /x/GameTests.swift:4: error: -[GameOfLifeTests.GameTests testBirth] : XCTAssertTrue failed
        Test Case '-[GameOfLifeTests.GameTests testBirth]' failed (0.001 seconds).
        """, module: "GameOfLifeTests", sources: sources)
    #expect(log.tests.map(\.id) == ["GameOfLifeTests.GameTests/testBirth"])
    #expect(log.tests.first?.outcome == .failed)
    #expect(log.tests.first?.problemLine == 4)
  }

  @Test("A thrown error, an empty message, a skip, and a test that never ended")
  func otherEndings() {
    let log = XCTestLog(
      output: """
        Test Case 'T.testThrows' started at 2026-01-01 10:00:00.001
        <EXPR>:0: error: T.testThrows : threw error "Oops()"
        Test Case 'T.testThrows' failed (0.0 seconds)
        Test Case 'T.testFail' started at 2026-01-01 10:00:00.001
        /x/T.swift:11: error: T.testFail : failed - 
        Test Case 'T.testFail' failed (0.0 seconds)
        Test Case 'T.testSkip' started at 2026-01-01 10:00:00.001
        /x/T.swift:6: T.testSkip : Test skipped - later
        Test Case 'T.testSkip' skipped (0.0 seconds)
        Test Case 'T.testHangs' started at 2026-01-01 10:00:00.002
        """, module: "M", sources: [:])
    #expect(log.tests.map(\.outcome) == [.failed, .failed, .notRun, .crashed])
    #expect(log.tests[0].firstProblem == "threw error \"Oops()\"")
    #expect(log.tests[0].problemLine == nil)
    #expect(log.tests[1].firstProblem == "failed")
    #expect(log.tests.map(\.id).first == "M.T/testThrows")
  }
}
