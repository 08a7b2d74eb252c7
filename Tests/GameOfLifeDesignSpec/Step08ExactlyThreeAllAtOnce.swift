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
    let misses = try centresMissing(
      aliveCentre: false, liveNeighbours: liveNeighbours, becomesAlive: becomesAlive)
    #expect(
      misses.isEmpty,
      "a dead centre with \(liveNeighbours) live neighbours should \(becomesAlive ? "come alive" : "stay dead"), but did not in \(misses.count) arrangements, the first:\n\(misses.first ?? "")"
    )
  }
}
