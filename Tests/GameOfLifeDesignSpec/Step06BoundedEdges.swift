import GameOfLifeTestSupport
import Testing

// Step 06, asked of a design with edges that end: beyond the edge there is nothing.

extension BoundedEdgeSpec {
  @Test(
    "A corner cell has three neighbours", .onABoundedBoard, .countsNeighbours,
    arguments: [(0, 0), (0, 4), (4, 0), (4, 4)])
  func corners(row: Int, column: Int) throws {
    let game = try designBoard(SpecificationPicture.draw(rows: 5, columns: 5) { _, _ in true })
    #expect(try liveNeighbourCount(game, at: Place(row: row, column: column)) == 3)
  }

  @Test(
    "A cell on an edge has five neighbours", .onABoundedBoard, .countsNeighbours,
    arguments: [(0, 2), (2, 0), (4, 2), (2, 4)])
  func edges(row: Int, column: Int) throws {
    let game = try designBoard(SpecificationPicture.draw(rows: 5, columns: 5) { _, _ in true })
    #expect(try liveNeighbourCount(game, at: Place(row: row, column: column)) == 5)
  }

  @Test("Cells on opposite edges are not neighbours", .onABoundedBoard, .knowsNeighbours)
  func oppositeEdges() throws {
    #expect(try !areNeighbours(Place(row: 0, column: 2), Place(row: 4, column: 2), rows: 5, columns: 5))
    #expect(try !areNeighbours(Place(row: 2, column: 0), Place(row: 2, column: 4), rows: 5, columns: 5))
    #expect(try !areNeighbours(Place(row: 0, column: 0), Place(row: 4, column: 4), rows: 5, columns: 5))
  }

  @Test("Live cells on the far side are not counted", .onABoundedBoard, .countsNeighbours)
  func farSideIsNotRead() throws {
    let game = try designBoard("....O\n.....\n....O\n....O\n.....")
    #expect(try liveNeighbourCount(game, at: Place(row: 3, column: 0)) == 0)
    #expect(try liveNeighbourCount(game, at: Place(row: 4, column: 4)) == 1)
  }
}
