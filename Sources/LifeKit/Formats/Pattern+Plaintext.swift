import Foundation
import GameOfLife

extension Pattern {
  /// Reads a LifeWiki plaintext `.cells` file: `!` comment lines (`!Name:` gives the name),
  /// then one line per row with `.` for dead and `O` (or `*`) for alive.
  ///
  /// Rows shorter than the widest are padded with dead cells.
  ///
  /// - Throws: ``PatternError`` naming the line and column of the first character that does not fit.
  public init(plaintext text: String) throws {
    // Bytes, not Characters, for the usual ASCII file: a soup's rows run to megabytes.
    var text = text
    let pattern = try text.withUTF8 { bytes in
      // Rows of only `.`, `O` and `*` go straight into a bitmap; anything else is read cell by cell.
      try PlaintextReader(text: bytes).map { try PlaintextBitmapReader(text: bytes).read() ?? $0.read() }
    }
    if let pattern {
      self = pattern
    } else {
      try self.init(plaintextCharacters: text)
    }
  }

  /// Reads a plaintext file by Characters: the reference for text that is not ASCII, whose graphemes the
  /// error messages name.
  init(plaintextCharacters text: String) throws {
    var liveCells: [Position] = []
    var name: String?
    var comments: [String] = []
    var rows = 0
    var width = 0
    // Split on every kind of line ending: in Swift "\r\n" is one Character, not "\r" then "\n".
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    if lines.last?.isEmpty == true { lines.removeLast() }

    for (lineIndex, line) in lines.enumerated() {
      if line.hasPrefix("!") {
        let comment = line.dropFirst()
        if comment.hasPrefix("Name:") {
          name = comment.dropFirst("Name:".count).trimmingCharacters(in: .whitespaces)
        } else {
          comments.append(String(comment.hasPrefix(" ") ? comment.dropFirst() : comment))
        }
        continue
      }
      var column = 0
      for character in line {
        switch character {
        case ".": break
        case "O", "*": liveCells.append(Position(row: rows, column: column))
        case " ",
          "\t" where line.allSatisfy(\.isWhitespace):
          break
        default:
          throw PatternError(
            "unexpected character '\(character)' in a plaintext pattern (use '.' for dead, 'O' for alive)",
            line: lineIndex + 1, column: column + 1)
        }
        column += 1
      }
      width = max(width, line.allSatisfy(\.isWhitespace) ? 0 : column)
      rows += 1
    }
    self.init(liveCells: liveCells, width: width, height: rows, name: name, comments: comments)
  }

  /// The pattern as a LifeWiki plaintext `.cells` file: its name and comments, then every row of its box.
  public var plaintext: String {
    var text = ""
    if let name { text += "!Name: \(name)\n" }
    for comment in comments { text += "!\(comment)\n" }
    // One byte for each cell and each line's end, marked in place: a large box costs its own size once.
    let lineBytes = width + 1
    var picture = [UInt8](repeating: UInt8(ascii: "."), count: lineBytes * height)
    for row in 0..<height { picture[row * lineBytes + width] = UInt8(ascii: "\n") }
    for cell in liveCells {
      let (row, column) = (cell.row - origin.row, cell.column - origin.column)
      // As a picture shows only its box, a cell outside it is left out.
      guard 0..<height ~= row, 0..<width ~= column else { continue }
      picture[row * lineBytes + column] = UInt8(ascii: "O")
    }
    return text + String(decoding: picture, as: UTF8.self)
  }
}
