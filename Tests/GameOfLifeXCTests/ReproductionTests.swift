import GameOfLife
import GameOfLifeTestSupport
import XCTest

final class ReproductionTests: XCTestCase {
  func test_deadCellWithThreeLiveNeighbours_comesAlive() throws {
    let game = try Game(picture: "O.O\n...\n.O.")
    game.step()
    XCTAssertTrue(game.isAlive(at: centre))
    expectCentre(.dead, withLiveNeighbours: 3, toBecome: .alive)
  }

  func test_deadCellWithAnyOtherCount_staysDead() {
    for count in [0, 1, 2, 4, 5, 6, 7, 8] {
      expectCentre(.dead, withLiveNeighbours: count, toBecome: .dead)
      XCTAssertNil(Rule.deciding(.dead, liveNeighbours: count), "with \(count)")
    }
  }

  func test_reproductionDecides_whenExactlyThreeLiveNeighbours() {
    XCTAssertEqual(Rule.deciding(.dead, liveNeighbours: 3), .reproduction)
    XCTAssertEqual(Rule.reproduction.outcome, .alive)
  }
}
