import XCTest
@testable import GameOfLife

extension XCTestCase {
    /// Builds a game from rows of "#" (alive) and "." (dead).
    func game(_ rows: [String], torus: Bool = false) throws -> Game {
        let game = try Game(rows: rows.count, columns: rows[0].count, topology: torus ? .torus : .bounded)
        for (r, line) in rows.enumerated() {
            for (c, char) in line.enumerated() where char == "#" {
                try game.setCell(.alive, at: Position(row: r, column: c))
            }
        }
        return game
    }

    func assertPicture(_ game: Game, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let actual = (0..<game.rows).map { r in
            String((0..<game.columns).map { c in game.isAlive(at: Position(row: r, column: c)) ? "#" : "." })
        }
        XCTAssertEqual(actual, expected, file: file, line: line)
    }
}
