import GameOfLife
import GameOfLifeTestSupport
import Testing

@Suite("Overpopulation: a live cell with more than three live neighbours dies")
struct OverpopulationSpec {
  @Test("A live cell with four live neighbours dies")
  func fourNeighbours() throws {
    let game = try Game(
      picture: """
        O.O
        .O.
        O.O
        """)
    game.step()
    #expect(!game.isAlive(at: centre))
  }

  @Test("A live cell with eight live neighbours dies")
  func eightNeighbours() throws {
    let game = try Game(
      picture: """
        OOO
        OOO
        OOO
        """)
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
