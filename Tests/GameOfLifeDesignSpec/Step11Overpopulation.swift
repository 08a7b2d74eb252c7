import GameOfLifeTestSupport
import Testing

// Step 11, asked of any design: a live cell with more than three live neighbours dies, and with all
// four rules the patterns of the Life community behave as they should.

extension OverpopulationSpec {
  @Test("A live cell with four live neighbours dies")
  func fourNeighbours() throws {
    try expectCentre(
      of: """
        O.O
        .O.
        O.O
        """, toBeAlive: false)
  }

  @Test("A live cell with eight live neighbours dies")
  func eightNeighbours() throws {
    try expectCentre(
      of: """
        OOO
        OOO
        OOO
        """, toBeAlive: false)
  }
}

extension NeighbourCountSpec {
  @Test(
    "A live cell with this many live neighbours, in any arrangement, becomes",
    arguments: zip(0...8, [false, false, true, true, false, false, false, false, false]))
  func liveCell(liveNeighbours: Int, becomesAlive: Bool) throws {
    try expectEveryArrangement(
      aliveCentre: true, liveNeighbours: liveNeighbours, becomesAlive: becomesAlive)
  }
}

extension GenerationSpec {
  @Test("A glider moves one cell down and right every four generations")
  func gliderMoves() throws {
    // Framed by dead cells, so that the same happens on a bounded board and on a torus.
    try expectGenerations(
      4, of: ".......\n..O....\n...O...\n.OOO...\n.......\n.......",
      toBe: ".......\n.......\n...O...\n....O..\n..OOO..\n.......", torus: eitherEdges)
  }
}

extension TorusSpec {
  @Test(
    "A glider crossing a torus comes back where it started after four generations per cell of width",
    .onATorus)
  func gliderWrapsRound() throws {
    let start = ".O....\n..O...\nOOO...\n......\n......\n......"
    try expectGenerations(4 * 6, of: start, toBe: start, torus: true)
  }
}

extension PatternSpec {
  @Test(
    "A still life stays as it is",
    arguments: [
      ("block", "....\n.OO.\n.OO.\n...."),
      ("beehive", "......\n..OO..\n.O..O.\n..OO..\n......"),
      ("loaf", "......\n..OO..\n.O..O.\n..O.O.\n...O..\n......"),
      ("boat", ".....\n.OO..\n.O.O.\n..O..\n....."),
      ("tub", ".....\n..O..\n.O.O.\n..O..\n....."),
    ])
  func stillLife(name: String, picture: String) throws {
    try expectGenerations(of: picture, toBe: picture, torus: eitherEdges)
  }

  @Test(
    "An oscillator comes back after its period, and not before",
    arguments: [
      ("blinker", 2, ".....\n..O..\n..O..\n..O..\n....."),
      ("toad", 2, "......\n......\n..OOO.\n.OOO..\n......\n......"),
      ("beacon", 2, "......\n.OO...\n.OO...\n...OO.\n...OO.\n......"),
      ("pulsar", 3, pulsar),
    ])
  func oscillator(name: String, period: Int, picture: String) throws {
    var game = try designBoard(picture, torus: eitherEdges)
    for generation in 1...period {
      game = stepped(game)
      let back = game.picture.split(separator: "\n") == picture.split(separator: "\n")
      #expect(back == (generation == period), "\(name) after \(generation) generations:\n\(game.picture)")
    }
  }
}

/// The pulsar, period 3, in a 17 × 17 board: the largest common oscillator of the first searches.
private let pulsar = """
  .................
  .................
  ....OOO...OOO....
  .................
  ..O....O.O....O..
  ..O....O.O....O..
  ..O....O.O....O..
  ....OOO...OOO....
  .................
  ....OOO...OOO....
  ..O....O.O....O..
  ..O....O.O....O..
  ..O....O.O....O..
  .................
  ....OOO...OOO....
  .................
  .................
  """
