import Testing
@testable import GameOfLife

struct LifeTests {
  let blinker = Life(alive: [Point(x: 0, y: 1), Point(x: 1, y: 1), Point(x: 2, y: 1)])

  @Test func anEmptyWorldStaysEmpty() {
    #expect(Life(alive: []).next().alive.isEmpty)
  }

  @Test func aLonelyCellDies() {
    #expect(Life(alive: [Point(x: 0, y: 0)]).next().alive.isEmpty)
  }

  @Test func theMiddleOfABlinkerHasTwoNeighbours() {
    #expect(blinker.liveNeighbours(of: Point(x: 1, y: 1)) == 2)
  }

  @Test func aBlinkerTurns() {
    #expect(blinker.next().alive == [Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 1, y: 2)])
  }

  @Test func aBlockStays() {
    let block = Life(alive: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1)])
    #expect(block.next().alive == block.alive)
  }
}
