import GameOfLife
import Testing

@testable import LifeKit

/// The slow reference engines refuse work they would take hours over, and say which engine to choose.
@Suite("Engine limits")
struct EngineLimitTests {
  let glider = Pattern(liveCells: [
    Position(row: 0, column: 1), Position(row: 1, column: 2), Position(row: 2, column: 0),
    Position(row: 2, column: 1), Position(row: 2, column: 2),
  ])

  @Test(
    "The kata Game takes up to its cell and cell-update limits, and refuses past them",
    arguments: [
      (2048, 2048, 256, true), (2049, 2048, 1, false), (64, 64, 262_144, true), (64, 64, 262_145, false),
      (8, 8, Int.max, false),
    ])
  func game(width: Int, height: Int, generations: Int, allowed: Bool) {
    let setup = EngineSetup(universe: .torus(width: width, height: height))
    do {
      try EngineKind.game.checkLimits(setup: setup, generations: generations)
      #expect(allowed, "\(width) × \(height) × \(generations) should be refused")
    } catch {
      #expect(!allowed, "\(width) × \(height) × \(generations) should be allowed, not refused: \(error)")
      #expect("\(error)".hasSuffix("choose --engine auto"))
    }
  }

  @Test("The set engine refuses more than its generations; auto and the fast engines are not limited")
  func setAndOthers() throws {
    let plane = EngineSetup(universe: .plane)
    #expect(throws: EngineError.self) {
      try EngineKind.set.makeEngine(
        for: glider, setup: plane, generations: EngineKind.maximumSetGenerations + 1)
    }
    _ = try EngineKind.set.makeEngine(
      for: glider, setup: plane, generations: EngineKind.maximumSetGenerations)
    for kind in [EngineKind.auto, .hashlife, .sparse] {
      _ = try kind.makeEngine(for: glider, setup: plane, generations: Int.max)
    }
    _ = try EngineKind.auto.makeEngine(
      for: glider, setup: EngineSetup(universe: .torus(width: 4096, height: 4096)), generations: 1_000_000_000
    )
  }
}
