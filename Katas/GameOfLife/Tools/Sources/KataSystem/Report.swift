import Foundation

/// Writes to standard output at once, unbuffered, so progress shows as it happens.
package func write(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
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
