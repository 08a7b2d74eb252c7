import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Specification
@testable import Verdicts
@testable import Workshop

/// A run says what `swift test` says, and no less: every failed expectation, the arguments of a
/// parameterised test's failing cases, skips with their reasons, and a crash at the line it happened.
@Suite("Every test says the whole truth")
struct WholeTruthTests {
  @Test("Every failed expectation of a Swift Testing test is kept, in order, each with its line")
  func twoFailures() throws {
    var stream = RecordedStream()
    stream.test("twoFailures", file: "GameTests.swift", line: 3)
    stream.event("testStarted", "twoFailures", file: "GameTests.swift", line: 3)
    for (line, said) in [(4, "Expectation failed: 1 == 2"), (5, "Expectation failed: 3 == 4")] {
      stream.lines.append(
        #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false,"sourceLocation":{"fileID":"GameOfLifeTests/GameTests.swift","line":\#(line),"column":5}},"messages":[{"symbol":"fail","text":"\#(said)"}],"testID":"GameOfLifeSpec.GameSpec/twoFailures()/GameTests.swift:3:4"},"version":0}"#
      )
    }
    stream.event("testEnded", "twoFailures", file: "GameTests.swift", line: 3)
    let test = try #require(try stream.testRun().tests.first)
    #expect(test.outcome == .failed)
    #expect(test.problems.map(\.text) == ["Expectation failed: 1 == 2", "Expectation failed: 3 == 4"])
    #expect(test.problems.map(\.line) == [4, 5])
    #expect(test.firstProblem == "Expectation failed: 1 == 2")
    #expect(test.problemLine == 4)
  }

  @Test("Each failing case of a parameterised test is named by its argument, as swift test names it")
  func arguments() throws {
    let id = "GameOfLifeTests.RowTests/rows(count:)/RowTests.swift:14:4"
    var lines = [
      #"{"kind":"test","payload":{"displayName":"rows(count:)","id":"\#(id)","kind":"function","name":"rows(count:)","sourceLocation":{"fileID":"GameOfLifeTests/RowTests.swift","line":14,"column":4},"_testCases":[{"displayName":"5","id":"a"},{"displayName":"8","id":"b"}]},"version":0}"#,
      #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"\#(id)"},"version":0}"#,
    ]
    for argument in ["5", "8"] {
      lines.append(
        #"{"kind":"event","payload":{"kind":"issueRecorded","_testCase":{"displayName":"\#(argument)","id":"x"},"issue":{"isKnown":false,"sourceLocation":{"fileID":"GameOfLifeTests/RowTests.swift","line":14,"column":58}},"messages":[{"symbol":"fail","text":"Expectation failed: (count → \#(argument)) < 5"}],"testID":"\#(id)"},"version":0}"#
      )
    }
    lines.append(
      #"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"\#(id)"},"version":0}"#)
    let test = try #require(try TestRun(eventStream: lines.joined(separator: "\n")).tests.first)
    #expect(test.problems.map(\.arguments) == ["count → 5", "count → 8"])
    #expect(TestRun.arguments("5, 8", of: "M.S/pairs(a:b:)/F.swift:1:1") == "a → 5, b → 8")
    #expect(TestRun.arguments("5", of: "M.free(count:)/F.swift:1:1") == "count → 5")
    #expect(TestRun.arguments("7", of: "M.S/unlabelled(_:)/F.swift:1:1") == "7")
  }

  @Test("XCTest's skips keep their reasons, and every failed assertion of a test is kept")
  func xctestSkipsAndFailures() {
    let log = XCTestLog(
      output: """
        Test Case 'GameTests.testLater' started at 2026-01-01 10:00:00.001
        /p/Tests/GameOfLifeTests/GameTests.swift:19: GameTests.testLater : Test skipped - not yet
        Test Case 'GameTests.testLater' skipped (0.0 seconds)
        Test Case 'GameTests.testTwo' started at 2026-01-01 10:00:00.002
        /p/Tests/GameOfLifeTests/GameTests.swift:21: error: GameTests.testTwo : XCTAssertEqual failed: ("1") is not equal to ("2") - 
        /p/Tests/GameOfLifeTests/GameTests.swift:22: error: GameTests.testTwo : XCTAssertEqual failed: ("3") is not equal to ("4") - 
        Test Case 'GameTests.testTwo' failed (0.0 seconds)
        """, module: "GameOfLifeTests", sources: [:])
    #expect(log.tests.map(\.skipped) == [true, false])
    #expect(log.tests[0].skipReason == "not yet")
    #expect(log.tests[1].problems.map(\.line) == [21, 22])
    #expect(log.tests[1].firstProblem == #"XCTAssertEqual failed: ("1") is not equal to ("2")"#)
  }

  @Test(
    "A crash is placed at the crashed thread's first frame in the package's own files, not the macro's line")
  func crashLine() {
    let output = """
      GameOfLifeTests/GameOfLifeTests.swift:1: Fatal error: Unexpectedly found nil while unwrapping an Optional value
      *** Program crashed: Illegal instruction at 0x00007fba1916df7f ***
      Thread 0:
        0      0x00007fba17a92301 sigsuspend + 65 in libc.so.6
      Thread 4 "oot.default-qos" crashed:
        0                  0x00007fba1916df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
        2 [ra] [inlined]   0x0000561422116f57 freestanding macro expansion #1 of expect in GameOfLifePracticePackageTests.xctest at /tmp/swift-generated-sources/@__swiftmacro_15GameOfLifeTests_expectfMf_.swift:1:74
        3 [ra]             0x0000561422116f57 GameOfLifeTests.crashes() + 374 in GameOfLifePracticePackageTests.xctest at /work/own/Tests/GameOfLifeTests/GameOfLifeTests.swift:10:5
        4 [ra]             0x0000561422116f57 Game.cell(at:) + 374 in GameOfLifePracticePackageTests.xctest at /work/own/Sources/GameOfLife/Game.swift:40:5
      Registers:
      """
    let crash = Crash(output: output, ending: .signalled(4))
    #expect(crash.said == "crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    #expect(crash.file == "GameOfLifeTests.swift")
    #expect(crash.line == 10)
    // A module compiled whole names its files as the compiler was given them: relative to the package.
    let relative = Crash(
      output: output.replacingOccurrences(
        of: "/work/own/Tests/GameOfLifeTests/", with: "Tests/GameOfLifeTests/v5e85437a0a799a4a/"),
      ending: .signalled(4))
    #expect(relative.file == "GameOfLifeTests.swift")
    #expect(relative.line == 10)
    let bare = Crash(output: "", ending: .signalled(11))
    // With no backtrace (a stack overflowed has no room for one), the signal says what it can.
    #expect(
      bare.said == "crashed with signal 11, a segmentation fault: is there a recursion that never ends?")
    #expect(Crash(output: "", ending: .signalled(9)).said == "crashed with signal 9")
    #expect(bare.line == nil)
  }

