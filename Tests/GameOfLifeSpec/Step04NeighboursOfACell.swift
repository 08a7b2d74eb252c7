import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 04 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// The neighbours of a cell, and how many of them are alive.

extension NeighbourSpec {
  @Test("A cell in the middle of the grid has eight neighbours, one in each direction")
  func eightInTheMiddle() throws {
    let game = try board(rows: 5, columns: 5)
    let expected = Set(eightDirections.map { Position(row: 2 + $0.0, column: 2 + $0.1) })
    #expect(Set(game.neighbours(of: middle)) == expected)
    #expect(game.neighbours(of: middle).count == 8)
  }

  @Test("The live-neighbour count counts only the live neighbours")
  func liveNeighbourCount() throws {
    // The dead margin on the right and at the bottom keeps these counts the same whether or not a grid
    // wraps: this test is about counting, and the edges have tests of their own.
    let game = try board(
      """
      O.O.
      .OO.
      ....
      ....
      """)
    #expect(game.liveNeighbourCount(of: centre) == 3)
    #expect(game.liveNeighbourCount(of: Position(row: 0, column: 1)) == 4)
    #expect(game.liveNeighbourCount(of: Position(row: 2, column: 0)) == 1)
  }
}
