import GameOfLifeTestSupport
import Testing

// Step 08, asked of any design: exactly three give birth, in any arrangement.

extension ReproductionSpec {
  @Test("A dead cell with two live neighbours stays dead")
  func twoNeighbours() throws {
    try expectCentre(
      of: """
        O.O
        ...
        ...
        """, toBeAlive: false)
  }
}

extension NeighbourCountSpec {
  @Test(
    "A dead cell with this many live neighbours, in any arrangement, becomes",
    arguments: zip(0...8, [false, false, false, true, false, false, false, false, false]))
  func deadCell(liveNeighbours: Int, becomesAlive: Bool) throws {
    try expectEveryArrangement(
      aliveCentre: false, liveNeighbours: liveNeighbours, becomesAlive: becomesAlive)
  }
}
