import Foundation

/// Where a command's words go: the terminal when the tool runs (`main` makes that one), a text kept in
/// memory when a test runs a command.
///
/// Every layer says what it has to say through the reporter it is handed, so nothing below the commands
/// writes to the terminal itself, and a command can be run, and read, without starting a process.
package protocol Reporter: Sendable {
  /// Writes `text` as it is, at once and whole, so that progress shows as it happens.
  func write(_ text: String)
}

extension Reporter {
  /// Writes a line.
  package func say(_ line: String = "") { write(line + "\n") }
}

/// A reporter that keeps what it is told, for a test to read.
package final class KeptReport: Reporter {
  private let kept = Locked("")

  package init() {}

  package func write(_ text: String) { kept.withLock { $0 += text } }

  /// Everything written so far.
  package var text: String { kept.withLock { $0 } }
}

/// What a command has to say: lines for the reader, and whether it all went well.
package struct Report: Sendable {
  package var lines: [String] = []
  package var passed = true

  package init() {}

  package mutating func say(_ line: String = "") { lines.append(line) }

  package mutating func fail(_ line: String) {
    lines.append(line)
    passed = false
  }

  package var text: String { lines.joined(separator: "\n") }
}
