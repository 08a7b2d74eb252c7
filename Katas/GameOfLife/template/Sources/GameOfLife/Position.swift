/// Where a cell sits on the grid: its row (top to bottom) and its column (left to right), both from zero.
public struct Position: Hashable, Sendable {
  /// The row, counted from zero at the top.
  public var row: Int
  /// The column, counted from zero at the left.
  public var column: Int

  /// Makes the position of a row and a column, both counted from zero.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}

extension Position: CustomStringConvertible {
  /// The position as a person says it, as in `row 3, column 4`.
  public var description: String { "row \(row), column \(column)" }
}
