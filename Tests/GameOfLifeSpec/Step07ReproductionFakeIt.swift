import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 07 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// Reproduction, faked: a generation passes, and a dead cell with three live neighbours is born.

extension GenerationSpec {
  @Test("Each step adds one to the generation counter")
  func generationCounter() throws {
    let game = try board(rows: 3, columns: 3)
    #expect(game.generation == 0)
    game.step()
    #expect(game.generation == 1)
    game.step(generations: 4)
    #expect(game.generation == 5)
  }
}

extension ReproductionSpec {
  @Test("A dead cell with three live neighbours becomes alive")
  func threeNeighbours() throws {
    let game = try board(
      """
      O.O
      ...
      .O.
      """, focus: centre)
    game.step()
    #expect(game.isAlive(at: centre))
  }

  @Test("Reproduction decides the fate of a dead cell with exactly three live neighbours")
  func decidingRule() {
    #expect(Rule.deciding(.dead, liveNeighbours: 3) == .reproduction)
    #expect(Rule.reproduction.outcome == .alive)
  }
}
