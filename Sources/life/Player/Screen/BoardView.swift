import GameOfLife

/// Draws the part of a board that fits on screen as lines of half blocks or braille characters.
struct BoardView {
  var width: Int
  var height: Int
  /// The live cells: those in the ``window(columns:rows:)`` are enough.
  var liveCells: Set<Position>
  var zoom: Zoom
  /// The cell to mark in reverse video, or `nil` to mark none.
  var cursor: Position?
  /// Whether to draw live cells in colour; off when `NO_COLOR` is set.
  var usesColour: Bool

  /// The cell at the top-left corner of the screen: the board's corner, or further in to keep the cursor
  /// in view when the board is bigger than the screen.
  func origin(columns: Int, rows: Int) -> Position {
    let visibleWidth = columns * zoom.cellsAcross
    let visibleHeight = rows * zoom.cellsDown
    let focus = cursor ?? Position(row: height / 2, column: width / 2)
    func start(_ focus: Int, visible: Int, size: Int) -> Int {
      max(0, min(focus - visible / 2, size - visible))
    }
    return Position(
      row: start(focus.row, visible: visibleHeight, size: height),
      column: start(focus.column, visible: visibleWidth, size: width))
  }

  /// The rows and columns of the board that the screen shows.
  func window(columns: Int, rows: Int) -> (rows: Range<Int>, columns: Range<Int>) {
    let origin = origin(columns: columns, rows: rows)
    return (
      origin.row..<min(height, origin.row + rows * zoom.cellsDown),
      origin.column..<min(width, origin.column + columns * zoom.cellsAcross)
    )
  }

  /// At most `rows` lines of at most `columns` characters, each line without a trailing newline.
  func lines(columns: Int, rows: Int) -> [String] {
    let origin = origin(columns: columns, rows: rows)
    let lineCount = min(rows, (height - origin.row + zoom.cellsDown - 1) / zoom.cellsDown)
    let characterCount = min(columns, (width - origin.column + zoom.cellsAcross - 1) / zoom.cellsAcross)
    let cursorCharacter = cursor.map {
      Position(
        row: ($0.row - origin.row) / zoom.cellsDown, column: ($0.column - origin.column) / zoom.cellsAcross)
    }
    return (0..<max(0, lineCount)).map { line in
      var text = usesColour ? Style.liveColour : ""
      for character in 0..<max(0, characterCount) {
        let topLeft = Position(
          row: origin.row + line * zoom.cellsDown, column: origin.column + character * zoom.cellsAcross)
        let glyph = glyph(at: topLeft)
        if cursorCharacter == Position(row: line, column: character) {
          text += Style.reverse + String(glyph) + Style.noReverse
        } else {
          text.append(glyph)
        }
      }
      return text + (usesColour ? Style.defaultColour : "")
    }
  }

  /// The character for the cells whose top-left cell is at a position.
  func glyph(at topLeft: Position) -> Character {
    switch zoom {
    case .halfBlocks:
      let top = isAlive(topLeft)
      let bottom = isAlive(Position(row: topLeft.row + 1, column: topLeft.column))
      switch (top, bottom) {
      case (true, true): return "█"
      case (true, false): return "▀"
      case (false, true): return "▄"
      case (false, false): return " "
      }
    case .braille:
      // Braille dots are numbered down the left column (1, 2, 3, 7) then the right (4, 5, 6, 8),
      // and dot n is bit n - 1 of the character's offset from U+2800.
      let bits: [(row: Int, column: Int, bit: UInt32)] = [
        (0, 0, 0x01), (1, 0, 0x02), (2, 0, 0x04), (3, 0, 0x40),
        (0, 1, 0x08), (1, 1, 0x10), (2, 1, 0x20), (3, 1, 0x80),
      ]
      let dots = bits.reduce(UInt32(0)) { dots, dot in
        isAlive(Position(row: topLeft.row + dot.row, column: topLeft.column + dot.column))
          ? dots | dot.bit : dots
      }
      // No dots at all is drawn as a space: the blank braille character looks the same and is wider in some fonts.
      guard dots != 0 else { return " " }
      return Character(Unicode.Scalar(0x2800 + dots) ?? " ")
    }
  }

  /// Whether a cell is alive; cells off the board are not.
  private func isAlive(_ position: Position) -> Bool {
    position.row < height && position.column < width && liveCells.contains(position)
  }
}
