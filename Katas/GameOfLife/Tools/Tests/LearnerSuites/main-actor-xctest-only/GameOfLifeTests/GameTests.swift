import XCTest

@testable import GameOfLife

// One synchronous test marked for the main actor, in XCTest alone: swift test aborts as XCTest starts.
final class GameTests: XCTestCase {
  func testANewGameHasItsColumns() throws {
    XCTAssertEqual(try Game(rows: 3, columns: 4).columns, 4)
  }

  @MainActor func testANewGameHasItsRows() throws {
    XCTAssertEqual(try Game(rows: 3, columns: 4).rows, 3)
  }
}
