import GameOfLife
import LifeKit
import Testing

@testable import LifeKit

/// Each engine that grows with its pattern, held to a budget the pattern outgrows: it stops with an error
/// naming the budget, at a generation it finished, rather than take more memory or crash.
@Suite("Engines that grow with their pattern keep within their memory budget")
struct MemoryBudgetTests {
  static func gun() throws -> Pattern {
    try #require(PatternLibrary.named("gosper-glider-gun")).pattern()
  }

  /// The engine's cells equal the set engine's at the generation it stopped at.
  func expectCellsOfItsGeneration(_ engine: any LifeEngine, start: Pattern) throws {
    let reference = try SetEngine(pattern: start, setup: EngineSetup(universe: .plane))
    try reference.step(generations: engine.generation)
    #expect(difference(liveCells(of: engine), liveCells(of: reference)) == nil)
  }

  @Test("HashLife collects garbage and halves its steps, then stops when one generation does not fit")
  func hashLifeStops() throws {
    let start = Pattern(liveCells: soup(width: 64, height: 64, density: 0.5, seed: 22))
    let engine = try HashLifeEngine(pattern: start, setup: EngineSetup(universe: .plane))
    engine.nodeLimit = engine.nodeCount + 300
    let error = try #require(throws: MemoryBudgetError.self) { try engine.step(generations: 1024) }
    #expect(error.cause == .budget)
    #expect(engine.garbageCollections > 0)
    #expect(engine.nodeCount <= engine.nodeLimit + HashLifeEngine.slack)
    #expect(engine.generation < 1024)
    try expectCellsOfItsGeneration(engine, start: start)
  }

  @Test("The sparse engine stops when its tiles outgrow the budget")
  func sparseStops() throws {
    let engine = try SparseEngine(pattern: try Self.gun(), setup: EngineSetup(universe: .plane))
    engine.tileLimit = 4
    let error = try #require(throws: MemoryBudgetError.self) { try engine.step(generations: 1000) }
    #expect(error.engine == "sparse")
    #expect(error.generation == engine.generation)
    #expect(engine.generation > 0 && engine.generation < 1000)
    try expectCellsOfItsGeneration(engine, start: try Self.gun())
  }

  @Test("The set engine stops before a generation of more cells than the budget holds")
  func setStops() throws {
    let engine = try SetEngine(pattern: try Self.gun(), setup: EngineSetup(universe: .plane))
    engine.cellLimit = 60
    let error = try #require(throws: MemoryBudgetError.self) { try engine.step(generations: 1000) }
    #expect(error.engine == "set")
    #expect(engine.population > 60)
    #expect(engine.generation > 0 && engine.generation < 1000)
    try expectCellsOfItsGeneration(engine, start: try Self.gun())
  }

  @Test("A pattern larger than the whole budget is refused when the engine is made")
  func refusesPatternLargerThanBudget() throws {
    var setup = EngineSetup(universe: .plane)
    setup.memoryMegabytes = 1
    let start = Pattern(liveCells: soup(width: 2048, height: 2048, density: 0.5, seed: 22))
    #expect(throws: MemoryBudgetError.self) { try HashLifeEngine(pattern: start, setup: setup) }
    #expect(throws: MemoryBudgetError.self) { try SparseEngine(pattern: start, setup: setup) }
  }

  @Test("The error names the engine, the budget, the generation and the option that changes it")
  func message() {
    let budget = MemoryBudgetError(engine: "hashlife", megabytes: 64, generation: 1536, cause: .budget)
    #expect(
      budget.description
        == "the hashlife engine needs more than 64 MB for this pattern after generation 1536:"
        + " give it a larger budget with --memory MB")
    let refused = MemoryBudgetError(
      engine: "hashlife", megabytes: 483, generation: 0, cause: .refused(budgetMegabytes: 2048))
    #expect(
      refused.description
        == "the hashlife engine needs more than 483 MB for this pattern after generation 0, more than the"
        + " system gives it: set a budget it can give with --memory MB (it was 2048 MB)")
  }
}
