import Testing

@testable import GameOfLife

// Tests that build with warnings: a variable never changed, values never used.
@Suite struct RuleTests {
  @Test func aLonelyCellDies() throws {
    let game = try Game(rows: 3, columns: 3)
    var centre = Position(row: 1, column: 1)
    try game.setCell(.alive, at: centre)
    game.step()
    #expect(!game.isAlive(at: centre))
  }

  @Test func aBlockStaysAsItIs() throws {
    let game = try Game(rows: 4, columns: 4)
    let size = game.rows * game.columns
    let most = mostNeighbours()
    for (row, column) in [(1, 1), (1, 2), (2, 1), (2, 2)] {
      try game.setCell(.alive, at: Position(row: row, column: column))
    }
    game.step()
    #expect(game.population == 4)
  }
}
