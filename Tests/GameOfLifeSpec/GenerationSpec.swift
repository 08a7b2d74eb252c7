import GameOfLife
import GameOfLifeTestSupport
import Testing

@Suite("A whole generation at once")
struct GenerationSpec {
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

  @Test("A glider moves one cell down and right every four generations")
  func gliderMoves() throws {
    let game = try Game(
      picture: """
        .O....
        ..O...
        OOO...
        ......
        ......
        """)
    game.step(generations: 4)
    expectPicture(
      game,
      """
      ......
      ..O...
      ...O..
      .OOO..
      ......
      """)
  }

  @Test("Each step adds one to the generation counter")
  func generationCounter() throws {
    let game = try Game(rows: 3, columns: 3)
    #expect(game.generation == 0)
    game.step()
    #expect(game.generation == 1)
    game.step(generations: 4)
    #expect(game.generation == 5)
  }

  @Test("The population is the number of live cells")
  func population() throws {
    let game = try Game(
      picture: """
        OO.
        .O.
        ...
        """)
    #expect(game.population == 3)
    game.step()
    #expect(game.population == 4)
  }

  @Test(
    "The rule deciding each cell's fate is the one the workshop names",
    arguments: [
      (Position(row: 1, column: 1), Rule?.some(.survival)),
      (Position(row: 1, column: 0), Rule?.some(.reproduction)),
      (Position(row: 0, column: 1), Rule?.some(.underpopulation)),
      (Position(row: 0, column: 0), Rule?.none),
    ])
  func decidingRule(position: Position, expected: Rule?) throws {
    let game = try Game(
      picture: """
        .O.
        .O.
        .O.
        """)
    #expect(game.rule(decidingFateOf: position) == expected)
  }

  @Test("A crowded centre dies of overpopulation")
  func overpopulationIsNamed() throws {
    let game = try Game(
      picture: """
        OOO
        OO.
        ...
        """)
    #expect(game.rule(decidingFateOf: centre) == .overpopulation)
  }
}
