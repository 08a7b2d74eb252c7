import KataSystem

/// How a result prints: a tick for a pass, a cross for anything else.
package func mark(_ test: TestResult) -> String {
  switch test.outcome {
  case .passed: "✔"
  case .failed: "✘"
  case .crashed: "✘ (crashed)"
  case .stopped: "✘ (stopped)"
  case .notRun: "- (not run)"
  }
}

extension Report {
  /// The most lines of a problem shown: enough for two boards side by side as large as the specification's
  /// (the pulsar's seventeen rows and a heading), so that a board is never cut to its first rows.
  package static let problemLines = 30

  /// A test's first problem indented under it, after the arguments it failed with when it is one case of
  /// a parameterised test; cut, and said so, only past `problemLines`.
  package mutating func problem(of test: TestResult, indent: String = "      ") {
    if let arguments = test.problems.first?.arguments { say(indent + "with " + arguments) }
    problem(test.firstProblem, indent: indent)
  }

  /// A problem indented under the test it belongs to; cut, and said so, only past `problemLines`.
  package mutating func problem(_ problem: String?, indent: String = "      ") {
    guard let problem else { return }
    let lines = problem.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines.prefix(Self.problemLines) { say(indent + line) }
    if lines.count > Self.problemLines {
      say(indent + "… and \(count(lines.count - Self.problemLines, "more line"))")
    }
  }
}
