/// Where a cell sits on the grid: its row (top to bottom) and its column (left to right), both from zero.
public struct Position: Hashable, Sendable {
  public var row: Int
  public var column: Int

  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}

extension Position: CustomStringConvertible {
  public var description: String { "row \(row), column \(column)" }
}
