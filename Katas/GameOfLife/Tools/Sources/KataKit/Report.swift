import Foundation

/// Writes to standard output at once, unbuffered, so progress shows as it happens.
func write(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

/// What a command has to say: lines for the reader, and whether it all went well.
public struct Report: Sendable {
  public var lines: [String] = []
  public var passed = true

  public init() {}

  public mutating func say(_ line: String = "") { lines.append(line) }

  public mutating func fail(_ line: String) {
    lines.append(line)
    passed = false
  }

  public var text: String { lines.joined(separator: "\n") }
}

/// How a result prints: a tick for a pass, a cross for anything else.
func mark(_ test: TestResult) -> String {
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
  mutating func problem(_ problem: String?, indent: String = "      ", lines limit: Int = 8) {
    guard let problem else { return }
    for line in problem.split(separator: "\n", omittingEmptySubsequences: false).prefix(limit) {
      say(indent + line)
    }
  }
}
