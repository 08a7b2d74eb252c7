import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 03 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// Neighbours, triangulated: a cell is not its own neighbour, and two steps is too far.

extension NeighbourSpec {
  @Test("A cell is not its own neighbour")
  func notItself() throws {
    for topology in Topology.allCases {
      let game = try board(rows: 5, columns: 5, topology: topology)
      #expect(!game.areNeighbours(middle, middle))
      #expect(!game.neighbours(of: middle).contains(middle))
    }
  }

  @Test(
    "A cell two steps away is not a neighbour",
    arguments: [
      (-2, -2), (-2, -1), (-2, 0), (-2, 1), (-2, 2), (-1, 2), (0, 2), (1, 2),
      (2, 2), (2, 1), (2, 0), (2, -1), (2, -2), (1, -2), (0, -2), (-1, -2),
    ])
  func distanceTwo(rowOffset: Int, columnOffset: Int) throws {
    for topology in Topology.allCases {
      let game = try board(rows: 5, columns: 5, topology: topology)
      let other = Position(row: middle.row + rowOffset, column: middle.column + columnOffset)
      #expect(!game.areNeighbours(middle, other), "on a \(topology) grid")
    }
  }
}
