import Testing

@testable import KataSystem
@testable import Verdicts

@Suite("Reading Swift Testing's event stream")
struct EventStreamTests {
  @Test("Passing, failing, crashed and never-started tests are told apart")
  func outcomes() throws {
    var stream = RecordedStream()
    stream.suite("The game board")
    for name in ["passes", "fails", "crashes", "neverStarts"] {
      stream.test(name, file: "Step01TheBoard.swift")
    }
    stream.run("passes", file: "Step01TheBoard.swift")
    stream.run("fails", file: "Step01TheBoard.swift", fails: true, message: "Expectation failed")
    stream.event("testStarted", "crashes", file: "Step01TheBoard.swift")
    let run = try stream.testRun()
    let outcome = Dictionary(uniqueKeysWithValues: run.tests.map { ($0.sentence, $0.outcome) })
    #expect(outcome == ["passes": .passed, "fails": .failed, "crashes": .crashed, "neverStarts": .notRun])
    #expect(run.tests.first { $0.sentence == "fails" }?.firstProblem == "Expectation failed")
    #expect(run.tests.allSatisfy { $0.step == 1 })
    #expect(run.suiteName(of: run.tests[0]) == "The game board")
    #expect(run.unfinished.map(\.sentence) == ["crashes"])
  }

  @Test("A known issue does not fail a test")
  func knownIssue() throws {
    var stream = RecordedStream()
    stream.test("helper", file: "HelperSpec.swift")
    stream.event("testStarted", "helper", file: "HelperSpec.swift")
    stream.event("issueRecorded", "helper", file: "HelperSpec.swift", extra: #","issue":{"isKnown":true}"#)
    stream.event("testEnded", "helper", file: "HelperSpec.swift")
    #expect(try stream.testRun().tests.map(\.outcome) == [.passed])
  }

  @Test("Another version of the stream is refused, naming both versions")
  func version() {
    #expect(throws: KataError("the Swift Testing event stream has version 1; the kata reads version 0")) {
      try TestRun(eventStream: #"{"kind":"event","payload":{},"version":1}"#)
    }
  }

  @Test("A record without a field the kata reads is refused, naming the field and the line")
  func changedFormat() {
    let stream = """
      {"kind":"test","payload":{"id":"x","kind":"function","name":"x()","sourceLocation":{"line":3}},"version":0}
      """
    #expect(
      throws: KataError(
        "the Swift Testing event stream changed its format: line 1: expected a field \"fileID\" in payload.sourceLocation"
      )
    ) { try TestRun(eventStream: stream) }
  }

  @Test("Kinds of record the kata does not read are passed over")
  func unknownKinds() throws {
    #expect(
      try TestRun(eventStream: #"{"kind":"somethingNew","payload":{"anything":1},"version":0}"#).tests.isEmpty
    )
  }

  @Test("The --skip pattern matches a test by its name, without its source location, escaped")
  func skipPattern() throws {
    var stream = RecordedStream()
    stream.test("crashes", file: "Step01TheBoard.swift")
    let pattern = TestRun.skipPattern(for: try stream.testRun().tests)
    #expect(pattern == #"GameOfLifeSpec\.GameSpec\/crashes\(\)"#)
  }
}
