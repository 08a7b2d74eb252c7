extension Game {
  /// The rule that decides the fate of the cell at a position this generation.
  public func rule(decidingFateOf position: Position) -> Rule? { nil }  // Not yet: the last step asks for it.

  /// Moves the game on by one generation.
  ///
  /// Every next state is worked out from the whole current generation first and only then written,
  /// so no cell ever sees a half-updated grid.
  ///
  /// - Complexity: O(*rows* × *columns*).
  public func step() {
    let nextGrid = grid.map { row in
      row.map { cell in
        Cell(
          position: cell.position,
          state: cell.state.next(liveNeighbours: liveNeighbourCount(of: cell.position)))
      }
    }
    grid = nextGrid
    generation += 1
  }

  /// Moves the game on by a number of generations.
  public func step(generations: Int) {
    for _ in 0..<max(0, generations) { step() }
  }
}
