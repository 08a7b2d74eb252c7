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
    // Not yet: each error names its case and values; step 1 gives each one a sentence.
    switch self {
    case .invalidSize(let rows, let columns): "invalidSize(rows: \(rows), columns: \(columns))"
    case .outsideGrid(let position, let rows, let columns):
      "outsideGrid(row: \(position.row), column: \(position.column), rows: \(rows), columns: \(columns))"
    case .unexpectedCharacter(let character, let line, let column):
      "unexpectedCharacter('\(character)', line: \(line), column: \(column))"
    case .emptyPicture: "emptyPicture"
    case .invalidDensity(let density): "invalidDensity(\(density))"
    }
  }
}
