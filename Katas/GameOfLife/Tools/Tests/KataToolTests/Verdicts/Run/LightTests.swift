import Foundation
import Testing

@testable import Build
@testable import Verdicts

@Suite("The light of a run, by one rule")
struct LightTests {
  /// A run of the learner's tests: each name passes unless it is among `failing`.
  func outcome(_ names: [String], failing: Set<String> = []) throws -> Outcome {
    var stream = RecordedStream()
    for (line, name) in names.enumerated() {
      stream.test(name, file: "GameOfLifeTests.swift", line: line + 1)
      stream.run(name, file: "GameOfLifeTests.swift", line: line + 1, fails: failing.contains(name))
    }
    var outcome = Outcome(variantName: "practice")
    outcome.run = try stream.testRun()
    outcome.exitedCleanly = failing.isEmpty
    return outcome
  }

  @Test("Code that does not compile is amber")
  func compileError() {
    var outcome = Outcome(variantName: "practice")
    outcome.compileError = "error: cannot find 'Gmae' in scope"
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .amber)
    #expect(verdict.why == "it did not compile")
  }

  @Test("A run in which the time limit stopped a test is red, the stopped test failing")
  func timeLimit() throws {
    var outcome = try outcome(["first", "loops"])
    outcome.run.mark(outcome.run.tests[1], .stopped, problem: "stopped after 5 s")
    outcome.stoppedAfter = 5
    outcome.exitedCleanly = false
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .red)
    #expect(verdict.why == nil)
    #expect(verdict.failing == ["loops"])
  }

  @Test("A run in which a test crashed is red, the crashed test failing")
  func crashed() throws {
    var outcome = try outcome(["first", "crashes"])
    outcome.run.mark(outcome.run.tests[1], .crashed, problem: "Fatal error")
    outcome.crashed = true
    outcome.exitedCleanly = false
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .red)
    #expect(verdict.why == nil)
    #expect(verdict.passed == 1)
    #expect(verdict.failing == ["crashes"])
  }

  @Test("Skipped tests are counted and named with their reasons; they change no light")
  func someSkipped() throws {
    var outcome = try outcome(["first"])
    var stream = RecordedStream()
    stream.test("later", file: "GameOfLifeTests.swift", line: 9)
    stream.event(
      "testSkipped", "later", file: "GameOfLifeTests.swift", line: 9, extra: #","_comments":["not yet"]"#)
    outcome.run.tests += try stream.testRun().tests
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .green)
    #expect(verdict.passed == 1)
    #expect(verdict.skipped == ["later (not yet)"])
  }

  @Test("A run in which every test is skipped is amber, and says so")
  func everySkipped() throws {
    var stream = RecordedStream()
    stream.test("later", file: "GameOfLifeTests.swift", line: 9)
    stream.event(
      "testSkipped", "later", file: "GameOfLifeTests.swift", line: 9, extra: #","_comments":["not yet"]"#)
    var outcome = Outcome(variantName: "practice")
    outcome.run = try stream.testRun()
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .amber)
    #expect(verdict.why == "every test is skipped")
    #expect(verdict.skipped == ["later (not yet)"])
  }

  @Test("A known issue is counted and named, and the test it belongs to passes")
  func knownIssue() throws {
    var stream = RecordedStream()
    stream.test("notYet", file: "GameOfLifeTests.swift")
    stream.event("testStarted", "notYet", file: "GameOfLifeTests.swift")
    stream.lines.append(
      #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":true},"messages":[{"symbol":"passWithKnownIssue","text":"Expectation failed: Bool(false)"},{"symbol":"details","text":"the torus"}],"testID":"GameOfLifeSpec.GameSpec/notYet()/GameOfLifeTests.swift:1:4"},"version":0}"#
    )
    stream.event("testEnded", "notYet", file: "GameOfLifeTests.swift")
    var outcome = Outcome(variantName: "practice")
    outcome.run = try stream.testRun()
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .green)
    #expect(verdict.knownIssues == ["notYet: Expectation failed: Bool(false) (the torus)"])
  }

  @Test("A run in which no test ran is amber")
  func noTestRan() throws {
    var stream = RecordedStream()
    stream.test("neverStarted", file: "GameOfLifeTests.swift")
    var outcome = Outcome(variantName: "practice")
    outcome.run = try stream.testRun()
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .amber)
    #expect(verdict.why == "no test ran")
    #expect(verdict.passed == 0 && verdict.failed == 0)
    #expect(RunVerdict(Outcome(variantName: "empty")).why == "no test ran")
  }

  @Test("A binary that ended with an error before any test started is amber, not 'no test ran'")
  func stoppedBeforeAnyTest() {
    var outcome = Outcome(variantName: "practice")
    outcome.exitedCleanly = false
    outcome.output = "KataRunnerPackageTests.xctest: error while loading shared libraries: libX.so\n"
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .amber)
    #expect(verdict.why == RunVerdict.stoppedBeforeAnyTest)
  }

  @Test("One failing test of two is red, with the counts and the failing test's name")
  func red() throws {
    let verdict = RunVerdict(try outcome(["aloneDies", "crowdedDies"], failing: ["crowdedDies"]))
    #expect(verdict.light == .red)
    #expect(verdict.why == nil)
    #expect(verdict.passed == 1)
    #expect(verdict.failed == 1)
    #expect(verdict.failing == ["crowdedDies"])
  }

  @Test("Every test passing is green")
  func green() throws {
    let verdict = RunVerdict(try outcome(["aloneDies", "crowdedDies"]))
    #expect(verdict.light == .green)
    #expect(verdict.why == nil)
    #expect(verdict.passed == 2 && verdict.failed == 0)
    #expect(verdict.failing.isEmpty)
  }

  /// An outcome whose tests XCTest ran, read from its lines as the suite runner reads them.
  func xctestOutcome(_ lines: String) -> Outcome {
    var outcome = Outcome(variantName: "practice")
    outcome.run.tests = XCTestLog(output: lines, module: "GameOfLifeTests", sources: [:]).tests
    outcome.exitedCleanly = false
    return outcome
  }

  @Test("XCTest's tests take the same rule: a failure there is red, with the failing test's name")
  func xctestFailure() {
    let outcome = xctestOutcome(
      """
      Test Case 'GameTests.testAlone' started at 2025-01-01 10:00:00.001
      Test Case 'GameTests.testAlone' passed (0.001 seconds)
      Test Case 'GameTests.testCrowded' started at 2025-01-01 10:00:00.002
      GameTests.swift:12: error: GameTests.testCrowded : XCTAssertEqual failed: ("1") is not equal to ("0")
      Test Case 'GameTests.testCrowded' failed (0.002 seconds)
      """)
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .red)
    #expect(verdict.passed == 1)
    #expect(verdict.failed == 1)
    #expect(verdict.failing == ["GameTests.testCrowded"])
  }

  @Test("XCTest stopped by the time limit after one failure: red, with both tests counted")
  func xctestStopped() {
    var outcome = xctestOutcome(
      """
      Test Case 'GameTests.testCrowded' started at 2025-01-01 10:00:00.001
      GameTests.swift:12: error: GameTests.testCrowded : XCTAssertEqual failed: ("1") is not equal to ("0")
      Test Case 'GameTests.testCrowded' failed (0.002 seconds)
      Test Case 'GameTests.testLoops' started at 2025-01-01 10:00:00.003
      """)
    outcome.stoppedAfter = 5
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .red)
    #expect(verdict.why == nil)
    #expect(verdict.passed == 0)
    #expect(verdict.failed == 2)
  }

  @Test("An XCTest test that crashed is red, not 'no test ran'")
  func xctestCrashed() {
    var outcome = xctestOutcome(
      """
      Test Case 'GameTests.testCrowded' started at 2025-01-01 10:00:00.001
      Test Case 'GameTests.testCrowded' failed (0.002 seconds)
      Test Case 'GameTests.testCrash' started at 2025-01-01 10:00:00.003
      GameOfLife/Game.swift:20: Fatal error: Index out of range
      """)
    outcome.crashed = true
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .red)
    #expect(verdict.why == nil)
    #expect(verdict.failed == 2)
  }

  @Test("Tests that pass without asserting anything are green, as under swift test")
  func checksNothing() throws {
    var outcome = try outcome(["printsABoard"])
    outcome.checksSomething = false
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .green)
    #expect(verdict.why == nil)
    #expect(verdict.passed == 1)
  }

  @Test("A light is named in full or by its letter, in any case; other words are not lights")
  func lightWords() {
    #expect(Light(word: "red") == .red)
    #expect(Light(word: "R") == .red)
    #expect(Light(word: "amber") == .amber)
    #expect(Light(word: "a") == .amber)
    #expect(Light(word: "GREEN") == .green)
    #expect(Light(word: "g") == .green)
    #expect(Light(word: "blue") == nil)
    #expect(Light(word: "") == nil)
  }

  @Test("A test checks something through a helper that expects, whatever the helper's name and target")
  func checkingHelpers() {
    let support = Variant.Target(
      files: [
        "Checks.swift": """
        import Testing
        public func makeGame() -> Int { 1 }
        public func checkSame<T: Equatable>(_ a: T, _ b: T) { #expect(a == b) }
        public func checkRow(_ row: Int) { checkSame(row, 1) }
        """
      ], origin: "Tests/GameOfLifeTestSupport")
    let variant = { (test: String) in
      Variant(
        name: "practice", game: Variant.Target(files: [:], origin: "Sources/GameOfLife"), support: support,
        tests: Variant.Target(files: ["T.swift": "@Test func t() { \(test) }\n"], origin: "Tests/T"))
    }
    #expect(variant("checkSame(makeGame(), 1)").checksSomething)
    #expect(variant("checkRow(makeGame())").checksSomething)
    #expect(!variant("_ = makeGame()").checksSomething)
  }
}
