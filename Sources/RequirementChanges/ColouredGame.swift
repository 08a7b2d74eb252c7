import GameOfLife

/// Two colours of live cell (the "Immigration" variant): the four rules decide who lives, and colours follow.
///
/// Cells live and die by the four rules, whatever their colour. A live cell keeps its colour; a new cell
/// takes the colour most of its three live neighbours have, and with two colours there always is one.
public final class ColouredGame {
  /// The board, alive where a cell has a colour, moved on by the four rules.
  private let board: Game
  /// The colour of every live cell of the board.
  private var colours: [Position: CellColour]

  /// Makes a game from a picture: one line per row, `.` for a dead cell, `R` for a red one, `B` for a blue one.
  ///
  /// - Throws: ``ColouredPictureError`` for any other character, `GameError.emptyPicture`
  ///   when there are no rows.
  public init(picture: String, topology: Topology = .bounded) throws {
    var colours: [Position: CellColour] = [:]
    let lines = picture.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (row, line) in lines.enumerated() {
      for (column, character) in line.enumerated() where character != "." {
        guard let colour = CellColour(rawValue: character) else {
          throw ColouredPictureError(character: character, line: row + 1, column: column + 1)
        }
        colours[Position(row: row, column: column)] = colour
      }
    }
    // The same picture in black and white: every coloured cell is a live one.
    board = try Game(
      picture: String(picture.map { CellColour(rawValue: $0) == nil ? $0 : "O" }), topology: topology)
    self.colours = colours
  }

  /// The number of rows, from top to bottom.
  public var rows: Int { board.rows }
  /// The number of columns, from left to right.
  public var columns: Int { board.columns }
  /// How many generations have passed since the game was made.
  public var generation: Int { board.generation }

  /// The grid as a picture: `.` for a dead cell, `R` for a red one, `B` for a blue one.
  public var picture: String {
    board.grid.map { row in
      String(row.map { cell in colours[cell.position]?.rawValue ?? "." })
    }.joined(separator: "\n")
  }

  /// The colour of the cell at a position, or `nil` when it is dead or off the grid.
  public func colour(at position: Position) -> CellColour? {
    colours[position]
  }

  /// Moves the game on by one generation: the four rules decide who lives, and the colours follow.
  ///
  /// Every next colour is worked out from the whole current generation before any cell changes.
  public func step() {
    var next: [Position: CellColour] = [:]
    for position in board.cells.map(\.position) {
      switch board.rule(decidingFateOf: position) {
      case .survival: next[position] = colours[position]
      case .reproduction: next[position] = majorityColour(around: position)
      case .underpopulation, .overpopulation, nil: continue
      }
    }
    board.step()
    colours = next
  }

  /// The colour most of the live neighbours of a position have: a new cell's colour.
  private func majorityColour(around position: Position) -> CellColour? {
    let parents = board.neighbours(of: position).compactMap { colours[$0] }
    return CellColour.allCases.max { first, second in
      parents.count(where: { $0 == first }) < parents.count(where: { $0 == second })
    }
  }
}

/// A coloured picture holds a character other than `.` (dead), `R` (red) or `B` (blue).
public struct ColouredPictureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The character no colour stands for.
  public let character: Character
  /// Its line in the picture, counted from 1.
  public let line: Int
  /// Its column in the line, counted from 1.
  public let column: Int

  /// Names the character and where it is.
  public init(character: Character, line: Int, column: Int) {
    (self.character, self.line, self.column) = (character, line, column)
  }

  /// The message a person reads: what is wrong, where, and what a coloured picture may hold.
  public var description: String {
    "line \(line), column \(column): unexpected character '\(character)' (use '.' for dead, "
      + CellColour.allCases.map { "'\($0.rawValue)' for \($0)" }.joined(separator: ", ") + ")"
  }
}
