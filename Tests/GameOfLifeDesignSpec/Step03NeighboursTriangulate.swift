import GameOfLifeTestSupport
import Testing

// Step 03, asked of a design whose adapter counts or names neighbours, far from the edges of whichever
// board it has.

extension NeighbourSpec {
  @Test("A cell is not its own neighbour", .knowsNeighbours)
  func notItsOwn() throws {
    let middle = Place(row: 2, column: 2)
    #expect(try !areNeighbours(middle, middle, rows: 5, columns: 5, torus: eitherEdges))
  }

  @Test(
    "A cell two steps away is not a neighbour", .knowsNeighbours,
    arguments: [(0, 2), (4, 2), (2, 0), (2, 4), (0, 0), (4, 4), (0, 3), (3, 4)])
  func twoAway(row: Int, column: Int) throws {
    #expect(
      try !areNeighbours(
        Place(row: 2, column: 2), Place(row: row, column: column), rows: 5, columns: 5, torus: eitherEdges))
  }
}
