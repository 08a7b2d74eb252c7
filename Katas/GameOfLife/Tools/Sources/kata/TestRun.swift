import Foundation

/// One test of a run of the specification: what it says, where it lives, and how it ended.
struct TestResult {
  enum Outcome: Equatable {
    case passed
    case failed
    /// Started but never ended: the run crashed inside it.
    case crashed
    /// Never started: the run stopped before it.
    case notRun
  }

  var id: String
  var sentence: String
  var suiteID: String
  var file: String
  var line: Int
  /// The arguments of a parameterised test, one entry per case, as the test framework shows them.
  var cases: [String] = []
  var outcome: Outcome = .notRun
  /// The first thing a failing test said, as the test framework recorded it.
  var firstProblem: String?

  /// The kata step that adds this test, read from its file name (`Step05Torus.swift` is step 5).
  var step: Int? {
    guard file.hasPrefix("Step") else { return nil }
    return Int(file.dropFirst(4).prefix(2))
  }

  var passed: Bool { outcome == .passed }
}

/// A whole run of Swift Testing, read back from its event stream (`swift test --event-stream-output-path`).
struct TestRun {
  var tests: [TestResult] = []
  /// Suite display names by suite identifier.
  var suites: [String: String] = [:]
  var suiteOrder: [String] = []

  /// Reads an event stream written with `--event-stream-version 0`; a missing file is a run of nothing.
  init(eventStream path: String) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
    var index: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      guard let data = line.data(using: .utf8),
        let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let kind = record["kind"] as? String,
        let payload = record["payload"] as? [String: Any]
      else { continue }
      if kind == "test" {
        read(test: payload, into: &index)
      } else if kind == "event" {
        read(event: payload, index: index)
      }
    }
    tests.sort { ($0.step ?? 99, $0.file, $0.line) < ($1.step ?? 99, $1.file, $1.line) }
  }

  private mutating func read(test payload: [String: Any], into index: inout [String: Int]) {
    guard let id = payload["id"] as? String else { return }
    let name = payload["displayName"] as? String ?? payload["name"] as? String ?? id
    if payload["kind"] as? String == "suite" {
      if suites[id] == nil { suiteOrder.append(id) }
      suites[id] = name
      return
    }
    guard index[id] == nil else { return }
    let location = payload["sourceLocation"] as? [String: Any]
    let fileID = location?["fileID"] as? String ?? ""
    let file = String(fileID.split(separator: "/").last ?? "")
    let suiteID = id.split(separator: "/").first.map(String.init) ?? ""
    index[id] = tests.count
    tests.append(
      TestResult(
        id: id, sentence: name, suiteID: suiteID, file: file, line: location?["line"] as? Int ?? 0,
        cases: (payload["_testCases"] as? [[String: Any]] ?? []).compactMap { $0["displayName"] as? String }))
  }

  private mutating func read(event payload: [String: Any], index: [String: Int]) {
    guard let testID = payload["testID"] as? String, let position = index[testID] else { return }
    switch payload["kind"] as? String {
    case "testStarted":
      tests[position].outcome = .crashed
    case "testEnded":
      let symbol = (payload["messages"] as? [[String: Any]])?.first?["symbol"] as? String
      tests[position].outcome = symbol == "fail" ? .failed : .passed
    case "issueRecorded":
      let issue = payload["issue"] as? [String: Any]
      guard issue?["isKnown"] as? Bool != true, tests[position].firstProblem == nil else { return }
      let messages = payload["messages"] as? [[String: Any]] ?? []
      let texts = messages.compactMap { $0["text"] as? String }
      tests[position].firstProblem = texts.isEmpty ? nil : texts.joined(separator: "\n")
    default:
      break
    }
  }

  /// Reads a run that may have been retried after crashes, each retry skipping the tests that crashed.
  ///
  /// The files are `<prefix>.jsonl`, then `<prefix>-retry-1.jsonl` and so on. A test takes the first outcome
  /// it got that is not "not run"; a crashed test gets the crash message its run's log (`.log`) shows.
  init(runPrefix prefix: String) {
    self.init(eventStream: "\(prefix).jsonl")
    attachCrashMessage(log: "\(prefix).log")
    var attempt = 1
    while FileManager.default.fileExists(atPath: "\(prefix)-retry-\(attempt).jsonl") {
      var retry = TestRun(eventStream: "\(prefix)-retry-\(attempt).jsonl")
      retry.attachCrashMessage(log: "\(prefix)-retry-\(attempt).log")
      for later in retry.tests where later.outcome != .notRun {
        if let position = tests.firstIndex(where: { $0.id == later.id }), tests[position].outcome == .notRun {
          tests[position] = later
        }
      }
      attempt += 1
    }
  }

  /// Gives the tests that crashed the first fatal error their run's log shows.
  private mutating func attachCrashMessage(log path: String) {
    guard let log = try? String(contentsOfFile: path, encoding: .utf8),
      let fatal = log.split(separator: "\n").first(where: { $0.contains("Fatal error") })
    else { return }
    for position in tests.indices where tests[position].outcome == .crashed {
      tests[position].firstProblem = "The whole test run crashed here: " + fatal
    }
  }

  /// A regular expression matching the tests that started and never ended, for `swift test --skip`.
  var crashedTestsPattern: String {
    tests.filter { $0.outcome == .crashed }.map { test in
      // The identifier without its source location: "Module.Suite/function(labels:)".
      let name = test.id.split(separator: "/").prefix(2).joined(separator: "/")
      return NSRegularExpression.escapedPattern(for: name)
    }.joined(separator: "|")
  }

  func suiteName(of test: TestResult) -> String {
    suites[test.suiteID] ?? test.suiteID
  }

  /// The tests that belong to a kata step (those in `StepNN….swift` files), in step order.
  var stepTests: [TestResult] { tests.filter { $0.step != nil } }
}
