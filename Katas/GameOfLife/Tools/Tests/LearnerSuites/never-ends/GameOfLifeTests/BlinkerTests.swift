import XCTest
import GameOfLife

class BlinkerTests: XCTestCase {
    var game: Game!

    override func setUp() {
        super.setUp()
        game = try! Game(rows: 5, columns: 5)
        for column in 1...3 {
            try! game.setCell(.alive, at: Position(row: 2, column: column))
        }
    }

    func testBlinkerHasThreeCells() {
        XCTAssertEqual(game.population, 3)
    }

    // Waits for the blinker to die out. It never does.
    func testBlinkerDiesOutSometime() {
        while game.population > 0 {
            game.step()
        }
        XCTAssertEqual(game.population, 0)
    }
}
