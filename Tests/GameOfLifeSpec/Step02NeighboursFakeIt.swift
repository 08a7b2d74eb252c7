import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 02 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// Neighbours, faked: the first test only asks about cells that are neighbours.

extension NeighbourSpec {
  @Test("A cell one step away in each of the eight directions is a neighbour", arguments: eightDirections)
  func eightDirectionsAreNeighbours(rowOffset: Int, columnOffset: Int) throws {
    for topology in Topology.allCases {
      let game = try board(rows: 5, columns: 5, topology: topology)
      let other = Position(row: middle.row + rowOffset, column: middle.column + columnOffset)
      #expect(game.areNeighbours(middle, other), "on a \(topology) grid")
      #expect(game.areNeighbours(other, middle), "on a \(topology) grid")
    }
  }
}
