import XCTest

@testable import GameOfLife

// "Create Cell and Game models": the first commit of a learner's history, which constructs the models and
// passes, as swift test says, before any test asserts anything.
final class GameOfLifeTests: XCTestCase {
  func testCreateCellAndGameModels() throws {
    let cell = Cell(position: Position(row: 0, column: 0), state: .dead)
    let game = try Game(rows: 3, columns: 3)
    _ = (cell, game)
  }
}
