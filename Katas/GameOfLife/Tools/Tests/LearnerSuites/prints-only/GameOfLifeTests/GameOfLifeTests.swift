import GameOfLife
import Testing

// Looking at the output by eye: nothing is checked yet.
@Suite struct LookingAtIt {
  @Test func showABlinker() throws {
    let game = try Game(rows: 5, columns: 5)
    for column in 1...3 { try game.setCell(.alive, at: Position(row: 2, column: column)) }
    print(game.liveCells)
    game.step()
    print(game.liveCells)
  }

  @Test func showTheNeighbours() throws {
    let game = try Game(rows: 3, columns: 3)
    print(game.neighbours(of: Position(row: 1, column: 1)))
    // TODO: #expect the count is 8
  }
}
