import GameOfLife
import Testing

@Suite("The four rules")
final class RuleTests {
  var game: Game!

  init() throws {
    game = try makeGame()
  }

  deinit {
    game = nil
  }

  @Test func reproduction() throws {
    let game = try makeGame(alive: [(1, 1), (1, 2), (1, 3)]).afterOneGeneration()
    #expect(game.alive(2, 2))
  }

  @Test("Überbevölkerung: vier Nachbarn sind zu viele")
  func überbevölkerung() throws {
    let game = try makeGame(alive: [(2, 2), (1, 1), (1, 3), (3, 1), (3, 3)]).afterOneGeneration()
    #expect(!game.alive(2, 2))
  }

  @Test func underpopulation() async throws {
    let game = try makeGame(alive: [(2, 2), (2, 3)])
    game.step()
    #expect(game.population == 0)
  }

  @Test("survival with two or three", arguments: [2, 3])
  func survival(neighbours: Int) throws {
    let around = [(1, 1), (1, 2), (1, 3)].prefix(neighbours)
    let game = try makeGame(alive: [(2, 2)] + around).afterOneGeneration()
    let centre = try #require(game.cell(at: Position(row: 2, column: 2)))
    #expect(centre.isAlive)
  }

  @Test func aBlinkerBlinks() async throws {
    try game.setCell(.alive, at: Position(row: 2, column: 1))
    try game.setCell(.alive, at: Position(row: 2, column: 2))
    try game.setCell(.alive, at: Position(row: 2, column: 3))
    game.step(generations: 2)
    #expect(game.liveCells == [Position(row: 2, column: 1), Position(row: 2, column: 2), Position(row: 2, column: 3)])
    #expect(game.generation == 2)
  }
}
