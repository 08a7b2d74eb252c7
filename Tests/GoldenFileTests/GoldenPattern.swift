import GameOfLife
import LifeKit
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

extension GoldenPattern {
  /// Every still life, oscillator and spaceship of the pattern library, with what only the golden tests add:
  /// a wider margin for those that reach further during their period, and each spaceship's shift.
  init(_ entry: LibraryPattern) {
    let extras: [String: (margin: Int, shift: (rows: Int, columns: Int))] = [
      "pentadecathlon": (4, (0, 0)), "glider": (2, (1, 1)), "lightweight-spaceship": (3, (0, -2)),
    ]
    let extra = extras[entry.name] ?? (2, (0, 0))
    // An entry that cannot be read leaves an empty picture, which fails the first test that uses it.
    let picture = (try? entry.pattern().game().picture) ?? ""
    self.init(entry.name, period: entry.period ?? 1, shift: extra.shift, margin: extra.margin, picture)
  }

  static func library(_ kind: LibraryPattern.Kind) -> [GoldenPattern] {
    PatternLibrary.all.filter { $0.kind == kind }.map(GoldenPattern.init)
  }
}

let stillLifes = GoldenPattern.library(.stillLife)
let oscillators = GoldenPattern.library(.oscillator)
let spaceships = GoldenPattern.library(.spaceship)
