import GameOfLifeTestSupport
import Testing

// Step 09, asked of any design: a live cell with fewer than two live neighbours dies.

extension UnderpopulationSpec {
  @Test("A live cell with no live neighbours dies")
  func noNeighbours() throws {
    try expectCentre(
      of: """
        ...
        .O.
        ...
        """, toBeAlive: false)
  }

  @Test("A live cell with one live neighbour dies")
  func oneNeighbour() throws {
    try expectCentre(
      of: """
        O..
        .O.
        ...
        """, toBeAlive: false)
  }
}
