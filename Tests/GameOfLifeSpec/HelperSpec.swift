import GameOfLife
import GameOfLifeTestSupport
import Testing

/// The shared helpers must really fail inside Swift Testing; XCTest's side is proven in `HelperTests`.
@Suite("The test helpers fail when they should")
struct HelperSpec {
  @Test("expectPicture records an issue for a game that looks different")
  func expectPictureFails() throws {
    let game = try board(".O.\n.O.\n.O.")
    withKnownIssue { expectPicture(game, "...\nOOO\n...") }
  }

  @Test("expectNextGeneration records an issue when the next generation differs")
  func expectNextGenerationFails() {
    withKnownIssue { expectNextGeneration(of: ".O.\n.O.\n.O.", toBe: ".O.\n.O.\n.O.") }
  }

  @Test("expectCentre records an issue when a cell is expected both to live and to die")
  func expectCentreFails() {
    // Whatever the rules say, one of these two expectations is wrong.
    withKnownIssue {
      expectCentre(.alive, withLiveNeighbours: 2, toBecome: .alive)
      expectCentre(.alive, withLiveNeighbours: 2, toBecome: .dead)
    }
  }

  @Test("The neighbourhoods for n live neighbours are every choice of n of the eight", arguments: 0...8)
  func neighbourhoodsAreEveryChoice(liveNeighbours: Int) throws {
    let games = try neighbourhoods(centre: .dead, liveNeighbours: liveNeighbours)
    #expect(games.count == [1, 8, 28, 56, 70, 56, 28, 8, 1][liveNeighbours])
    #expect(games.count == arrangements(choosing: liveNeighbours))
    #expect(Set(games.map(\.picture)).count == games.count)
    #expect(games.allSatisfy { $0.population == liveNeighbours })
  }

  @Test("The side-by-side picture marks each differing cell")
  func sideBySideMarksDifferences() {
    let text = sideBySide(expected: ".O.\n.O.", actual: "...\n.OO")
    #expect(text == "expected  actual  differences\n.O.       ...     .X.\n.O.       .OO     ..X")
  }
}
