import XCTest
@testable import GameOfLife

// Written against a Game the pair reshaped: it has a `Board` of their own, which the kata's Game has not.
final class BoardTests: XCTestCase {
    func testANewBoardIsEmpty() throws {
        let board = Board(width: 3, height: 3)
        XCTAssertTrue(board.isEmpty)
    }

    func testTheGameCountsItsCells() throws {
        let game = try Game(rows: 2, columns: 2)
        XCTAssertEqual(game.cells.count, 4)
    }
}
