import GameOfLifeTestSupport
import Testing

// Step 07, asked of any design: a dead cell with three live neighbours is born.

extension ReproductionSpec {
  @Test("A dead cell with three live neighbours becomes alive")
  func threeNeighbours() throws {
    try expectCentre(
      of: """
        O.O
        ...
        .O.
        """, toBeAlive: true)
  }
}
