import GameOfLife
import Testing
import XCTest

@Test func aLonelyCellDies() {
  #expect(CellState.alive.next(liveNeighbours: 1) == .dead)
}

@Test(.disabled("the torus comes later")) func theTorusWraps() throws {
  let game = try Game(rows: 3, columns: 3, topology: .torus)
  #expect(game.liveNeighbourCount(of: Position(row: 0, column: 0)) == 0)
}

final class RuleXCTests: XCTestCase {
  func testThreeNeighboursBringLife() {
    XCTAssertEqual(CellState.dead.next(liveNeighbours: 3), .alive)
  }

  func testPicturesLater() throws {
    throw XCTSkip("pictures are step 2")
  }
}
