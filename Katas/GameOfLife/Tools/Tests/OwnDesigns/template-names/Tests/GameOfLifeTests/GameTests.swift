import XCTest

@testable import GameOfLife

final class GameTests: XCTestCase {
  func testANewGameHasTheGridItWasGiven() {
    let game = Game(width: 3, height: 2)
    XCTAssertEqual(game.grid.count, 2)
    XCTAssertEqual(game.grid[0].count, 3)
  }

  func testTheMiddleOfABlinkerHasTwoLiveNeighbours() {
    let game = Game(width: 3, height: 3, alive: [(x: 0, y: 1), (x: 1, y: 1), (x: 2, y: 1)])
    XCTAssertEqual(game.liveNeighbours(of: (x: 1, y: 1)), 2)
  }

  func testALonelyCellDies() {
    let game = Game(width: 3, height: 3, alive: [(x: 1, y: 1)])
    game.tick()
    XCTAssertFalse(game.isAlive(at: (x: 1, y: 1)))
  }
}
