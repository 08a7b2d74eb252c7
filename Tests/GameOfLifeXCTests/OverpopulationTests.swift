import GameOfLife
import GameOfLifeTestSupport
import XCTest

final class OverpopulationTests: XCTestCase {
  func test_liveCellWithFourLiveNeighbours_dies() throws {
    let game = try Game(picture: "O.O\n.O.\nO.O")
    game.step()
    XCTAssertFalse(game.isAlive(at: centre))
    expectCentre(.alive, withLiveNeighbours: 4, toBecome: .dead)
  }

  func test_liveCellWithFiveToEightLiveNeighbours_dies() {
    for count in 5...8 {
      expectCentre(.alive, withLiveNeighbours: count, toBecome: .dead)
    }
  }

  func test_overpopulationDecides_whenMoreThanThreeLiveNeighbours() {
    for count in 4...8 {
      XCTAssertEqual(Rule.deciding(.alive, liveNeighbours: count), .overpopulation, "with \(count)")
    }
    XCTAssertEqual(Rule.overpopulation.outcome, .dead)
  }
}
