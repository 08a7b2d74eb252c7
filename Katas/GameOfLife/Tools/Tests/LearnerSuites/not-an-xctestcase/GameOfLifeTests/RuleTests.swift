import GameOfLife
import XCTest

// Forgot ": XCTestCase": these never run.
final class RuleTests {
  func testALonelyCellDies() {
    XCTAssertEqual(CellState.alive.next(liveNeighbours: 1), .dead)
  }
}

final class BirthTests: XCTestCase {
  func testThreeNeighboursBringLife() {
    XCTAssertEqual(CellState.dead.next(liveNeighbours: 3), .alive)
  }

  // Forgot the "test" prefix: it never runs.
  func twoNeighboursBringNoLife() {
    XCTAssertEqual(CellState.dead.next(liveNeighbours: 2), .dead)
  }
}
