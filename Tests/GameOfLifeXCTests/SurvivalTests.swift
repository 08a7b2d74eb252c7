import GameOfLife
import GameOfLifeTestSupport
import XCTest

final class SurvivalTests: XCTestCase {
  func test_liveCellWithTwoLiveNeighbours_livesOn() throws {
    let game = try Game(picture: "O..\n.O.\n..O")
    game.step()
    XCTAssertTrue(game.isAlive(at: centre))
    expectCentre(.alive, withLiveNeighbours: 2, toBecome: .alive)
  }

  func test_liveCellWithThreeLiveNeighbours_livesOn() {
    expectCentre(.alive, withLiveNeighbours: 3, toBecome: .alive)
  }

  func test_survivalDecides_whenTwoOrThreeLiveNeighbours() {
    XCTAssertEqual(Rule.deciding(.alive, liveNeighbours: 2), .survival)
    XCTAssertEqual(Rule.deciding(.alive, liveNeighbours: 3), .survival)
    XCTAssertEqual(Rule.survival.outcome, .alive)
  }
}
