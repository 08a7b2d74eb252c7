import GameOfLife

/// Reads an ASCII plaintext `.cells` file byte by byte; `Pattern(plaintextCharacters:)` reads any other text.
///
/// In ASCII every Character is one byte, but for `\r\n`, which is a line ending here as there: so the two
/// readers read the same patterns and refuse the same mistakes at the same places.
struct PlaintextReader {
  private let text: UnsafeBufferPointer<UInt8>

  /// The most cells reserved before reading, as for an RLE header: the file's length bounds the live cells.
  private static let largestReservation = 1 << 22

  /// A reader for ASCII text, or `nil` when the text holds any other character.
  init?(text: UnsafeBufferPointer<UInt8>) {
    guard text.reduce(0, |) < 0x80 else { return nil }
    self.text = text
  }

  func read() throws -> Pattern {
    var liveCells: [Position] = []
    liveCells.reserveCapacity(min(text.count, Self.largestReservation))
    var batch = CellBatch()
    var name: String?
    var comments: [String] = []
    var rows = 0
    var width = 0
    var lineNumber = 1
    var lineStart = 0
    // A line break at the very end starts no new row.
    while lineStart < text.count {
      let lineEnd = text[lineStart...].firstIndex(where: Self.isLineBreak) ?? text.count
      let line = UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
      if line.first == UInt8(ascii: "!") {
        Self.readComment(line, name: &name, comments: &comments)
      } else {
        try Self.readRow(line, row: rows, lineNumber: lineNumber, into: &batch, cells: &liveCells)
        width = max(width, Self.isBlank(line) ? 0 : line.count)
        rows += 1
      }
      let isWindowsEnding = text[lineEnd...].starts(with: [UInt8(ascii: "\r"), UInt8(ascii: "\n")])
      lineStart = lineEnd + (isWindowsEnding ? 2 : 1)
      lineNumber += 1
    }
    batch.append(to: &liveCells)
    return Pattern(liveCells: liveCells, width: width, height: rows, name: name, comments: comments)
  }

  /// Reads a `!` line: `!Name:` gives the name, any other is a comment.
  static func readComment(_ line: UnsafeBufferPointer<UInt8>, name: inout String?, comments: inout [String]) {
    let comment = Substring(decoding: line.dropFirst(), as: UTF8.self)
    if comment.hasPrefix("Name:") {
      name = comment.dropFirst("Name:".count).trimmingCharacters(in: .whitespaces)
    } else {
      comments.append(String(comment.hasPrefix(" ") ? comment.dropFirst() : comment))
    }
  }

  /// Reads one row, writing every cell into the batch and keeping the live ones.
  private static func readRow(
    _ line: UnsafeBufferPointer<UInt8>, row: Int, lineNumber: Int, into batch: inout CellBatch,
    cells: inout [Position]
  ) throws {
    let kinds = Self.cellKinds
    for (column, byte) in line.enumerated() {
      batch.write(Position(row: row, column: column))
      // Looked up, not compared: comparisons would branch on every cell.
      let kind = kinds[Int(byte)]
      batch.keep(Int(kind & 1), appendingWhenFullTo: &cells)
      if kind == Self.otherByte {
        // A space is blank, and so is a tab in a line that is all blank.
        if byte == UInt8(ascii: " ") || (byte == UInt8(ascii: "\t") && isBlank(line)) { continue }
        throw PatternError(
          "unexpected character '\(Character(Unicode.Scalar(byte)))' in a plaintext pattern"
            + " (use '.' for dead, 'O' for alive)",
          line: lineNumber, column: column + 1)
      }
    }
  }

  /// What each byte is in a row: `.` is a dead cell (0), `O` and `*` live ones (1); any other byte (2) is
  /// a blank or a mistake, which the reader looks at more closely.
  private static let cellKinds: [UInt8] = (0...255).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: "."): 0
    case UInt8(ascii: "O"), UInt8(ascii: "*"): 1
    default: otherByte
    }
  }
  private static let otherByte: UInt8 = 2

  /// `\n`, `\r`, and the vertical tab and form feed, which Swift also counts as line breaks.
  private static func isLineBreak(_ byte: UInt8) -> Bool {
    (0x0A...0x0D).contains(byte)
  }

  /// Whether a line holds only spaces and tabs (or nothing), the only ASCII blanks left inside a line.
  private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }
}
