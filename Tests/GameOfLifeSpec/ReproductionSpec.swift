import GameOfLife
import GameOfLifeTestSupport
import Testing

@Suite("Reproduction: a dead cell with exactly three live neighbours becomes alive")
struct ReproductionSpec {
  @Test("A dead cell with three live neighbours becomes alive")
  func threeNeighbours() throws {
    let game = try Game(
      picture: """
        O.O
        ...
        .O.
        """)
    game.step()
    #expect(game.isAlive(at: centre))
  }

  @Test("A dead cell with two live neighbours stays dead")
  func twoNeighbours() throws {
    let game = try Game(
      picture: """
        O.O
        ...
        ...
        """)
    game.step()
    #expect(!game.isAlive(at: centre))
  }

  @Test("Reproduction decides the fate of a dead cell with exactly three live neighbours")
  func decidingRule() {
    #expect(Rule.deciding(.dead, liveNeighbours: 3) == .reproduction)
    #expect(Rule.reproduction.outcome == .alive)
  }

  @Test(
    "No rule applies to a dead cell without exactly three live neighbours",
    arguments: [0, 1, 2, 4, 5, 6, 7, 8])
  func noRule(liveNeighbours: Int) {
    #expect(Rule.deciding(.dead, liveNeighbours: liveNeighbours) == nil)
  }
}
