import GameOfLife

extension SetEngine {
  /// Whether the cell at a position is alive, the position placed as ``Universe/place(_:)`` places it.
  public func isAlive(at position: Position) -> Bool {
    universe.place(position).map(live.contains) ?? false
  }

  /// Brings the cell at a position to life or kills it, the position placed as ``Universe/place(_:)`` places it.
  public func setCell(_ state: CellState, at position: Position) {
    guard let placed = universe.place(position) else { return }
    if state == .alive { live.insert(placed) } else { live.remove(placed) }
  }

  /// The live cells whose rows and columns are in these ranges, row by row and left to right.
  public func liveCells(rows: Range<Int>, columns: Range<Int>) -> [Position] {
    live.filter { rows.contains($0.row) && columns.contains($0.column) }
      .sorted { ($0.row, $0.column) < ($1.row, $1.column) }
  }
}
