import GameOfLifeTestSupport
import Testing

// Step 04, asked of a design whose adapter counts live neighbours, far from the edges of whichever board
// it has.

extension NeighbourSpec {
  @Test("A cell in the middle of the grid has eight neighbours, one in each direction", .countsNeighbours)
  func eightAround() throws {
    let middle = Place(row: 2, column: 2)
    let game = try designBoard(".....\n.OOO.\n.OOO.\n.OOO.\n.....", torus: eitherEdges, focus: middle)
    #expect(try liveNeighbourCount(game, at: middle) == 8)
  }

  @Test("The live-neighbour count counts only the live neighbours", .countsNeighbours)
  func onlyTheLiveOnes() throws {
    let middle = Place(row: 2, column: 2)
    let game = try designBoard(".....\n.O.O.\n..O..\n.O...\nOOOOO", torus: eitherEdges, focus: middle)
    #expect(try liveNeighbourCount(game, at: middle) == 3)
    #expect(try liveNeighbourCount(game, at: Place(row: 2, column: 1)) == 3)
  }
}
