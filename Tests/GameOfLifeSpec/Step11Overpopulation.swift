import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 11 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// Overpopulation: a live cell with more than three live neighbours dies, and the whole rule table holds.

extension OverpopulationSpec {
  @Test("A live cell with four live neighbours dies")
  func fourNeighbours() throws {
    let game = try board(
      """
      O.O
      .O.
      O.O
      """, focus: centre)
    try #require(game.isAlive(at: centre))
    game.step()
    #expect(!game.isAlive(at: centre))
  }

  @Test("A live cell with eight live neighbours dies")
  func eightNeighbours() throws {
    let game = try board(
      """
      OOO
      OOO
      OOO
      """, focus: centre)
    try #require(game.isAlive(at: centre))
    game.step()
    #expect(!game.isAlive(at: centre))
  }

  @Test(
    "Overpopulation decides the fate of a live cell with more than three live neighbours", arguments: 4...8)
  func decidingRule(liveNeighbours: Int) {
    #expect(Rule.deciding(.alive, liveNeighbours: liveNeighbours) == .overpopulation)
    #expect(Rule.overpopulation.outcome == .dead)
  }
}

extension NeighbourCountSpec {
  @Test(
    "A live cell with this many live neighbours, in any arrangement, becomes",
    arguments: zip(0...8, liveCellBecomes))
  func liveCell(liveNeighbours: Int, becomes expected: CellState) {
    expectCentre(.alive, withLiveNeighbours: liveNeighbours, toBecome: expected)
  }

  @Test("A cell's next state follows the rules for this many live neighbours", arguments: 0...8)
  func nextState(liveNeighbours: Int) {
    #expect(CellState.alive.next(liveNeighbours: liveNeighbours) == Self.liveCellBecomes[liveNeighbours])
    #expect(CellState.dead.next(liveNeighbours: liveNeighbours) == Self.deadCellBecomes[liveNeighbours])
  }
}

extension GenerationSpec {
  @Test("A glider moves one cell down and right every four generations")
  func gliderMoves() throws {
    let game = try board(
      """
      .O....
      ..O...
      OOO...
      ......
      ......
      """)
    game.step(generations: 4)
    expectPicture(
      game,
      """
      ......
      ..O...
      ...O..
      .OOO..
      ......
      """)
  }
}

extension TorusSpec {
  @Test("A glider crossing a torus comes back where it started after four generations per cell of width")
  func gliderWrapsRound() throws {
    let start = """
      .O....
      ..O...
      OOO...
      ......
      ......
      ......
      """
    let game = try board(start, topology: .torus)
    game.step(generations: 4 * 6)
    expectPicture(game, start)
  }
}
