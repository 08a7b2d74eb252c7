import GameOfLife
import LifeKit

/// The player's board: a width × height grid with bounded or torus edges, held by an engine from
/// ``LifeKit/EngineKind/auto``, and the boards it has been, to notice when it repeats.
///
/// The engine moves it on, takes single-cell edits, and gives the screen the cells it shows. A new engine
/// is made only for a new board: another size, edges, rule or set of cells.
final class PlayerBoard {
  private(set) var width: Int
  private(set) var height: Int
  private(set) var topology: Topology
  private(set) var rule: LifeLikeRule
  private var engine: any LifeEngine
  /// Generations counted before the current engine was made, so a new board need not reset the count.
  private var earlierGenerations = 0
  private var repeats = RepeatDetector()

  /// - Throws: ``LifeKit/EngineError`` when no engine runs the rule on this grid.
  init(cells: [Position], width: Int, height: Int, topology: Topology, rule: LifeLikeRule) throws {
    (self.width, self.height, self.topology, self.rule) = (width, height, topology, rule)
    engine = try Self.makeEngine(cells, width: width, height: height, topology: topology, rule: rule)
    forgetEarlierBoards()
  }

  var generation: Int { earlierGenerations + engine.generation }
  var population: Int { engine.population }

  /// The live cells in a window of the board: what the screen shows.
  func liveCells(rows: Range<Int>, columns: Range<Int>) -> [Position] {
    engine.liveCells(rows: rows, columns: columns)
  }

  /// Every live cell: a copy, for changes to the whole board; the screen asks for its window only.
  var liveCells: [Position] { engine.liveCells(rows: 0..<height, columns: 0..<width) }

  /// Moves the board on one generation.
  ///
  /// - Returns: the period when the board is one it has been before (1 when it stopped changing), else `nil`.
  /// - Throws: ``LifeKit/MemoryBudgetError`` when the board outgrows its engine's memory budget.
  func step() throws -> Int? {
    try engine.step(generations: 1)
    return repeats.record(engine.fingerprint, generation: generation)
  }

  /// Puts a new board in place with a new engine; the generation count goes on unless reset.
  ///
  /// - Throws: ``LifeKit/EngineError`` when no engine runs the rule; the board is then unchanged.
  func replace(
    with cells: [Position], width: Int? = nil, height: Int? = nil, topology: Topology? = nil,
    rule: LifeLikeRule? = nil, resetGeneration: Bool = false
  ) throws {
    let (width, height) = (width ?? self.width, height ?? self.height)
    let (topology, rule) = (topology ?? self.topology, rule ?? self.rule)
    let inside = cells.filter { (0..<height).contains($0.row) && (0..<width).contains($0.column) }
    // Counted before the engine is replaced: the new engine starts again from generation 0.
    let generationNow = resetGeneration ? 0 : generation
    engine = try Self.makeEngine(inside, width: width, height: height, topology: topology, rule: rule)
    earlierGenerations = generationNow
    (self.width, self.height, self.topology, self.rule) = (width, height, topology, rule)
    forgetEarlierBoards()
  }

  /// Brings a cell to life, or kills it, in the engine that holds the board.
  func toggle(at position: Position) {
    engine.setCell(engine.isAlive(at: position) ? .dead : .alive, at: position)
    forgetEarlierBoards()
  }

  /// After an edit, the boards before it say nothing about the ones after it.
  private func forgetEarlierBoards() {
    repeats.forget()
    _ = repeats.record(engine.fingerprint, generation: generation)
  }

  private static func makeEngine(
    _ cells: [Position], width: Int, height: Int, topology: Topology, rule: LifeLikeRule
  ) throws -> any LifeEngine {
    let universe = Universe(topology, width: width, height: height)
    let pattern = Pattern(liveCells: cells, width: width, height: height, rule: rule, universe: universe)
    return try EngineKind.auto.makeEngine(for: pattern, setup: EngineSetup(universe: universe, rule: rule))
  }
}
