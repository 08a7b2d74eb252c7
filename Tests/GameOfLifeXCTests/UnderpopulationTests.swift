import GameOfLife
import GameOfLifeTestSupport
import XCTest

final class UnderpopulationTests: XCTestCase {
  func test_liveCellWithNoLiveNeighbours_dies() {
    expectCentre(.alive, withLiveNeighbours: 0, toBecome: .dead)
  }

  func test_liveCellWithOneLiveNeighbour_dies() {
    expectNextGeneration(of: "O..\n.O.\n...", toBe: "...\n...\n...")
    expectCentre(.alive, withLiveNeighbours: 1, toBecome: .dead)
  }

  func test_underpopulationDecides_whenFewerThanTwoLiveNeighbours() {
    XCTAssertEqual(Rule.deciding(.alive, liveNeighbours: 0), .underpopulation)
    XCTAssertEqual(Rule.deciding(.alive, liveNeighbours: 1), .underpopulation)
    XCTAssertEqual(Rule.underpopulation.outcome, .dead)
  }
}
