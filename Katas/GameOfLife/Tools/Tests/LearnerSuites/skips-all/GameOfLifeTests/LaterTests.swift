import GameOfLife
import Testing
import XCTest

@Test(.disabled("not yet")) func aLonelyCellDies() {
  #expect(CellState.alive.next(liveNeighbours: 1) == .dead)
}

final class LaterXCTests: XCTestCase {
  func testThreeNeighboursBringLife() throws {
    throw XCTSkip("not yet")
    XCTAssertEqual(CellState.dead.next(liveNeighbours: 3), .alive)
  }
}
