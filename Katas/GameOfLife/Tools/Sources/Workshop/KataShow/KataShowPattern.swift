import Foundation
import KataSystem

/// A starting board for `make kata-show`: one of the built-in patterns, or a picture read from a file.
///
/// A picture is the kata's own: one row per line, `.` for a dead cell and `O` for a live one.
struct ShowPattern: Equatable, Sendable {
  var name: String
  /// Rows of equal width, joined by newlines, with no newline at the end.
  var picture: String

  /// The patterns a facilitator can name.
  ///
  /// Each has a margin of dead cells wide enough for it to move or grow for about 8 generations on a
  /// bounded board, where nothing lies beyond the edge.
  static let builtIn: [ShowPattern] = [
    ShowPattern(name: "glider", placing: [".O.", "..O", "OOO"], at: (1, 1), rows: 8, columns: 8),
    ShowPattern(name: "blinker", placing: ["OOO"], at: (2, 1), rows: 5, columns: 5),
    ShowPattern(name: "toad", placing: [".OOO", "OOO."], at: (2, 1), rows: 6, columns: 6),
    ShowPattern(name: "beacon", placing: ["OO..", "OO..", "..OO", "..OO"], at: (1, 1), rows: 6, columns: 6),
    ShowPattern(name: "block", placing: ["OO", "OO"], at: (1, 1), rows: 4, columns: 4),
    ShowPattern(name: "r-pentomino", placing: [".OO", "OO.", ".O."], at: (6, 7), rows: 16, columns: 16),
    ShowPattern(
      name: "lwss", placing: ["O..O.", "....O", "O...O", ".OOOO"], at: (1, 1), rows: 7, columns: 14),
  ]

  init(name: String, picture: String) {
    self.name = name
    self.picture = picture
  }

  /// A small shape placed on an empty board, its top left cell at `origin`.
  private init(
    name: String, placing shape: [String], at origin: (row: Int, column: Int), rows: Int, columns: Int
  ) {
    var board = Array(repeating: Array(repeating: Character("."), count: columns), count: rows)
    for (row, line) in shape.enumerated() {
      for (column, cell) in line.enumerated() { board[origin.row + row][origin.column + column] = cell }
    }
    self.init(name: name, picture: board.map { String($0) }.joined(separator: "\n"))
  }

  /// The pattern `PATTERN=` asks for: a built-in name, or the path of a picture file, relative to `root`.
  static func named(_ text: String, root: URL) throws -> ShowPattern {
    let asked = text.isEmpty ? "glider" : text
    if let pattern = builtIn.first(where: { $0.name == asked.lowercased() }) { return pattern }
    let url = asked.hasPrefix("/") ? URL(fileURLWithPath: asked) : root.appendingPathComponent(asked)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw KataError(
        "PATTERN '\(asked)' is neither a pattern the kata knows "
          + "(\(builtIn.map(\.name).joined(separator: ", "))) nor a picture file")
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    return try ShowPattern(name: asked, fileText: text)
  }

  /// A pattern from a picture file, as a plaintext `.cells` file holds one.
  ///
  /// Lines starting with `!` are comments; an empty line is a row of dead cells. Shorter rows are padded
  /// with dead cells, so every Game is given the same rectangle, whether or not it pads rows itself.
  init(name: String, fileText: String) throws {
    var rows: [String] = []
    // A line may end in "\r\n", which Swift reads as one character: a newline.
    let lines = fileText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      let row = String(line)
      if row.hasPrefix("!") { continue }
      if let wrong = row.firstIndex(where: { $0 != "." && $0 != "O" }) {
        throw KataError(
          "\(name), line \(index + 1): '\(row[wrong])' is not a cell: "
            + "a picture holds only '.' (dead) and 'O' (alive)")
      }
      rows.append(row)
    }
    while rows.last?.isEmpty == true { rows.removeLast() }
    let width = rows.map(\.count).max() ?? 0
    guard width > 0 else { throw KataError("\(name) holds no picture: rows of '.' (dead) and 'O' (alive)") }
    let padded = rows.map { $0 + String(repeating: ".", count: width - $0.count) }
    self.init(name: name, picture: padded.joined(separator: "\n"))
  }

  /// `GENERATIONS=`: how many steps to show, 8 when not given.
  static func generations(_ text: String) throws -> Int {
    guard !text.isEmpty else { return 8 }
    guard let number = Int(text), (1...200).contains(number) else {
      throw KataError("GENERATIONS must be a whole number from 1 to 200, not '\(text)'")
    }
    return number
  }
}
