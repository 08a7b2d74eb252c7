import GameOfLife
import GameOfLifeTestSupport
import XCTest

/// The whole rule table, every count from 0 to 8 for a live and a dead cell, in every arrangement.
final class NeighbourCountTests: XCTestCase {
  let liveCellBecomes: [CellState] = [.dead, .dead, .alive, .alive, .dead, .dead, .dead, .dead, .dead]
  let deadCellBecomes: [CellState] = [.dead, .dead, .dead, .alive, .dead, .dead, .dead, .dead, .dead]

  func test_liveCell_everyNeighbourCount() {
    for (count, expected) in zip(0...8, liveCellBecomes) {
      expectCentre(.alive, withLiveNeighbours: count, toBecome: expected)
      XCTAssertEqual(CellState.alive.next(liveNeighbours: count), expected, "with \(count)")
    }
  }

  func test_deadCell_everyNeighbourCount() {
    for (count, expected) in zip(0...8, deadCellBecomes) {
      expectCentre(.dead, withLiveNeighbours: count, toBecome: expected)
      XCTAssertEqual(CellState.dead.next(liveNeighbours: count), expected, "with \(count)")
    }
  }
}
