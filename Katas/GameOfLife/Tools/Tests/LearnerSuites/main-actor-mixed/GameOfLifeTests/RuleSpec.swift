import Testing

@testable import GameOfLife

// Swift Testing runs on whatever XCTest does.
@Suite struct RuleSpec {
  @Test func aLonelyCellDies() throws {
    let game = try Game(rows: 3, columns: 3)
    try game.setCell(.alive, at: Position(row: 1, column: 1))
    game.step()
    #expect(game.population == 0)
  }

  @Test func aBlockStaysAsItIs() throws {
    let game = try Game(rows: 4, columns: 4)
    for (row, column) in [(1, 1), (1, 2), (2, 1), (2, 2)] {
      try game.setCell(.alive, at: Position(row: row, column: column))
    }
    game.step()
    #expect(game.population == 4)
  }
}
