import GameOfLife
import LifeKit
import Testing

/// The rules do not care where a pattern is, which way it faces or whether it is mirrored:
/// moving, turning or reflecting a pattern and then stepping it gives the same as stepping it first.
@Suite("Stepping commutes with translation, rotation and reflection")
struct SymmetryPropertyTests {
  /// A symmetry of the plane or of a square n × n torus, as a map on positions.
  enum Symmetry: CaseIterable, CustomTestStringConvertible {
    case translation, quarterTurn, halfTurn, mirror, transpose

    var testDescription: String { "\(self)" }

    /// Where a position goes; on a torus the result is wrapped onto its n × n grid.
    func apply(_ position: Position, size n: Int) -> Position {
      switch self {
      case .translation: Position(row: position.row + 3, column: position.column - 5)
      case .quarterTurn: Position(row: position.column, column: n - 1 - position.row)
      case .halfTurn: Position(row: n - 1 - position.row, column: n - 1 - position.column)
      case .mirror: Position(row: position.row, column: n - 1 - position.column)
      case .transpose: Position(row: position.column, column: position.row)
      }
    }
  }

  static let seeds: Range<UInt64> = 0..<12

  @Test(
    "On the plane, stepping a moved, turned or mirrored soup gives the moved, turned or mirrored result",
    arguments: Symmetry.allCases, seeds)
  func plane(symmetry: Symmetry, seed: UInt64) throws {
    let soup = try randomSoup(size: 10, seed: seed)
    let stepThenMove = try SetEngine(pattern: soup, setup: EngineSetup(universe: .plane))
    try stepThenMove.step(generations: 6)
    let moved = Pattern(liveCells: soup.liveCells.map { symmetry.apply($0, size: 10) })
    let moveThenStep = try SetEngine(pattern: moved, setup: EngineSetup(universe: .plane))
    try moveThenStep.step(generations: 6)
    #expect(
      Set(stepThenMove.pattern().liveCells.map { symmetry.apply($0, size: 10) })
        == Set(moveThenStep.pattern().liveCells), "seed \(seed)")
  }

  @Test("On a square torus, the kata Game commutes with every symmetry", arguments: Symmetry.allCases, seeds)
  func torus(symmetry: Symmetry, seed: UInt64) throws {
    let size = 9
    let game = try Game(rows: size, columns: size, topology: .torus)
    try game.randomFill(density: 0.4, seed: seed)
    let moved = try Game(rows: size, columns: size, topology: .torus)
    for cell in game.liveCells {
      try moved.setCell(.alive, at: wrapped(symmetry.apply(cell, size: size), size: size))
    }
    game.step(generations: 5)
    moved.step(generations: 5)
    #expect(
      Set(game.liveCells.map { wrapped(symmetry.apply($0, size: size), size: size) }) == Set(moved.liveCells),
      "seed \(seed)")
  }

  private func wrapped(_ position: Position, size: Int) -> Position {
    Universe.torus(width: size, height: size).place(position) ?? position
  }
}

/// A seeded random pattern in a size × size box.
func randomSoup(size: Int, density: Double = 0.4, seed: UInt64) throws -> Pattern {
  let game = try Game(rows: size, columns: size)
  try game.randomFill(density: density, seed: seed)
  return Pattern(liveCells: game.liveCells, width: size, height: size)
}
