import GameOfLife
import GameOfLifeTestSupport
import Testing

struct GameTests {
  @Test func blockStaysABlock() {
    let block = """
      ....
      .OO.
      .OO.
      ....
      """
    expectNextGeneration(of: block, toBe: block)
  }

  @Test func liveCellWithTwoNeighboursLivesOn() {
    #expect(CellState.alive.next(liveNeighbours: 2) == .alive)
  }
}
