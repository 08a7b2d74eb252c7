import Foundation
import GameOfLife
import Testing

// A game that is over quits the program: the learner's own "game over", reached by a test.
func playUntilOver(_ game: Game) {
  if game.population == 0 { exit(0) }
}

@Suite("Game over")
struct GameOverTests {
  @Test func aFreshGameHasNineCells() throws {
    let game = try Game(rows: 3, columns: 3)
    #expect(game.cells.count == 9)
  }

  @Test func anEmptyGameIsOver() throws {
    let game = try Game(rows: 3, columns: 3)
    playUntilOver(game)
    #expect(game.population == 0)
  }

  @Test func threeNeighboursBringLife() {
    #expect(CellState.dead.next(liveNeighbours: 3) == .alive)
  }
}
