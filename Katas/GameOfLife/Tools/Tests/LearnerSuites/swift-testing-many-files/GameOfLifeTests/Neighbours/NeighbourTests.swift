import GameOfLife
import Testing

@Suite("Neighbours")
struct NeighbourTests {
  let game: Game

  init() throws {
    game = try makeGame()
  }

  @Test(
    "the eight cells around a cell are its neighbours",
    arguments: [(1, 1), (1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)])
  func aroundTheCentre(row: Int, column: Int) {
    #expect(game.areNeighbours(Position(row: 2, column: 2), Position(row: row, column: column)))
  }

  @Test("a cell is not its own neighbour")
  func notItself() {
    #expect(!game.areNeighbours(Position(row: 2, column: 2), Position(row: 2, column: 2)))
  }

  @Test("cells two apart are not neighbours", arguments: [(0, 2), (2, 0), (4, 4)])
  func twoApart(row: Int, column: Int) {
    #expect(!game.areNeighbours(Position(row: 2, column: 2), Position(row: row, column: column)))
  }

  @Test("a corner has three neighbours")
  func corner() {
    #expect(game.neighbours(of: Position(row: 0, column: 0)).count == 3)
  }

  @Test("live neighbours are counted") func counting() throws {
    let game = try makeGame(alive: [(1, 1), (1, 3), (3, 3)])
    #expect(game.liveNeighbourCount(of: Position(row: 2, column: 2)) == 3)
  }
}
