import XCTest
import GameOfLife

final class GridTests: XCTestCase {
    func testANewGridHasEveryCell() throws {
        let game = try Game(rows: 3, columns: 4)
        XCTAssertEqual(game.cells.count, 12)
    }

    func testAFreshCellIsDead() throws {
        let game = try Game(rows: 3, columns: 3)
        XCTAssertEqual(game.grid[0][0].state, .dead)
    }

    func testTheCornerHasThreeNeighbours() throws {
        let game = try Game(rows: 3, columns: 3)
        XCTAssertEqual(game.neighbours(of: Position(row: 0, column: 0)).count, 3)
    }
}
