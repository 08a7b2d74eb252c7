import GameOfLife
import LifeKit
import Testing

@testable import LifeKit

@Suite("HashLife steps far, in powers of two, and within its memory")
struct HashLifeTests {
  static func gun() throws -> Pattern {
    try #require(PatternLibrary.named("gosper-glider-gun")).pattern()
  }

  @Test("A step of 2^k generations equals stepping 2^k generations one by one", arguments: 0...7)
  func powerOfTwoStep(log: Int) throws {
    let setup = EngineSetup(universe: .plane)
    let hashLife = try HashLifeEngine(pattern: try Self.gun(), setup: setup)
    let reference = try SetEngine(pattern: try Self.gun(), setup: setup)
    try hashLife.step(powerOfTwo: log)
    try reference.step(generations: 1 << log)
    #expect(hashLife.generation == 1 << log)
    #expect(difference(liveCells(of: hashLife), liveCells(of: reference)) == nil)
  }

  @Test("Populations beyond 2^32 are exact: the gun adds one glider of five cells every 30 generations")
  func populationBeyondThirtyTwoBits() throws {
    let setup = EngineSetup(universe: .plane)
    let near = try SetEngine(pattern: try Self.gun(), setup: setup)
    try near.step(generations: 300)
    let far = try HashLifeEngine(pattern: try Self.gun(), setup: setup)
    let generations = 30 << 39
    try far.step(generations: generations)
    #expect(far.generation == generations)
    let expected = near.population + 5 * (generations - 300) / 30
    #expect(expected > 1 << 32)
    #expect(far.population == expected)
  }

  @Test(
    "Held to six hundred nodes it collects garbage, and still agrees with the set engine",
    arguments: [128, 150])
  func collectsGarbageWithinTheLimit(generations: Int) throws {
    let cells = soup(width: 32, height: 32, density: 0.4, seed: 11)
    var setup = EngineSetup(universe: .plane)
    setup.memoryMegabytes = 1
    let limited = try HashLifeEngine(pattern: Pattern(liveCells: cells), setup: setup)
    limited.nodeLimit = 600
    let reference = try SetEngine(pattern: Pattern(liveCells: cells), setup: setup)
    try limited.step(generations: generations)
    try reference.step(generations: generations)
    #expect(limited.garbageCollections > 0)
    #expect(limited.nodeCount <= limited.nodeLimit + HashLifeEngine.slack)
    #expect(difference(liveCells(of: limited), liveCells(of: reference)) == nil)
  }

  @Test("A memory limit below one megabyte is refused")
  func refusesTinyMemoryLimit() {
    var setup = EngineSetup(universe: .plane)
    setup.memoryMegabytes = 0
    #expect(throws: EngineError.self) { try HashLifeEngine(pattern: Pattern(liveCells: []), setup: setup) }
  }
}

@Suite("Auto chooses an engine by universe, rule and generations")
struct AutoEngineTests {
  @Test("Grids get the bitboard engine, whatever the rule")
  func gridsGetBitboard() throws {
    #expect(EngineKind.auto.resolved(for: EngineSetup(universe: .torus(width: 9, height: 9))) == .bitboard)
    let birthFromNothing = try LifeLikeRule("B0/S8")
    #expect(
      EngineKind.auto.resolved(
        for: EngineSetup(universe: .bounded(width: 9, height: 9), rule: birthFromNothing)) == .bitboard)
  }

  @Test("The plane gets the sparse engine for a few generations and HashLife for many")
  func planeByGenerations() {
    let plane = EngineSetup(universe: .plane)
    #expect(EngineKind.auto.resolved(for: plane, generations: 100) == .sparse)
    #expect(EngineKind.auto.resolved(for: plane, generations: 1 << 20) == .hashlife)
    #expect(EngineKind.hashlife.resolved(for: plane, generations: 1) == .hashlife)
  }
}

@Suite("HashLife counts past Int.max without trapping")
struct HashLifePopulationLimitTests {
  @Test("Four counts add up, and stop at Int.max instead of trapping")
  func saturatingSum() {
    #expect(HashLifeEngine.sum(1, 2, 3, 4) == 10)
    #expect(HashLifeEngine.sum(.max / 2, .max / 2, 1, 0) == .max)
    #expect(HashLifeEngine.sum(.max, 1, 0, 0) == .max)
    #expect(HashLifeEngine.sum(0, 0, .max / 2 + 1, .max / 2 + 1) == .max)
  }
}
