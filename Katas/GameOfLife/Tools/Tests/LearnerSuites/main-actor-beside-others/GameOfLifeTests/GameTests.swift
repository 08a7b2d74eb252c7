import XCTest

@testable import GameOfLife

// One synchronous test marked for the main actor beside one that is not: swift build's list of the class's
// tests does not compile, so swift test stops before any test runs.
final class GameTests: XCTestCase {
  func testANewGameHasItsColumns() throws {
    XCTAssertEqual(try Game(rows: 3, columns: 4).columns, 4)
  }

  @MainActor func testANewGameHasItsRows() throws {
    XCTAssertEqual(try Game(rows: 3, columns: 4).rows, 3)
  }
}
