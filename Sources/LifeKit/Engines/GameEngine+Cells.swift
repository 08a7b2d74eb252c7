import GameOfLife

extension GameEngine {
  /// Whether the cell at a position is alive, the position placed as ``Universe/place(_:)`` places it.
  public func isAlive(at position: Position) -> Bool {
    universe.place(position).map(game.isAlive(at:)) ?? false
  }

  /// Brings the cell at a position to life or kills it, the position placed as ``Universe/place(_:)`` places it.
  public func setCell(_ state: CellState, at position: Position) {
    // A placed position is on the grid, where the game cannot refuse it.
    if let placed = universe.place(position) { try? game.setCell(state, at: placed) }
  }

  /// The live cells whose rows and columns are in these ranges, row by row and left to right.
  public func liveCells(rows: Range<Int>, columns: Range<Int>) -> [Position] {
    rows.clamped(to: 0..<game.rows).flatMap { row in
      columns.clamped(to: 0..<game.columns).lazy.map { Position(row: row, column: $0) }.filter(
        game.isAlive(at:))
    }
  }
}
