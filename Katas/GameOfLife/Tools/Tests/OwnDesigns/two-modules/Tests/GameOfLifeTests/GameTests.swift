import GameOfLife
import LifeCore
import Testing

@Suite("A game of boards")
struct GameTests {
  @Test("A cell at the edge counts only the neighbours on the board")
  func edges() {
    let board = Board(width: 3, height: 3, live: [1, 3, 4])
    #expect(board.liveNeighbours(x: 0, y: 0) == 3)
  }

  @Test("A blinker turns and the generation counts")
  func blinker() {
    var game = Game(board: Board(width: 3, height: 3, live: [3, 4, 5]))
    game.step()
    #expect(game.board.live == [1, 4, 7])
    #expect(game.generation == 1)
  }

  @Test("The rules", arguments: [(true, 1, false), (true, 2, true), (false, 3, true), (true, 4, false)])
  func rules(alive: Bool, neighbours: Int, expected: Bool) {
    #expect(survives(alive: alive, liveNeighbours: neighbours) == expected)
  }
}
