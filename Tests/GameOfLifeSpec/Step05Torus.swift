import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 05 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// Wrap-around on a torus: every edge and corner has a far side.

extension TorusSpec {
  @Test(
    "Each corner has eight neighbours, among them the other three corners",
    arguments: [
      Position(row: 0, column: 0), Position(row: 0, column: 4), Position(row: 4, column: 0),
      Position(row: 4, column: 4),
    ])
  func corners(corner: Position) throws {
    let game = try board(rows: 5, columns: 5, topology: .torus)
    let corners = [
      Position(row: 0, column: 0), Position(row: 0, column: 4), Position(row: 4, column: 0),
      Position(row: 4, column: 4),
    ]
    #expect(game.neighbours(of: corner).count == 8)
    for other in corners where other != corner {
      #expect(game.areNeighbours(corner, other))
      #expect(game.neighbours(of: corner).contains(other))
    }
  }

  @Test("The top row neighbours the bottom row", arguments: 0..<5)
  func topAndBottom(column: Int) throws {
    let game = try board(rows: 5, columns: 5, topology: .torus)
    let top = Position(row: 0, column: column)
    let bottom = Position(row: 4, column: column)
    #expect(game.areNeighbours(top, bottom))
    #expect(game.neighbours(of: top).contains(bottom))
    #expect(game.neighbours(of: bottom).contains(top))
  }

  @Test("The left column neighbours the right column", arguments: 0..<5)
  func leftAndRight(row: Int) throws {
    let game = try board(rows: 5, columns: 5, topology: .torus)
    let left = Position(row: row, column: 0)
    let right = Position(row: row, column: 4)
    #expect(game.areNeighbours(left, right))
    #expect(game.neighbours(of: left).contains(right))
    #expect(game.neighbours(of: right).contains(left))
  }

  @Test("Every cell of a torus has eight neighbours")
  func eightEverywhere() throws {
    let game = try board(rows: 4, columns: 6, topology: .torus)
    try #require(game.cells.count == 24)
    for cell in game.cells {
      #expect(game.neighbours(of: cell.position).count == 8, "at \(cell.position)")
    }
  }

  @Test("Live cells across each edge and corner are counted")
  func countsAcrossTheWrap() throws {
    let game = try board(
      """
      O...O
      .....
      .....
      .....
      O...O
      """, topology: .torus)
    for corner in [
      Position(row: 0, column: 0), Position(row: 0, column: 4), Position(row: 4, column: 0),
      Position(row: 4, column: 4),
    ] {
      #expect(game.liveNeighbourCount(of: corner) == 3, "at \(corner)")
    }
    #expect(game.liveNeighbourCount(of: Position(row: 0, column: 2)) == 0)
    #expect(game.liveNeighbourCount(of: Position(row: 2, column: 0)) == 0)
  }
}
