import Foundation
import KataSystem

/// One test of a run: what it says, where it lives, and how it ended.
package struct TestResult: Sendable, Equatable {
  package enum Outcome: Equatable, Sendable {
    case passed
    case failed
    /// Started but never ended: the run crashed inside it.
    case crashed
    /// Started and still running when the time limit stopped the run.
    case stopped
    /// Never started: the run ended before it.
    case notRun
  }

  /// The framework a test is written in: a learner may write either, or both.
  package enum Framework: Sendable {
    case swiftTesting
    case xctest
  }

  package var id: String
  package var sentence: String
  package var suiteID: String
  /// The test's file name, as `Step05Torus.swift`.
  package var file: String
  package var line: Int
  package var framework = Framework.swiftTesting
  /// The arguments of a parameterised test, one entry per case, as the test framework shows them.
  package var cases: [String] = []
  /// The arguments of the case that started last and has not ended, as `count → 5`: the case a crash is in.
  var caseRunning: String?
  package var outcome: Outcome = .notRun
  /// The first thing a failing test said.
  package var firstProblem: String?
  /// Where the first problem was recorded: its line, in the test's file unless `problemFile` names another
  /// (a helper's, say).
  package var problemLine: Int?
  package var problemFile: String?
  /// Everything the test's failing expectations said, in the order they failed; the first is `firstProblem`.
  package var problems: [TestProblem] = []
  /// Why the test was skipped (`XCTSkip`, `.disabled`), if it was: it did not run, and is named with its reason.
  package var skipReason: String?
  /// What each known issue (`withKnownIssue`) said: the test passed with them.
  package var knownIssues: [String] = []
  /// What the test attached (its boards), in the order it attached them.
  package var attachments: [TestAttachment] = []

  /// The kata step that adds this test, read from its file name (`Step05Torus.swift` is step 5).
  package var step: Int? {
    guard file.hasPrefix("Step") else { return nil }
    return Int(file.dropFirst(4).prefix(2))
  }

  package var passed: Bool { outcome == .passed }

  /// Whether the test was skipped, with a reason, rather than never reached.
  package var skipped: Bool { outcome == .notRun && skipReason != nil }

  /// Takes in one more failed expectation; the first one is also the test's `firstProblem`.
  mutating func record(_ problem: TestProblem) {
    if problems.isEmpty {
      firstProblem = problem.text
      problemLine = problem.line
      problemFile = problem.file
    }
    problems.append(problem)
  }
}

/// One failed expectation of a test: what it said, where, and for a parameterised test, with which arguments.
package struct TestProblem: Sendable, Equatable {
  package var text: String
  package var line: Int?
  /// The file it failed in, when it is not the test's own (a helper's, say).
  package var file: String?
  /// The arguments of the parameterised test's case that failed, as `count → 5`.
  package var arguments: String?
}

/// A text a test attached: `before`, `expected`, `actual`, … and its content.
package struct TestAttachment: Sendable, Equatable {
  package var name: String
  package var text: String

  /// Attachments are small texts (boards); a bigger file is left unread.
  static let largest = 64 * 1024
}

