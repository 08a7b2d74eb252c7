import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 09 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// Underpopulation: a live cell with fewer than two live neighbours dies.

extension UnderpopulationSpec {
  @Test("A live cell with no live neighbours dies")
  func noNeighbours() {
    expectNextGeneration(
      of: """
        ...
        .O.
        ...
        """,
      toBe: """
        ...
        ...
        ...
        """)
  }

  @Test("A live cell with one live neighbour dies")
  func oneNeighbour() {
    expectNextGeneration(
      of: """
        O..
        .O.
        ...
        """,
      toBe: """
        ...
        ...
        ...
        """)
  }

  @Test(
    "Underpopulation decides the fate of a live cell with fewer than two live neighbours", arguments: 0..<2)
  func decidingRule(liveNeighbours: Int) {
    #expect(Rule.deciding(.alive, liveNeighbours: liveNeighbours) == .underpopulation)
    #expect(Rule.underpopulation.outcome == .dead)
  }
}
