/// A mistake in how a game was asked for: the message says what is wrong and where.
public enum GameError: Error, Hashable, Sendable {
  /// A grid needs at least one row and one column.
  case invalidSize(rows: Int, columns: Int)
  /// A position that is not on the grid.
  case outsideGrid(Position, rows: Int, columns: Int)
  /// A picture holds a character other than `.` (dead) or `O` (alive).
  case unexpectedCharacter(Character, line: Int, column: Int)
  /// A picture with no rows.
  case emptyPicture
  /// A density for random fill outside 0...1.
  case invalidDensity(Double)
}

extension GameError: CustomStringConvertible {
  /// The message a person reads: what is wrong and where.
  public var description: String {
    switch self {
    case .invalidSize(let rows, let columns):
      "a grid needs at least one row and one column, not \(rows) rows × \(columns) columns"
    case .outsideGrid(let position, let rows, let columns):
      "\(position) is outside the \(rows) × \(columns) grid"
    case .unexpectedCharacter(let character, let line, let column):
      "line \(line), column \(column): unexpected character '\(character)' (use '.' for dead, 'O' for alive)"
    case .emptyPicture:
      "the picture has no rows"
    case .invalidDensity(let density):
      "density \(density) is not between 0 and 1"
    }
  }
}
