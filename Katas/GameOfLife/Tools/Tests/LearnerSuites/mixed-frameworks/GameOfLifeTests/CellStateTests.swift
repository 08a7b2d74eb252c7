import XCTest
import GameOfLife

/// Started with XCTest, before the pair moved on to Swift Testing.
class CellStateTests: XCTestCase {
    func test_deadCellWithThreeLiveNeighbours_comesAlive() {
        XCTAssertEqual(CellState.dead.next(liveNeighbours: 3), .alive)
    }

    func test_deadCellWithTwoLiveNeighbours_staysDead() {
        XCTAssertEqual(CellState.dead.next(liveNeighbours: 2), .dead)
    }

    func test_liveCellWithFourLiveNeighbours_dies() {
        XCTAssertEqual(CellState.alive.next(liveNeighbours: 4), .dead)
    }

    func test_liveCellWithOneLiveNeighbour_dies() {
        XCTAssertEqual(CellState.alive.next(liveNeighbours: 1), .dead)
    }
}
