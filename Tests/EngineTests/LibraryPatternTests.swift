import GameOfLife
import LifeKit
import Testing

/// Every built-in pattern run by every engine that can run it, against the set engine and the kata `Game`.
@Suite("Every engine agrees on every built-in pattern")
struct LibraryPatternTests {
  static let names = PatternLibrary.all.map(\.name)

  /// Enough generations to see a whole period twice, but few enough for a debug build.
  static func generations(for entry: LibraryPattern) -> Int {
    min(120, 2 * (entry.period ?? 40))
  }

  @Test("On the plane, the sparse engine and HashLife agree with the set engine", arguments: names)
  func planeEnginesAgree(name: String) throws {
    let entry = try #require(PatternLibrary.named(name))
    let pattern = entry.pattern()
    let setup = EngineSetup(universe: .plane, rule: pattern.rule)
    let reference = try EngineKind.set.makeEngine(for: pattern, setup: setup)
    let engines = try [EngineKind.sparse, .hashlife].map { try $0.makeEngine(for: pattern, setup: setup) }
    for _ in 0..<Self.generations(for: entry) {
      try reference.step(generations: 1)
      for engine in engines {
        try engine.step(generations: 1)
        #expect(
          difference(liveCells(of: engine), liveCells(of: reference)) == nil,
          "\(name) by \(type(of: engine)), generation \(reference.generation)")
      }
    }
  }

  @Test(
    "On bounded grids and tori, the bitboard engine agrees with the kata Game", arguments: names,
    Topology.allCases)
  func bitboardAgreesWithGame(name: String, topology: Topology) throws {
    let entry = try #require(PatternLibrary.named(name))
    let pattern = entry.pattern()
    let (width, height) = (pattern.width + 14, pattern.height + 11)
    let universe = Universe(topology, width: width, height: height)
    let placed = pattern.centred(inWidth: width, height: height)
    let setup = EngineSetup(universe: universe, rule: pattern.rule)
    let game = try EngineKind.game.makeEngine(for: placed, setup: setup)
    let bitboard = try EngineKind.bitboard.makeEngine(for: placed, setup: setup)
    for _ in 0..<Self.generations(for: entry) / 2 {
      try game.step(generations: 2)
      try bitboard.step(generations: 2)
      #expect(bitboard.pattern() == game.pattern(), "\(name) on a \(topology), generation \(game.generation)")
    }
  }
}
