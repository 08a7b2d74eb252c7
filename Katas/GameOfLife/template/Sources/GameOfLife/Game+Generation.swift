extension Game {
  /// The rule that decides the fate of the cell at a position this generation,
  /// or `nil` when it is a dead cell that stays dead (or the position is off the grid).
  public func rule(decidingFateOf position: Position) -> Rule? { nil }

  /// Moves the game on by one generation.
  public func step() {}

  /// Moves the game on by a number of generations.
  public func step(generations: Int) {}
}
