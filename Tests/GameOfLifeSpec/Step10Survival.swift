import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 10 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// Survival: a live cell with two or three live neighbours lives on, and whole patterns start to move.

extension SurvivalSpec {
  @Test("A live cell with two live neighbours lives on")
  func twoNeighbours() throws {
    let game = try board(
      """
      O..
      .O.
      ..O
      """, focus: centre)
    game.step()
    #expect(game.isAlive(at: centre))
  }

  @Test("A live cell with three live neighbours lives on")
  func threeNeighbours() throws {
    let game = try board(
      """
      O.O
      .O.
      ..O
      """, focus: centre)
    game.step()
    #expect(game.isAlive(at: centre))
  }

  @Test("Survival decides the fate of a live cell with two or three live neighbours", arguments: 2...3)
  func decidingRule(liveNeighbours: Int) {
    #expect(Rule.deciding(.alive, liveNeighbours: liveNeighbours) == .survival)
    #expect(Rule.survival.outcome == .alive)
  }
}

extension GenerationSpec {
  @Test("Every cell's next state is worked out from the whole current generation: a blinker turns")
  func fromTheWholeGeneration() {
    // Updating the grid in place, cell by cell, breaks this: later cells would see earlier ones already changed.
    expectNextGeneration(
      of: """
        .....
        ..O..
        ..O..
        ..O..
        .....
        """,
      toBe: """
        .....
        .....
        .OOO.
        .....
        .....
        """)
  }

  @Test("The population is the number of live cells")
  func population() throws {
    let game = try board(
      """
      OO.
      .O.
      ...
      """)
    #expect(game.population == 3)
    game.step()
    #expect(game.population == 4)
  }
}

extension BoundedEdgeSpec {
  @Test("A row of three on the top edge turns into a column of two")
  func blinkerOnTheEdge() {
    expectNextGeneration(
      of: """
        OOO
        ...
        ...
        """,
      toBe: """
        .O.
        .O.
        ...
        """)
  }
}

extension TorusSpec {
  @Test("A row of three on a 3 × 3 torus fills it, because every cell neighbours every other")
  func rowFillsSmallTorus() {
    expectNextGeneration(
      of: """
        OOO
        ...
        ...
        """,
      toBe: """
        OOO
        OOO
        OOO
        """, topology: .torus)
  }
}
