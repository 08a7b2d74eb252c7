import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 12 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// The final game: name the rule that decides a fate, clear the board, seed a random one.

extension GenerationSpec {
  @Test(
    "The rule deciding each cell's fate is the one the workshop names",
    arguments: [
      (Position(row: 1, column: 1), Rule?.some(.survival)),
      (Position(row: 1, column: 0), Rule?.some(.reproduction)),
      (Position(row: 0, column: 1), Rule?.some(.underpopulation)),
      (Position(row: 0, column: 0), Rule?.none),
    ])
  func decidingRule(position: Position, expected: Rule?) throws {
    let game = try board(
      """
      .O.
      .O.
      .O.
      """, focus: position)
    #expect(game.rule(decidingFateOf: position) == expected)
  }

  @Test("A crowded centre dies of overpopulation")
  func overpopulationIsNamed() throws {
    let game = try board(
      """
      OOO
      OO.
      ...
      """, focus: centre)
    #expect(game.rule(decidingFateOf: centre) == .overpopulation)
  }
}

extension GameSpec {
  @Test("Clearing kills every cell and starts the count again")
  func clear() throws {
    let game = try board("OO\nOO")
    game.step()
    try #require(game.population == 4 && game.generation == 1)
    game.clear()
    #expect(game.population == 0)
    #expect(game.generation == 0)
  }

  @Test("The same seed always gives the same random board")
  func randomFillIsReproducible() throws {
    let first = try Game(rows: 20, columns: 20)
    let second = try Game(rows: 20, columns: 20)
    try first.randomFill(density: 0.3, seed: 42)
    try second.randomFill(density: 0.3, seed: 42)
    #expect(first == second)
    try second.randomFill(density: 0.3, seed: 43)
    #expect(first != second)
  }

  @Test("Random fill keeps roughly the density asked for", arguments: [0.0, 0.25, 0.5, 1.0])
  func randomFillDensity(density: Double) throws {
    let game = try Game(rows: 100, columns: 100)
    try game.randomFill(density: density, seed: 7)
    #expect(abs(Double(game.population) / 10_000 - density) < 0.03)
  }

  @Test("A density outside 0...1 is refused", arguments: [-0.1, 1.5])
  func invalidDensity(density: Double) throws {
    let game = try Game(rows: 2, columns: 2)
    #expect(throws: GameError.invalidDensity(density)) { try game.randomFill(density: density, seed: 1) }
  }
}
