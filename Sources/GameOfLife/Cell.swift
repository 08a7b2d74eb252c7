/// One square of the grid: where it is and whether it is alive.
public struct Cell: Hashable, Sendable {
  /// Where the cell sits on the grid.
  public var position: Position
  /// Whether the cell is alive or dead.
  public var state: CellState

  /// Makes a cell at a position, alive or dead.
  public init(position: Position, state: CellState) {
    self.position = position
    self.state = state
  }

  /// Whether the cell is alive.
  public var isAlive: Bool { state == .alive }
}
