import GameOfLife

// Shared by every test file: build a board from a list of live cells.
func makeGame(rows: Int = 5, columns: Int = 5, alive cells: [(Int, Int)] = []) throws -> Game {
  let game = try Game(rows: rows, columns: columns)
  for (row, column) in cells {
    try game.setCell(.alive, at: Position(row: row, column: column))
  }
  return game
}

extension Game {
  func alive(_ row: Int, _ column: Int) -> Bool {
    isAlive(at: Position(row: row, column: column))
  }

  /// Steps once and hands the game back, so tests read as "after one generation".
  func afterOneGeneration() -> Game {
    step()
    return self
  }
}
