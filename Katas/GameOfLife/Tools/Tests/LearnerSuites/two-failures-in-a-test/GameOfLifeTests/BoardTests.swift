import GameOfLife
import Testing
import XCTest

@Test func aNewBoardHasItsSize() throws {
  let game = try Game(rows: 3, columns: 4)
  #expect(game.cells.count == 12)
  #expect(game.grid.count == 3)
  #expect(game.population == 0)
}

final class BoardXCTests: XCTestCase {
  func testEveryCellIsThere() throws {
    let game = try Game(rows: 2, columns: 2)
    XCTAssertEqual(game.cells.count, 4)
    XCTAssertTrue(game.contains(Position(row: 1, column: 1)))
  }
}
