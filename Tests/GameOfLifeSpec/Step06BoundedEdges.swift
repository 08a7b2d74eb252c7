import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 06 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// Bounded edges: beyond the edge there is nothing, and the far side is not read.

extension BoundedEdgeSpec {
  @Test(
    "A corner cell has three neighbours",
    arguments: [
      Position(row: 0, column: 0), Position(row: 0, column: 4), Position(row: 4, column: 0),
      Position(row: 4, column: 4),
    ])
  func corners(corner: Position) throws {
    let game = try board(rows: 5, columns: 5, topology: .bounded)
    #expect(game.neighbours(of: corner).count == 3)
  }

  @Test(
    "A cell on an edge has five neighbours",
    arguments: [
      Position(row: 0, column: 2), Position(row: 2, column: 0), Position(row: 4, column: 2),
      Position(row: 2, column: 4),
    ])
  func edges(edge: Position) throws {
    let game = try board(rows: 5, columns: 5, topology: .bounded)
    #expect(game.neighbours(of: edge).count == 5)
  }

  @Test("Cells on opposite edges are not neighbours")
  func oppositeEdges() throws {
    let game = try board(rows: 5, columns: 5, topology: .bounded)
    #expect(!game.areNeighbours(Position(row: 0, column: 2), Position(row: 4, column: 2)))
    #expect(!game.areNeighbours(Position(row: 2, column: 0), Position(row: 2, column: 4)))
    #expect(!game.areNeighbours(Position(row: 0, column: 0), Position(row: 4, column: 4)))
  }

  @Test("Live cells on the far side are not counted")
  func farSideIsNotRead() throws {
    let game = try board(
      """
      ....O
      .....
      ....O
      ....O
      .....
      """)
    #expect(game.liveNeighbourCount(of: Position(row: 3, column: 0)) == 0)
    #expect(game.liveNeighbourCount(of: Position(row: 4, column: 4)) == 1)
  }
}
