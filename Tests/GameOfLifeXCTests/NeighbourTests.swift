import GameOfLife
import GameOfLifeTestSupport
import XCTest

final class NeighbourTests: XCTestCase {
  let middle = Position(row: 2, column: 2)
  let corners = [
    Position(row: 0, column: 0), Position(row: 0, column: 4), Position(row: 4, column: 0),
    Position(row: 4, column: 4),
  ]

  func test_cellsOneStepAwayInEveryDirection_areNeighbours() throws {
    for topology in Topology.allCases {
      let game = try Game(rows: 5, columns: 5, topology: topology)
      for rowOffset in -1...1 {
        for columnOffset in -1...1 where (rowOffset, columnOffset) != (0, 0) {
          let other = Position(row: middle.row + rowOffset, column: middle.column + columnOffset)
          XCTAssertTrue(game.areNeighbours(middle, other), "\(other) on a \(topology) grid")
        }
      }
    }
  }

  func test_aCell_isNotItsOwnNeighbour() throws {
    let game = try Game(rows: 5, columns: 5)
    XCTAssertFalse(game.areNeighbours(middle, middle))
    XCTAssertFalse(game.neighbours(of: middle).contains(middle))
  }

  func test_cellsTwoStepsAway_areNotNeighbours() throws {
    let game = try Game(rows: 5, columns: 5)
    for other in [
      Position(row: 0, column: 2), Position(row: 2, column: 4), Position(row: 4, column: 4),
      Position(row: 0, column: 1),
    ] {
      XCTAssertFalse(game.areNeighbours(middle, other), "\(other)")
    }
  }

  func test_liveNeighbourCount_countsOnlyLiveNeighbours() throws {
    let game = try Game(picture: "O.O\n.OO\n...")
    XCTAssertEqual(game.liveNeighbourCount(of: centre), 3)
  }

  func test_boundedGrid_cornerHasThreeNeighbours_edgeHasFive() throws {
    let game = try Game(rows: 5, columns: 5, topology: .bounded)
    for corner in corners {
      XCTAssertEqual(game.neighbours(of: corner).count, 3, "\(corner)")
    }
    XCTAssertEqual(game.neighbours(of: Position(row: 0, column: 2)).count, 5)
    XCTAssertFalse(game.areNeighbours(Position(row: 0, column: 2), Position(row: 4, column: 2)))
  }

  func test_torus_wrapsAcrossEveryEdgeAndCorner() throws {
    let game = try Game(rows: 5, columns: 5, topology: .torus)
    for corner in corners {
      XCTAssertEqual(game.neighbours(of: corner).count, 8, "\(corner)")
      for other in corners where other != corner {
        XCTAssertTrue(game.areNeighbours(corner, other), "\(corner) and \(other)")
      }
    }
    XCTAssertTrue(game.areNeighbours(Position(row: 0, column: 2), Position(row: 4, column: 2)))
    XCTAssertTrue(game.areNeighbours(Position(row: 2, column: 0), Position(row: 2, column: 4)))
  }

  func test_wholeGenerationAtOnce_blinkerTurns() {
    expectNextGeneration(of: ".....\n..O..\n..O..\n..O..\n.....", toBe: ".....\n.....\n.OOO.\n.....\n.....")
  }
}
