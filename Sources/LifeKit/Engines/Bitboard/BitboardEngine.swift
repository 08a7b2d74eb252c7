import GameOfLife

/// A fast engine for bounded and torus grids: 64 cells to a machine word, counted with bit-sliced adders.
///
/// Each row is stored as words of 64 cells (bit `i` of word `j` is column 64 × `j` + `i`). A generation
/// adds up each 3 × 3 block for 64 cells at once with logic instructions, then applies the rule to the
/// bits of the sums; a C kernel does it, with the widest vectors the processor has (``BitboardKernel``).
/// Large grids are split into one band of rows per core, each stepped many generations alone between
/// meetings of the cores. Any Life-like rule runs, B0 included: the grid is finite, so cells born from
/// nothing stay inside it.
public final class BitboardEngine: LifeEngine {
  /// The grid and its edges.
  let universe: Universe
  let width: Int
  let height: Int
  /// Whether the edges wrap round (a torus): what the kernels ask.
  let wraps: Bool
  let wordsPerRow: Int
  let rule: LifeLikeRule
  /// The code that steps the words: the widest this processor runs, unless `LIFE_KERNEL` or a test chose.
  public let kernel: BitboardKernel
  /// The current generation, `height` × `wordsPerRow` words; the bits past the last column stay zero.
  var cells: UnsafeMutablePointer<UInt64>
  /// Where the next generation is written before the two are swapped.
  var nextCells: UnsafeMutablePointer<UInt64>
  /// How many generations have passed since the engine was made.
  public private(set) var generation = 0
  /// From this many cells on, the work is shared between the cores (tests lower it to check the sharing).
  var cellsWorthSharing = BitboardEngine.coreCount > 1 ? BitboardEngine.defaultCellsWorthSharing : .max

  /// Makes an engine on the setup's grid holding the pattern's cells (row 0, column 0 at the top left).
  ///
  /// Cells off a bounded grid are dropped; on a torus they wrap round.
  ///
  /// - Parameters:
  ///   - pattern: The cells to start from.
  ///   - setup: The universe and the rule.
  ///   - kernel: The kernel to step with; `nil` takes the one ``BitboardKernel/chosen(environment:)``
  ///     gives: `LIFE_KERNEL`'s, or the widest this processor runs.
  /// - Throws: ``EngineError`` for the plane, for a grid too large to hold, or for a kernel this processor
  ///   cannot run.
  public init(pattern: Pattern, setup: EngineSetup, kernel: BitboardKernel? = nil) throws {
    if let kernel, !kernel.isSupported {
      throw EngineError("this processor cannot run the \(kernel.rawValue) kernel")
    }
    self.kernel = try kernel ?? BitboardKernel.chosen()
    guard let grid = setup.universe.grid else {
      throw EngineError("the bitboard engine needs a bounded or torus grid, not the plane")
    }
    universe = setup.universe
    (width, height, wraps) = (grid.width, grid.height, setup.universe.topology == .torus)
    guard width > 0, height > 0 else {
      throw EngineError("the grid must be at least 1 × 1, not \(width) × \(height)")
    }
    wordsPerRow = (width + 63) / 64
    let (words, overflow) = wordsPerRow.multipliedReportingOverflow(by: height)
    guard !overflow, words <= Self.maximumWords else {
      throw EngineError("a \(width) × \(height) grid is too large for the bitboard engine")
    }
    rule = setup.rule
    cells = Self.allocateGrid(words: words)
    nextCells = Self.allocateGrid(words: words)
    if let bitmap = pattern.liveCells.bitmap, fits(bitmap) {
      place(bitmap)
      return
    }
    for cell in pattern.liveCells {
      // Most cells are on the grid already: only the others need wrapping or dropping.
      let isOnGrid = cell.row >= 0 && cell.row < height && cell.column >= 0 && cell.column < width
      guard let placed = isOnGrid ? cell : universe.place(cell) else { continue }
      cells[placed.row * wordsPerRow + placed.column >> 6] |= 1 << UInt64(placed.column & 63)
    }
  }

  deinit {
    Self.deallocateGrid(cells)
    Self.deallocateGrid(nextCells)
  }

  /// Zeroed words for a grid, starting on a cache line, with a spare line before and after it.
  ///
  /// The kernels load whole vectors of words next to a row's ends, including the words before the first
  /// row and after the last; they ignore what they read there, but it must be memory the grid owns. A vector
  /// that starts on a cache line is loaded and stored in one piece: on a grid starting one word off a line,
  /// a 2048 × 2048 torus stepped about 9 % slower.
  static func allocateGrid(words: Int) -> UnsafeMutablePointer<UInt64> {
    let storage = UnsafeMutableRawPointer.allocate(
      byteCount: (words + 2 * wordsPerLine) * MemoryLayout<UInt64>.stride, alignment: lineBytes)
    let grid = storage.initializeMemory(as: UInt64.self, repeating: 0, count: words + 2 * wordsPerLine)
    return grid + wordsPerLine
  }

  static func deallocateGrid(_ grid: UnsafeMutablePointer<UInt64>) {
    UnsafeMutableRawPointer(grid - wordsPerLine).deallocate()
  }

  /// A cache line: 64 bytes on x86-64 and on most arm64 processors, and the widest vector the kernels use.
  static let lineBytes = 64
  static let wordsPerLine = lineBytes / MemoryLayout<UInt64>.stride

  /// The most words one grid may hold: 2^32 words is 2^38 cells and 32 GiB, far past any machine's memory.
  static let maximumWords = 1 << 32

  /// The number of live cells.
  public var population: Int {
    var count = 0
    for index in 0..<height * wordsPerRow { count += cells[index].nonzeroBitCount }
    return count
  }

  /// Moves the pattern on by a number of generations (zero or more).
  public func step(generations: Int) {
    guard generations > 0 else { return }
    stepBands(generations: generations)
    generation += generations
  }

  /// The live cells now, with the engine's rule, framed as ``LifeEngine/pattern()`` says.
  public func pattern() -> Pattern {
    var live: [Position] = []
    for row in 0..<height {
      for word in 0..<wordsPerRow {
        var bits = cells[row * wordsPerRow + word]
        while bits != 0 {
          live.append(Position(row: row, column: word * 64 + bits.trailingZeroBitCount))
          bits &= bits - 1
        }
      }
    }
    return Pattern(liveCells: live, width: width, height: height, rule: rule, universe: universe)
  }
}
