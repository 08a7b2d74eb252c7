extension Game {
  /// Whether two positions are neighbours: at most one row and one column apart, and not the same cell.
  ///
  /// On a torus the distance is measured the short way round, so opposite edges are neighbours.
  public func areNeighbours(_ first: Position, _ second: Position) -> Bool {
    let rowDistance = distance(first.row, second.row, across: rows)
    let columnDistance = distance(first.column, second.column, across: columns)
    return first != second && rowDistance <= 1 && columnDistance <= 1
  }

  /// The positions around a position that are on the grid: eight in the middle, fewer at a bounded edge.
  ///
  /// On a torus every position has eight neighbours; on a grid only one or two cells wide some of them
  /// are the same cell, counted once for each direction it is reached from.
  public func neighbours(of position: Position) -> [Position] {
    let offsets = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
    return offsets.compactMap { rowOffset, columnOffset in
      place(Position(row: position.row + rowOffset, column: position.column + columnOffset))
    }
  }

  /// How many of the neighbours of a position are alive.
  public func liveNeighbourCount(of position: Position) -> Int {
    neighbours(of: position).count(where: isAlive(at:))
  }

  /// Where a position just beyond the edge lands: wrapped round on a torus, nowhere on a bounded grid.
  private func place(_ position: Position) -> Position? {
    switch topology {
    case .bounded:
      contains(position) ? position : nil
    case .torus:
      Position(row: wrap(position.row, across: rows), column: wrap(position.column, across: columns))
    }
  }

  private func wrap(_ index: Int, across size: Int) -> Int {
    (index % size + size) % size
  }

  private func distance(_ first: Int, _ second: Int, across size: Int) -> Int {
    let straight = abs(first - second)
    switch topology {
    case .bounded: return straight
    case .torus: return min(straight, size - straight)
    }
  }
}
