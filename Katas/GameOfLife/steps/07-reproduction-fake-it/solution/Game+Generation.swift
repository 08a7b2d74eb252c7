extension Game {
  /// The rule that decides the fate of the cell at a position this generation.
  public func rule(decidingFateOf position: Position) -> Rule? { nil }  // Not yet: the last step asks for it.

  /// Moves the game on by one generation, one cell at a time.
  ///
  /// Each cell is updated as soon as its next state is known. Watch this: a later step shows why it is wrong.
  public func step() {
    for cell in cells {
      let next = cell.state.next(liveNeighbours: liveNeighbourCount(of: cell.position))
      grid[cell.position.row][cell.position.column].state = next
    }
    generation += 1
  }

  /// Moves the game on by a number of generations.
  public func step(generations: Int) {
    for _ in 0..<max(0, generations) { step() }
  }
}
