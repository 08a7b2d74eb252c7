import GameOfLifeTestSupport
import Testing

// Step 10, asked of any design: a live cell with two or three live neighbours lives on, and whole
// patterns start to move.

extension SurvivalSpec {
  @Test("A live cell with two live neighbours lives on")
  func twoNeighbours() throws {
    try expectCentre(
      of: """
        O..
        .O.
        ..O
        """, toBeAlive: true)
  }

  @Test("A live cell with three live neighbours lives on")
  func threeNeighbours() throws {
    try expectCentre(
      of: """
        O.O
        .O.
        ..O
        """, toBeAlive: true)
  }
}

extension GenerationSpec {
  @Test(
    "Every cell's next state is worked out from the whole current generation: a blinker turns")
  func fromTheWholeGeneration() throws {
    try expectGenerations(
      of: ".....\n..O..\n..O..\n..O..\n.....", toBe: ".....\n.....\n.OOO.\n.....\n.....", torus: eitherEdges)
  }
}

extension BoundedEdgeSpec {
  @Test("A row of three on the top edge turns into a column of two", .onABoundedBoard)
  func blinkerOnTheEdge() throws {
    try expectGenerations(of: "OOO\n...\n...", toBe: ".O.\n.O.\n...")
  }
}

extension TorusSpec {
  @Test("A row of three on a 3 × 3 torus fills it, because every cell neighbours every other", .onATorus)
  func rowFillsSmallTorus() throws {
    try expectGenerations(of: "OOO\n...\n...", toBe: "OOO\nOOO\nOOO", torus: true)
  }
}
