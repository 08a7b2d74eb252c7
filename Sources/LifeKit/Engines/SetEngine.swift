import GameOfLife

/// A plain engine for any universe and any Life-like rule without B0: the set of live cells, and nothing else.
///
/// Each generation it counts, for every live cell and every neighbour of one, how many live neighbours it
/// has, then applies the rule. Simple and correct; the faster engines are checked against it.
public final class SetEngine: LifeEngine {
  var live: Set<Position>
  private let rule: LifeLikeRule
  let universe: Universe
  /// How many generations have passed since the engine was made.
  public private(set) var generation = 0
  /// The most live cells stepped: the memory budget's worth.
  var cellLimit: Int
  private let budgetMegabytes: Int

  /// Makes an engine whose live cells are the pattern's cells that lie in the universe (grids start at row 0, column 0).
  ///
  /// - Throws: ``EngineError`` for a rule with B0, under which cells far from any live cell are born too, or
  ///   for a budget out of range.
  public init(pattern: Pattern, setup: EngineSetup) throws {
    guard !setup.rule.bornFromNothing else {
      throw EngineError("the set engine cannot run a rule with B0 (\(setup.rule))")
    }
    self.rule = setup.rule
    budgetMegabytes = try MemoryBudget.megabytes(for: setup)
    cellLimit = budgetMegabytes << 20 / Self.bytesPerCell
    self.universe = setup.universe
    self.live = []
    self.live = Set(pattern.liveCells.compactMap(universe.place))
  }

  /// The number of live cells.
  public var population: Int { live.count }

  /// Memory a generation takes for each live cell: the old and the new set, and the counts of up to nine
  /// cells around it, each entry in tables kept at most three quarters full.
  static let bytesPerCell = 320

  /// Moves the pattern on by a number of generations, one at a time.
  ///
  /// - Throws: ``MemoryBudgetError`` when a generation would take more than the budget; the engine then
  ///   holds the last generation it finished.
  public func step(generations: Int) throws {
    for _ in 0..<max(0, generations) {
      guard live.count <= cellLimit else {
        throw MemoryBudgetError(
          engine: "set", megabytes: budgetMegabytes, generation: generation, cause: .budget)
      }
      stepOnce()
    }
  }

  private func stepOnce() {
    var counts: [Position: Int] = [:]
    for cell in live {
      for rowOffset in -1...1 {
        for columnOffset in -1...1 where rowOffset != 0 || columnOffset != 0 {
          if let neighbour = universe.place(
            Position(row: cell.row + rowOffset, column: cell.column + columnOffset))
          {
            counts[neighbour, default: 0] += 1
          }
        }
      }
    }
    live = Set(
      counts.compactMap { position, count in
        rule.isAliveNext(isAlive: live.contains(position), liveNeighbours: count) ? position : nil
      })
    generation += 1
  }

  /// The live cells now, with the engine's rule, framed as ``LifeEngine/pattern()`` says.
  public func pattern() -> Pattern {
    let cells = live.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    switch universe {
    case .plane:
      return Pattern(liveCells: cells, rule: rule).trimmed()
    case .bounded(let width, let height), .torus(let width, let height):
      return Pattern(liveCells: cells, width: width, height: height, rule: rule, universe: universe)
    }
  }
}
