import Foundation

/// Writes to standard output at once, unbuffered, so progress shows as it happens.
package func write(_ text: String) {
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
