extension Game {
  /// Whether two positions are neighbours: at most one row and one column apart, and not the same cell.
  public func areNeighbours(_ first: Position, _ second: Position) -> Bool {
    let rowDistance = abs(first.row - second.row)
    let columnDistance = abs(first.column - second.column)
    return first != second && rowDistance <= 1 && columnDistance <= 1
  }

  /// The positions around a position that are on the grid.
  public func neighbours(of position: Position) -> [Position] { [] }

  /// How many of the neighbours of a position are alive.
  public func liveNeighbourCount(of position: Position) -> Int { 0 }
}
