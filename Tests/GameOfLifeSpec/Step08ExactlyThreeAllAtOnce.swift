import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 08 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// Exactly three, all at once: no other count gives birth, and every cell sees the same generation.

extension ReproductionSpec {
  @Test("A dead cell with two live neighbours stays dead")
  func twoNeighbours() throws {
    let game = try board(
      """
      O.O
      ...
      ...
      """, focus: centre)
    try #require(game.population == 2)
    game.step()
    #expect(!game.isAlive(at: centre))
  }

  @Test(
    "No rule applies to a dead cell without exactly three live neighbours",
    arguments: [0, 1, 2, 4, 5, 6, 7, 8])
  func noRule(liveNeighbours: Int) {
    #expect(Rule.deciding(.dead, liveNeighbours: liveNeighbours) == nil)
  }
}

extension NeighbourCountSpec {
  @Test(
    "A dead cell with this many live neighbours, in any arrangement, becomes",
    arguments: zip(0...8, deadCellBecomes))
  func deadCell(liveNeighbours: Int, becomes expected: CellState) {
    expectCentre(.dead, withLiveNeighbours: liveNeighbours, toBecome: expected)
  }
}
