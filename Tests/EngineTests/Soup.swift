import GameOfLife
import LifeKit

/// A seeded random soup: the same seed always gives the same cells, so a failing case can be replayed.
func soup(width: Int, height: Int, density: Double = 0.4, seed: UInt64, top: Int = 0, left: Int = 0)
  -> [Position]
{
  var generator = SplitMix64(seed: seed)
  var cells: [Position] = []
  for row in 0..<height {
    for column in 0..<width where generator.nextFraction() < density {
      cells.append(Position(row: top + row, column: left + column))
    }
  }
  return cells
}

/// The engine of a kind for a pattern, or a test failure naming why it could not be made.
func engine(_ kind: EngineKind, cells: [Position], setup: EngineSetup) throws -> any LifeEngine {
  try kind.makeEngine(for: Pattern(liveCells: cells, rule: setup.rule), setup: setup)
}

/// The live cells of an engine, as a set, for comparing engines that order their cells differently.
func liveCells(of engine: any LifeEngine) -> Set<Position> {
  Set(engine.pattern().liveCells)
}

/// What differs between two sets of live cells, briefly: how many are missing and extra, and the first few; `nil` when equal.
func difference(_ actual: Set<Position>, _ expected: Set<Position>) -> String? {
  guard actual != expected else { return nil }
  let order = { (first: Position, second: Position) in (first.row, first.column) < (second.row, second.column)
  }
  let missing = expected.subtracting(actual).sorted(by: order)
  let extra = actual.subtracting(expected).sorted(by: order)
  return "\(missing.count) missing (first \(missing.prefix(3).map { "\($0)" })), "
    + "\(extra.count) extra (first \(extra.prefix(3).map { "\($0)" }))"
}
