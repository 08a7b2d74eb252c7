import GameOfLifeTestSupport
import Testing

// Step 02, asked of a design whose adapter counts or names neighbours, far from the edges of whichever
// board it has.

extension NeighbourSpec {
  @Test(
    "A cell one step away in each of the eight directions is a neighbour", .knowsNeighbours,
    arguments: [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)])
  func eightDirections(rowStep: Int, columnStep: Int) throws {
    let middle = Place(row: 2, column: 2)
    let other = Place(row: 2 + rowStep, column: 2 + columnStep)
    #expect(try areNeighbours(middle, other, rows: 5, columns: 5, torus: eitherEdges))
  }
}
