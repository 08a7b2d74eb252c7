/// Where the sparse engine keeps its tiles: all their rows in one array, each tile found by its number.
///
/// Tiles point at each other by number, not by reference, so there are no cycles to break and no counting
/// of references while stepping. Tile number 0, ``none``, is never used: it stands for every tile that is
/// not there, and its rows stay dead, so a tile at the edge of the living part reads its missing neighbours
/// like any other. The rows are touched with pointers only inside ``withStepAccess(_:)``, for one step.
struct SparseArena {
  /// The number that means "no tile here".
  static let none: Int32 = 0
  /// Each tile's two generations of 64 rows: the current one and the one before it.
  static let wordsPerTile = 128

  /// Every tile ever made, by number; the numbers in ``freeNumbers`` are not in use.
  private(set) var tiles: ContiguousArray<SparseTile> = [SparseTile(key: .init(row: 0, column: 0))]
  /// Tile `n`'s rows are `rows[n * 128 ..< n * 128 + 128]`: one generation in each half.
  private(set) var rows = ContiguousArray<UInt64>(repeating: 0, count: wordsPerTile)
  /// The last step each tile was listed for working out, by number, so it is listed once.
  ///
  /// Kept apart from the tiles: listing looks at every changed tile's neighbours, and small stamps side by
  /// side stay in the fastest cache.
  var listedAt: ContiguousArray<Int> = [-1]
  /// The number of each tile in use, by its key.
  private(set) var numbers: [SparseTile.Key: Int32] = [:]
  /// Numbers of removed tiles, whose rows are all dead, to use again before the arrays grow.
  private(set) var freeNumbers: [Int32] = []
  /// Which half of every tile's rows holds the current generation (0 or 64); all tiles swap at once.
  private(set) var currentHalf = 0
  /// The tiles whose last generation differs from the one two before (every tile with life, at first).
  var changedTiles: [Int32] = []
  /// How many generations have been worked out: the stamp that lists each tile once per generation.
  var generationsWorkedOut = 0
  /// The rows of each tile that ``setCell(_:row:column:in:)`` changed since the last step, bit `r` for row `r`.
  var editedRows: [Int32: UInt64] = [:]

  /// The number of the tile with this key, if it is there.
  subscript(key: SparseTile.Key) -> Int32? { numbers[key] }

  /// The tile with this number.
  subscript(number: Int32) -> SparseTile {
    get { tiles[Int(number)] }
    set { tiles[Int(number)] = newValue }
  }

  /// How many tiles are in use.
  var count: Int { numbers.count }

  /// The numbers of the tiles in use, in no order.
  var numbersInUse: Dictionary<SparseTile.Key, Int32>.Values { numbers.values }

  /// A row of a tile's current generation.
  func row(_ row: Int, of number: Int32) -> UInt64 {
    rows[Int(number) * Self.wordsPerTile + currentHalf + row]
  }

  /// Brings a cell of a tile's current generation to life: `row` and `column` within the tile, 0 to 63.
  mutating func bringToLife(row: Int, column: Int, in number: Int32) {
    rows[Int(number) * Self.wordsPerTile + currentHalf + row] |= 1 << UInt64(column)
  }

  /// Brings the cells of a row of a tile's current generation to life where `cells` has a bit set.
  mutating func bringToLife(_ cells: UInt64, row: Int, in number: Int32) {
    rows[Int(number) * Self.wordsPerTile + currentHalf + row] |= cells
  }

  /// Sets a cell of a tile's current generation, and notes the change.
  ///
  /// The change goes in the tile's ``SparseTile/changes``, so the next step works out the rows around it:
  /// rows that did not change are taken as they were two generations before, and an edit makes that
  /// untrue. The edited row is noted too, for the step after (see ``countAsChanged(_:)``).
  mutating func setCell(_ alive: Bool, row: Int, column: Int, in number: Int32) {
    let index = Int(number) * Self.wordsPerTile + currentHalf + row
    let cell: UInt64 = 1 << UInt64(column)
    guard (rows[index] & cell != 0) != alive else { return }
    rows[index] ^= cell
    if tiles[Int(number)].changes.isEmpty { changedTiles.append(number) }
    let rowBit: UInt64 = 1 << UInt64(row)
    tiles[Int(number)].changes.rows |= rowBit
    if column == 0 { tiles[Int(number)].changes.westColumn |= rowBit }
    if column == 63 { tiles[Int(number)].changes.eastColumn |= rowBit }
    editedRows[number, default: 0] |= rowBit
  }

