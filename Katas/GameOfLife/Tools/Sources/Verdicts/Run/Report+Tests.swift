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
  /// A problem indented under the test it belongs to, cut to a few lines.
  package mutating func problem(_ problem: String?, indent: String = "      ", lines limit: Int = 8) {
    guard let problem else { return }
    for line in problem.split(separator: "\n", omittingEmptySubsequences: false).prefix(limit) {
      say(indent + line)
    }
  }
}
