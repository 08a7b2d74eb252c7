import XCTest

@testable import GameOfLife

// A class on the main actor with a synchronous test, which XCTest on Linux cannot start: swift test
// aborts as XCTest starts, and no XCTest test runs, not even those of the class below.
@MainActor final class BoardTests: XCTestCase {
  func testANewGameHasItsRows() throws {
    let game = try Game(rows: 3, columns: 4)
    XCTAssertEqual(game.rows, 3)
  }
}

final class ColumnTests: XCTestCase {
  func testANewGameHasItsColumns() throws {
    XCTAssertEqual(try Game(rows: 3, columns: 4).columns, 4)
  }
}
