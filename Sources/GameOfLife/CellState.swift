/// Whether a cell is alive or dead.
public enum CellState: Hashable, Sendable, CaseIterable {
  /// A live cell: `O` in a picture.
  case alive
  /// A dead cell: `.` in a picture.
  case dead

  /// The state this cell has in the next generation, given how many of its neighbours are alive.
  ///
  /// When no rule applies (a dead cell without exactly three live neighbours), the cell stays as it is.
  public func next(liveNeighbours: Int) -> CellState {
    Rule.deciding(self, liveNeighbours: liveNeighbours)?.outcome ?? self
  }
}
