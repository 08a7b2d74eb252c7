import XCTest

final class TrapTests: XCTestCase {
  func testABoardOfNoCells() {
    XCTAssertEqual(Board(size: 0).size, 0)
  }

  func testANegativeCount() {
    XCTAssertEqual(Board(size: 1).checked(-1), -1)
  }

  func testAnUnknownRule() {
    XCTAssertEqual(Board(size: 1).rule("B36"), 0)
  }

  func testNotWrittenYet() {
    XCTAssertEqual(Board(size: 1).later(), 0)
  }

  func testTheNeighbours() {
    XCTAssertEqual(Board(size: 1).neighbours(), 0)
  }

  func testTheFirstLiveCell() {
    let board = Board(size: 1)
    XCTAssertEqual(firstAlive(board)!.x, 0)
  }

  func testACellPastTheEnd() {
    XCTAssertEqual(Board(size: 1).cell(5), 0)
  }

  func testABoardTooBig() {
    XCTAssertEqual(Board(size: 1).grown(by: Int.max), 0)
  }

  func testAStepThatNeverEnds() {
    let board = Board(size: 1)
    board.step()
    XCTAssertEqual(board.size, 1)
  }
}
