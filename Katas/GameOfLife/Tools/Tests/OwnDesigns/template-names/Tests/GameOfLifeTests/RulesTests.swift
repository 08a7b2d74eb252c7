import Testing

@testable import GameOfLife

@Suite struct RulesTests {
  @Test func aBlinkerTurns() {
    let game = Game(width: 3, height: 3, alive: [(x: 0, y: 1), (x: 1, y: 1), (x: 2, y: 1)])
    game.tick()
    #expect(game.isAlive(at: (x: 1, y: 0)))
    #expect(game.isAlive(at: (x: 1, y: 2)))
    #expect(!game.isAlive(at: (x: 0, y: 1)))
  }

  @Test func aBlockStays() {
    let block: [Position] = [(x: 0, y: 0), (x: 1, y: 0), (x: 0, y: 1), (x: 1, y: 1)]
    let game = Game(width: 4, height: 4, alive: block)
    game.tick()
    for position in block { #expect(game.isAlive(at: position)) }
    #expect(game.grid.joined().filter { $0.state == .alive }.count == 4)
  }
}
