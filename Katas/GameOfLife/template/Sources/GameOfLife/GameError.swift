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
    ""  // Not yet: every error says nothing.
  }
}