  /// Whether every cell of a tile is dead, in the current generation and in the one before.
  func isDead(_ number: Int32) -> Bool {
    let start = Int(number) * Self.wordsPerTile
    return rows[start..<start + Self.wordsPerTile].allSatisfy { $0 == 0 }
  }

  /// The number of the tile with this key, made and linked to its neighbours if it is not there.
  @discardableResult
  mutating func tile(at key: SparseTile.Key) -> Int32 {
    if let existing = numbers[key] { return existing }
    let number: Int32
    if let reused = freeNumbers.popLast() {
      number = reused
      tiles[Int(number)] = SparseTile(key: key)
    } else {
      number = Int32(tiles.count)
      tiles.append(SparseTile(key: key))
      listedAt.append(-1)
      rows.append(contentsOf: repeatElement(0, count: Self.wordsPerTile))
    }
    for direction in 0..<8 {
      guard let neighbour = numbers[key.moved(towards: direction)] else { continue }
      tiles[Int(number)].neighbours[direction] = neighbour
      tiles[Int(neighbour)].neighbours[SparseTile.opposite(direction)] = number
    }
    numbers[key] = number
    return number
  }

  /// Makes room for this many tiles at once, so the arrays do not grow (and copy) while they are made.
  mutating func reserveCapacity(tiles count: Int) {
    tiles.reserveCapacity(count + 1)
    rows.reserveCapacity((count + 1) * Self.wordsPerTile)
    listedAt.reserveCapacity(count + 1)
    numbers.reserveCapacity(count)
  }

  /// Removes a dead tile, unlinks it from its neighbours and keeps its number for later.
  mutating func remove(_ number: Int32) {
    precondition(isDead(number), "only a tile with no live cells may be removed: its rows are reused")
    let tile = tiles[Int(number)]
    for direction in 0..<8 where tile.neighbours[direction] != Self.none {
      tiles[Int(tile.neighbours[direction])].neighbours[SparseTile.opposite(direction)] = Self.none
    }
    tiles[Int(number)].neighbours = SIMD8(repeating: Self.none)
    tiles[Int(number)].changes = .init()
    numbers[tile.key] = nil
    freeNumbers.append(number)
  }

  /// Makes the worked-out generation the current one, for every tile at once.
  mutating func swapGenerations() {
    currentHalf = 64 - currentHalf
  }

  /// Runs `body` with direct access to the tiles and their rows, for the length of one step.
  ///
  /// The pointers must not escape `body`: the arrays may move as soon as a tile is added.
  mutating func withStepAccess<Result>(_ body: (StepAccess) throws -> Result) rethrows -> Result {
    let half = currentHalf
    return try tiles.withUnsafeMutableBufferPointer { tiles in
      try rows.withUnsafeMutableBufferPointer { rows in
        try listedAt.withUnsafeMutableBufferPointer { listedAt in
          try body(StepAccess(tiles: tiles, rows: rows, listedAt: listedAt, currentHalf: half))
        }
      }
    }
  }

  /// The tiles and rows for one step, shared between the cores.
  ///
  /// `@unchecked Sendable` because the cores share it safely only by keeping one rule: a tile's next
  /// generation and its ``SparseTile/changes`` are written by the one core working that tile out, and
  /// what the others read (current rows and neighbour numbers) is not written during the step.
  struct StepAccess: @unchecked Sendable {
    let tiles: UnsafeMutableBufferPointer<SparseTile>
    let rows: UnsafeMutableBufferPointer<UInt64>
    let listedAt: UnsafeMutableBufferPointer<Int>
    let currentHalf: Int

    /// The first of a tile's 64 current rows.
    @inline(__always)
    func current(_ number: Int32) -> UnsafeMutablePointer<UInt64> {
      assert(number >= 0 && Int(number) < tiles.count, "tile \(number) is not in the arena")
      return rows.baseAddress.unsafelyUnwrapped + (Int(number) &* SparseArena.wordsPerTile &+ currentHalf)
    }

    /// The first of a tile's 64 rows for the next generation, where the one before the current one is.
    @inline(__always)
    func next(_ number: Int32) -> UnsafeMutablePointer<UInt64> {
      assert(number > 0 && Int(number) < tiles.count, "tile \(number) is not one that may be written")
      return rows.baseAddress.unsafelyUnwrapped
        + (Int(number) &* SparseArena.wordsPerTile &+ (64 &- currentHalf))
    }
  }
}
