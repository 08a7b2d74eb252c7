import GameOfLife

/// An engine for the unbounded plane that keeps only 64 × 64 tiles with life in them, and skips quiet ones.
///
/// A row of a tile is worked out again only when it, a row next to it or a cell beyond its ends differs
/// from two generations before; otherwise it comes out as it did then, and it is already there. So still
/// lifes, blinkers and empty space cost nothing. Inside a tile, 64 cells are stepped at once as in the
/// ``BitboardEngine``, with the same C kernels (``BitboardKernel``): the widest works out several rows at
/// once. Tiles appear where a change reaches an edge and go when they are dead and quiet.
public final class SparseEngine: LifeEngine {
  var arena = SparseArena()
  let rule: LifeLikeRule
  /// The kernel that works out each tile's rows.
  public let kernel: BitboardKernel
  /// How many generations have passed since the engine was made.
  public internal(set) var generation = 0
  /// The most tiles kept: the memory budget's worth.
  var tileLimit: Int
  /// The memory budget, in megabytes.
  let budgetMegabytes: Int
  /// From this many rows to work out on, a generation is shared between the cores (tests lower it).
  var rowsWorthSharing = SparseEngine.defaultRowsWorthSharing

  /// Makes an engine on the plane holding the pattern's cells.
  ///
  /// - Parameters:
  ///   - pattern: The cells to start from.
  ///   - setup: The universe and the rule.
  ///   - kernel: The kernel to step with; `nil` takes the one ``BitboardKernel/chosen(environment:)``
  ///     gives: `LIFE_KERNEL`'s, or the widest this processor runs.
  /// - Throws: ``EngineError`` for a bounded or torus grid, for a rule with B0, for a kernel this
  ///   processor cannot run, or for a budget out of range; ``MemoryBudgetError`` when the pattern alone
  ///   does not fit in the budget.
  public init(pattern: Pattern, setup: EngineSetup, kernel: BitboardKernel? = nil) throws {
    if let kernel, !kernel.isSupported {
      throw EngineError("this processor cannot run the \(kernel.rawValue) kernel")
    }
    self.kernel = try kernel ?? BitboardKernel.chosen()
    guard setup.universe == .plane else {
      throw EngineError("the sparse engine runs only on the plane, not on a bounded or torus grid")
    }
    guard !setup.rule.bornFromNothing else {
      throw EngineError("the sparse engine cannot run a rule with B0 (\(setup.rule)) on the plane")
    }
    rule = setup.rule
    budgetMegabytes = try MemoryBudget.megabytes(for: setup)
    tileLimit = budgetMegabytes << 20 / Self.bytesPerTile
    if let bitmap = pattern.liveCells.bitmap {
      bringToLife(bitmap)
    } else {
      bringToLife(pattern.liveCells)
    }
    for number in arena.numbersInUse {
      arena[number].changes = arena.liveCellsAsChanges(number)
      arena.changedTiles.append(number)
    }
    try checkBudget()
  }

  /// Memory one tile costs: its two generations of 64 rows, its record, its stamp and its entry in the
  /// table of tiles by key.
  static let bytesPerTile = SparseArena.wordsPerTile * 8 + MemoryLayout<SparseTile>.stride + 8 + 48

  /// Stops when the tiles hold more than the budget: they are all needed, so nothing can be collected.
  func checkBudget() throws {
    guard arena.count <= tileLimit else {
      throw MemoryBudgetError(
        engine: "sparse", megabytes: budgetMegabytes, generation: generation, cause: .budget)
    }
  }

  /// The number of live cells.
  public var population: Int {
    arena.numbersInUse.reduce(0) { total, number in
      (0..<64).reduce(total) { $0 + arena.row($1, of: number).nonzeroBitCount }
    }
  }

  /// Moves the pattern on by a number of generations, one at a time.
  ///
  /// - Throws: ``MemoryBudgetError`` when the tiles outgrow the budget; the engine then holds the
  ///   generation that did.
  public func step(generations: Int) throws {
    guard generations > 0 else { return }
    try stepTiles(generations: generations)
  }

  /// The live cells now, with the engine's rule, framed as ``LifeEngine/pattern()`` says.
  public func pattern() -> Pattern {
    var cells: [Position] = []
    for number in arena.numbersInUse {
      let key = arena[number].key
      for row in 0..<64 {
        var bits = arena.row(row, of: number)
        while bits != 0 {
          cells.append(Position(row: key.row * 64 + row, column: key.column * 64 + bits.trailingZeroBitCount))
          bits &= bits - 1
        }
      }
    }
    cells.sort { ($0.row, $0.column) < ($1.row, $1.column) }
    return Pattern(liveCells: cells, rule: rule).trimmed()
  }
}
