import GameOfLife
import GameOfLifeTestSupport
import Testing

@Suite("Survival: a live cell with two or three live neighbours lives on")
struct SurvivalSpec {
  @Test("A live cell with two live neighbours lives on")
  func twoNeighbours() throws {
    let game = try Game(
      picture: """
        O..
        .O.
        ..O
        """)
    game.step()
    #expect(game.isAlive(at: centre))
  }

  @Test("A live cell with three live neighbours lives on")
  func threeNeighbours() throws {
    let game = try Game(
      picture: """
        O.O
        .O.
        ..O
        """)
    game.step()
    #expect(game.isAlive(at: centre))
  }

  @Test("Survival decides the fate of a live cell with two or three live neighbours", arguments: 2...3)
  func decidingRule(liveNeighbours: Int) {
    #expect(Rule.deciding(.alive, liveNeighbours: liveNeighbours) == .survival)
    #expect(Rule.survival.outcome == .alive)
  }
}
