import XCTest

@testable import GameOfLife

// A class on the main actor, in XCTest alone: its synchronous tests make swift test abort as XCTest starts.
@MainActor
final class GameTests: XCTestCase {
  func testANewGameHasItsColumns() throws {
    XCTAssertEqual(try Game(rows: 3, columns: 4).columns, 4)
  }

  func testANewGameHasItsRows() throws {
    XCTAssertEqual(try Game(rows: 3, columns: 4).rows, 3)
  }
}
