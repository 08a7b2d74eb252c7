import GameOfLife
import Testing

/// A pattern whose every phase is kept as a golden `.cells` file beside the tests.
struct GoldenPattern: CustomTestStringConvertible, Sendable {
  let name: String
  /// The first phase, as a picture; it is framed by `margin` dead cells on every side.
  let picture: String
  /// How many generations it takes to come back to its first phase: 1 for a still life.
  let period: Int
  /// How far it has moved after one period, in rows and columns: zero unless it is a spaceship.
  let shift: (rows: Int, columns: Int)
  let margin: Int

  init(
    _ name: String, period: Int = 1, shift: (rows: Int, columns: Int) = (0, 0), margin: Int = 2,
    _ picture: String
  ) {
    self.name = name
    self.picture = picture
    self.period = period
    self.shift = shift
    self.margin = margin
  }

  var testDescription: String { name }

  /// The first phase framed by its margin, on a bounded grid.
  func firstPhase() throws -> Game {
    let seed = try Game(picture: picture)
    let game = try Game(rows: seed.rows + 2 * margin, columns: seed.columns + 2 * margin)
    for position in seed.liveCells {
      try game.setCell(.alive, at: Position(row: position.row + margin, column: position.column + margin))
    }
    return game
  }

  /// The golden file's name for a phase, counted from 1: `blinker-phase-2.cells`.
  func fileName(phase: Int) -> String { "\(name)-phase-\(phase).cells" }
}

let stillLifes = [
  GoldenPattern("block", "OO\nOO"),
  GoldenPattern("beehive", ".OO.\nO..O\n.OO."),
  GoldenPattern("loaf", ".OO.\nO..O\n.O.O\n..O."),
  GoldenPattern("boat", "OO.\nO.O\n.O."),
  GoldenPattern("tub", ".O.\nO.O\n.O."),
  GoldenPattern("pond", ".OO.\nO..O\nO..O\n.OO."),
  GoldenPattern("ship", "OO.\nO.O\n.OO"),
]

let oscillators = [
  GoldenPattern("blinker", period: 2, "OOO"),
  GoldenPattern("toad", period: 2, ".OOO\nOOO."),
  GoldenPattern("beacon", period: 2, "OO..\nOO..\n..OO\n..OO"),
  GoldenPattern("clock", period: 2, "..O.\nO.O.\n.O.O\n.O.."),
  GoldenPattern(
    "pulsar", period: 3,
    """
    ..OOO...OOO..
    .............
    O....O.O....O
    O....O.O....O
    O....O.O....O
    ..OOO...OOO..
    .............
    ..OOO...OOO..
    O....O.O....O
    O....O.O....O
    O....O.O....O
    .............
    ..OOO...OOO..
    """),
  GoldenPattern("pentadecathlon", period: 15, margin: 4, "..O....O..\nOO.OOOO.OO\n..O....O.."),
]

let spaceships = [
  GoldenPattern("glider", period: 4, shift: (1, 1), ".O.\n..O\nOOO"),
  GoldenPattern("lightweight-spaceship", period: 4, shift: (0, -2), margin: 3, ".O..O\nO....\nO...O\nOOOO."),
]
