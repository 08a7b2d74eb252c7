/// One square of the grid: where it is and whether it is alive.
public struct Cell: Hashable, Sendable {
  public var position: Position
  public var state: CellState

  public init(position: Position, state: CellState) {
    self.position = position
    self.state = state
  }

  public var isAlive: Bool { state == .alive }
}