  @Test(
    "A trap keeps the runtime's words, as swift test prints them, and the learner's line",
    arguments: [
      (
        "GameOfLifeTests/Rules.swift:8: Precondition failed: size must be positive",
        "Board.init(size:) + 154 in T.xctest at /p/Tests/GameOfLifeTests/Rules.swift:8:5",
        "Precondition failed: size must be positive", "Rules.swift:8"
      ),
      (
        "GameOfLifeTests/Rules.swift:14: Assertion failed: n must not be negative",
        "Board.checked(_:) + 9 in T.xctest at /p/Tests/GameOfLifeTests/Rules.swift:14:5",
        "Assertion failed: n must not be negative", "Rules.swift:14"
      ),
      (
        "GameOfLife/Game.swift:18: Fatal error: no such rule",
        "Game.rule() + 9 in T.xctest at /p/Sources/GameOfLife/Game.swift:18:3",
        "Fatal error: no such rule", "Game.swift:18"
      ),
      // The standard library's own line is no help: the learner's frame is.
      (
        "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
        "Board.cell(_:) + 9 in T.xctest at /p/Tests/GameOfLifeTests/Rules.swift:27:36",
        "Fatal error: Index out of range", "Rules.swift:27"
      ),
      // A check the compiler wrote has no message but the backtracer's.
      (
        "*** Swift runtime failure: arithmetic overflow ***",
        "Board.grown(by:) + 110 in T.xctest at /p/Tests/GameOfLifeTests/Rules.swift:29:41",
        "Swift runtime failure: arithmetic overflow", "Rules.swift:29"
      ),
      // A `!` inside an XCTAssert runs in a closure the compiler wrote: no frame of the learner's has a line,
      // and the runtime's own line is the assertion's.
      (
        "GameOfLifeTests/TrapTests.swift:26: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
        "implicit closure #1 in TrapTests.testTheFirstLiveCell() + 136 in T.xctest at //<compiler-generated>",
        "Fatal error: Unexpectedly found nil while unwrapping an Optional value", "TrapTests.swift:26"
      ),
    ])
  func trap(message: String, frame: String, words: String, place: String) {
    let output = """
      Test Case 'TrapTests.testTrap' started at 2026-11-29 07:55:03.934
      \(message)

      *** Program crashed: Illegal instruction at 0x00007fd5714f9361 ***

      Thread 0 "KataRunnerPacka" crashed:

        0               0x00007fd5714f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
        1 [ra] [thunk]  0x000055ff486979eb \(frame)
        2 [ra]          0x000055ff486c4a0d TrapTests.testTrap() + 28 in T.xctest at /p/Tests/GameOfLifeTests/TrapTests.swift:4:33

      Registers:
      """
    let crash = Crash(output: output, ending: .signalled(4))
    #expect(crash.words == words)
    #expect(crash.said == "crashed: \(words)")
    #expect(crash.place == place)
  }

  @Test(
    "A time-out's backtrace names the loop's line on whichever thread ran the test, or its file alone"
  )
  func stoppedPlace() {
    let swiftTesting = """
      ◇ Test aStepEnds() started.
      *** Program crashed: Aborted at 0x0000000000001885 ***
      Thread 0 "KataRunnerPacka" crashed:
        0      0x00007f30f5292301 sigsuspend + 65 in libc.so.6
      ...
      Thread 1 "oot.default-qos":
        0      0x0000555f36354e6f Board.step() + 111 in T.xctest at /p/Tests/GameOfLifeTests/Rules.swift:33:33
        1 [ra] 0x0000555f36381821 aStepEnds() + 32 in T.xctest at /p/Tests/GameOfLifeTests/TrapSpec.swift:14:9
      Registers:
      """
    let place = Crash.stoppedPlace(in: swiftTesting)
    #expect(place?.file == "Rules.swift" && place?.line == 33)
    // The loop's instruction may have no line of its own: its file is still the loop's.
    let lineless = Crash.stoppedPlace(
      in: swiftTesting.replacingOccurrences(of: "Rules.swift:33:33", with: "Rules.swift"))
    #expect(lineless?.file == "Rules.swift" && lineless?.line == nil)
    #expect(Crash.stoppedPlace(in: "◇ Test aStepEnds() started.") == nil)
  }
}