/// A whole run of Swift Testing, read from its event stream.
package struct TestRun: Sendable {
  package var tests: [TestResult] = []
  /// Suite display names by suite identifier, in the order the run named them.
  package var suites: [(id: String, name: String)] = []

  package init() {}

  package init(eventStream text: String) throws {
    var index: [String: Int] = [:]
    var failedIDs: Set<String> = []
    // Each case of a parameterised test attaches its own boards; a case that shows the same boards as
    // one before it adds nothing to read.
    var attachedByCase: [String: [(testCase: String, attachments: [TestAttachment])]] = [:]
    for record in try EventStream.records(in: text) {
      switch record {
      case .test(let test) where test.kind == "suite":
        if !suites.contains(where: { $0.id == test.id }) {
          suites.append((test.id, test.displayName ?? test.name))
        }
      case .test(let test):
        guard index[test.id] == nil else { continue }
        index[test.id] = tests.count
        tests.append(
          TestResult(
            id: test.id, sentence: test.displayName ?? test.name,
            suiteID: test.id.split(separator: "/").first.map(String.init) ?? "",
            file: String(test.sourceLocation.fileID.split(separator: "/").last ?? ""),
            line: test.sourceLocation.line, cases: (test._testCases ?? []).map(\.displayName)))
      case .event(let event):
        guard let testID = event.testID, let position = index[testID] else { continue }
        switch event.kind {
        case "testStarted":
          tests[position].outcome = .crashed
        case "testEnded":
          tests[position].outcome = failedIDs.contains(testID) ? .failed : .passed
        case "testCaseStarted":
          tests[position].caseRunning = event._testCase.map { Self.arguments($0.displayName, of: testID) }
        case "testCaseEnded":
          tests[position].caseRunning = nil
        case "valueAttached":
          guard let path = event.attachment?.path,
            let attachment = Self.attachment(at: path, named: event.attachment?._preferredName)
          else { continue }
          let testCase = event._testCase?.displayName ?? ""
          var cases = attachedByCase[testID, default: []]
          if let index = cases.firstIndex(where: { $0.testCase == testCase }) {
            cases[index].attachments.append(attachment)
          } else {
            cases.append((testCase, [attachment]))
          }
          attachedByCase[testID] = cases
        case "testSkipped":
          tests[position].skipReason = event._comments?.first ?? ""
        case "issueRecorded" where event.issue?.isKnown == true:
          let texts = event.messages.map(\.text)
          let comment = texts.dropFirst().joined(separator: " ")
          tests[position].knownIssues.append(
            (texts.first ?? "a known issue") + (comment.isEmpty ? "" : " (\(comment))"))
        case "issueRecorded":
          failedIDs.insert(testID)
          // "Issue recorded" says nothing when the details that follow say what.
          let texts = event.messages.map(\.text)
          let said = texts.count > 1 && texts[0] == "Issue recorded" ? Array(texts.dropFirst()) : texts
          tests[position].record(
            TestProblem(
              text: said.joined(separator: "\n"), line: event.issue?.sourceLocation?.line,
              file: event.issue?.sourceLocation.map { fileName($0.fileID) },
              arguments: event._testCase.map { Self.arguments($0.displayName, of: tests[position].id) }))
        default:
          continue
        }
      }
    }
    for (testID, cases) in attachedByCase {
      guard let position = index[testID] else { continue }
      var shown: [[TestAttachment]] = []
      for group in cases.map(\.attachments) where !shown.contains(group) { shown.append(group) }
      tests[position].attachments = shown.flatMap { $0 }
    }
    tests.sort { ($0.step ?? 99, $0.file, $0.line) < ($1.step ?? 99, $1.file, $1.line) }
  }

  /// A parameterised test case's arguments as `swift test` names them, each with its parameter's label:
  /// `count → 5` for `rows(count:)`, `row → 0, count → 3` for `corners(row:count:)`; as they are shown
  /// where the labels cannot be matched to them.
  static func arguments(_ shown: String, of testID: String) -> String {
    guard let parameters = testID.firstMatch(of: /\(([^()]*)\)/)?.1 else { return shown }
    let labels = parameters.split(separator: ":")
    let values =
      labels.count == 1 ? [Substring(shown)] : shown.split(separator: ", ", omittingEmptySubsequences: false)
    guard !labels.isEmpty, labels.count == values.count, !labels.contains("_") else { return shown }
    return zip(labels, values).map { "\($0) → \($1)" }.joined(separator: ", ")
  }

  /// An attached text file, named as the test named it, without its extension.
  private static func attachment(at path: String, named name: String?) -> TestAttachment? {
    let url = URL(fileURLWithPath: path)
    guard let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize,
      size <= TestAttachment.largest,
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return nil }
    let named = name.map { URL(fileURLWithPath: $0) } ?? url
    return TestAttachment(name: named.deletingPathExtension().lastPathComponent, text: text)
  }

  package func suiteName(of test: TestResult) -> String {
    suites.first { $0.id == test.suiteID }?.name ?? test.suiteID
  }

  /// The tests that belong to a kata step (those in `StepNN….swift` files), in step order.
  package var stepTests: [TestResult] { tests.filter { $0.step != nil } }

  /// The tests that started and never ended.
  package var unfinished: [TestResult] { tests.filter { $0.outcome == .crashed || $0.outcome == .stopped } }

  /// Takes in the results of a run made again after a crash, for the tests that first run never reached.
  mutating func merge(retry: TestRun) {
    for later in retry.tests where later.outcome != .notRun || later.skipped {
      if let position = tests.firstIndex(where: { $0.id == later.id }), tests[position].outcome == .notRun {
        tests[position] = later
      }
    }
  }

  /// A regular expression for `swift test --skip` that matches the given tests and no others.
  static func skipPattern(for tests: [TestResult]) -> String {
    tests.map { test in
      // The identifier without its source location: "Module.Suite/function(labels:)".
      let name = test.id.split(separator: "/").prefix(2).joined(separator: "/")
      return NSRegularExpression.escapedPattern(for: name)
    }.joined(separator: "|")
  }
}
