import GameOfLife
import Testing

@Test func aLonelyCellDies() {
  #expect(CellState.alive.next(liveNeighbours: 0) == .dead)
}

@Test func threeNeighboursBringLife() {
  #expect(CellState.dead.next(liveNeighbours: 3) == .alive)
}
