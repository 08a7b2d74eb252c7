import GameOfLife
import Testing
import XCTest

// Waits for a cell to come alive; on an unfinished Game none ever does.
@Test func aStepNeverEnds() throws {
  let game = try Game(picture: "...\nOOO\n...")
  while game.population == 0 { game.step() }
  #expect(game.population == 3)
}

@Test func zAfterTheLoopFails() throws {
  let game = try Game(picture: "...\nOOO\n...")
  game.step()
  #expect(game.picture == ".O.\n.O.\n.O.")
}

final class StepXCTests: XCTestCase {
  func testAStepNeverEnds() throws {
    let game = try Game(picture: "...\nOOO\n...")
    while game.population == 0 { game.step() }
    XCTAssertEqual(game.population, 3)
  }

  func testBAfterTheLoopFails() throws {
    let game = try Game(picture: "...\nOOO\n...")
    game.step()
    XCTAssertEqual(game.picture, ".O.\n.O.\n.O.")
  }
}
