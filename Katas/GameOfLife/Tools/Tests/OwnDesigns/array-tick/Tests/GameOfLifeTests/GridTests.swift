import XCTest
@testable import GameOfLife

class GridTests: XCTestCase {
  static var allTests = [
    ("testAnUnderpopulatedCellDies", testAnUnderpopulatedCellDies),
    ("testTheBlinkerTurns", testTheBlinkerTurns),
    ("testTheEdgesWrapRound", testTheEdgesWrapRound),
  ]

  func testAnUnderpopulatedCellDies() {
    let grid = Grid(["...", ".#.", "..."])
    grid.tick()
    XCTAssertEqual(grid.rows, ["...", "...", "..."])
  }

  func testTheBlinkerTurns() {
    let grid = Grid([".....", "..#..", "..#..", "..#..", "....."])
    grid.tick()
    XCTAssertEqual(grid.rows, [".....", ".....", ".###.", ".....", "....."])
  }

  func testTheEdgesWrapRound() {
    let grid = Grid(["#...", "....", "....", "...."])
    XCTAssertEqual(grid.neighbours(3, 3), 1)
  }

  func testABlockStays() {
    let grid = Grid(["....", ".##.", ".##.", "...."])
    grid.tick()
    XCTAssertEqual(grid.rows, ["....", ".##.", ".##.", "...."])
  }
}
