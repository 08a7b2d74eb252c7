import GameOfLife

extension SetEngine {
  public func isAlive(at position: Position) -> Bool {
    universe.place(position).map(live.contains) ?? false
  }

  public func setCell(_ state: CellState, at position: Position) {
    guard let placed = universe.place(position) else { return }
    if state == .alive { live.insert(placed) } else { live.remove(placed) }
  }

  public func liveCells(rows: Range<Int>, columns: Range<Int>) -> [Position] {
    live.filter { rows.contains($0.row) && columns.contains($0.column) }
      .sorted { ($0.row, $0.column) < ($1.row, $1.column) }
  }
}
