import GameOfLife

extension GameEngine {
  public func isAlive(at position: Position) -> Bool {
    universe.place(position).map(game.isAlive(at:)) ?? false
  }

  public func setCell(_ state: CellState, at position: Position) {
    // A placed position is on the grid, where the game cannot refuse it.
    if let placed = universe.place(position) { try? game.setCell(state, at: placed) }
  }

  public func liveCells(rows: Range<Int>, columns: Range<Int>) -> [Position] {
    rows.clamped(to: 0..<game.rows).flatMap { row in
      columns.clamped(to: 0..<game.columns).lazy.map { Position(row: row, column: $0) }.filter(
        game.isAlive(at:))
    }
  }
}
