extension Game {
  /// Whether two positions are neighbours: at most one row and one column apart, and not the same cell.
  ///
  /// The distance is measured the short way round, so opposite edges are neighbours.
  public func areNeighbours(_ first: Position, _ second: Position) -> Bool {
    let rowDistance = distance(first.row, second.row, across: rows)
    let columnDistance = distance(first.column, second.column, across: columns)
    return first != second && rowDistance <= 1 && columnDistance <= 1
  }

  /// The eight positions around a position, wrapped round the edges.
  ///
  /// Every grid wraps here, bounded or not: the torus tests are the only ones that look at an edge yet.
  public func neighbours(of position: Position) -> [Position] {
    let offsets = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
    return offsets.map { rowOffset, columnOffset in
      Position(
        row: wrap(position.row + rowOffset, across: rows),
        column: wrap(position.column + columnOffset, across: columns))
    }
  }

  /// How many of the neighbours of a position are alive.
  public func liveNeighbourCount(of position: Position) -> Int {
    neighbours(of: position).count(where: isAlive(at:))
  }

  private func wrap(_ index: Int, across size: Int) -> Int {
    (index % size + size) % size
  }

  private func distance(_ first: Int, _ second: Int, across size: Int) -> Int {
    let straight = abs(first - second)
    return min(straight, size - straight)
  }
}
