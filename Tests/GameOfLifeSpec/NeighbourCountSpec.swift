import GameOfLife
import GameOfLifeTestSupport
import Testing

/// The whole rule table: every neighbour count, for a live and a dead cell, in every arrangement.
@Suite("Every neighbour count from 0 to 8")
struct NeighbourCountSpec {
  static let liveCellBecomes: [CellState] = [.dead, .dead, .alive, .alive, .dead, .dead, .dead, .dead, .dead]
  static let deadCellBecomes: [CellState] = [.dead, .dead, .dead, .alive, .dead, .dead, .dead, .dead, .dead]

  @Test(
    "A live cell with this many live neighbours, in any arrangement, becomes",
    arguments: zip(0...8, liveCellBecomes))
  func liveCell(liveNeighbours: Int, becomes expected: CellState) {
    expectCentre(.alive, withLiveNeighbours: liveNeighbours, toBecome: expected)
  }

  @Test(
    "A dead cell with this many live neighbours, in any arrangement, becomes",
    arguments: zip(0...8, deadCellBecomes))
  func deadCell(liveNeighbours: Int, becomes expected: CellState) {
    expectCentre(.dead, withLiveNeighbours: liveNeighbours, toBecome: expected)
  }

  @Test("A cell's next state follows the rules for this many live neighbours", arguments: 0...8)
  func nextState(liveNeighbours: Int) {
    #expect(CellState.alive.next(liveNeighbours: liveNeighbours) == Self.liveCellBecomes[liveNeighbours])
    #expect(CellState.dead.next(liveNeighbours: liveNeighbours) == Self.deadCellBecomes[liveNeighbours])
  }
}
