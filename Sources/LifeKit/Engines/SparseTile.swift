/// A 64 × 64 square of the plane for the sparse engine: one word per row, and links to the eight squares around it.
final class SparseTile {
  /// Which tile this is: the cell at row r, column c lies in tile (r >> 6, c >> 6).
  let key: SparseTile.Key
  /// Two generations of 64 rows: the current one and the space for the next, which swap each generation.
  let words: UnsafeMutablePointer<UInt64>
  /// Where the current generation's rows are: held in one place that never moves, so neighbours can keep
  /// it and still read the right rows after the two generations swap.
  let rowsSlot: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>
  /// Where the next generation is written.
  private(set) var nextRows: UnsafeMutablePointer<UInt64>
  /// The neighbouring tiles that exist, in the order of ``directions``; change them with ``link(_:towards:)``.
  private(set) var neighbours: [SparseTile?] = Array(repeating: nil, count: 8)
  /// The row slots of the eight neighbours, or ``emptySlot`` where there is none: read while stepping,
  /// with no reference counting.
  let neighbourSlots: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>>
  /// Whether the tile changed in the last generation, so it and its neighbours must be worked out again.
  var changed = true
  /// Bit `d` is set when the edge or corner facing direction `d` changed in the last generation.
  var changedEdges: UInt8 = 0xFF
  /// Whether no cell of the tile was alive after the last generation worked out.
  var isEmptyNow = false
  /// The generation this tile was last listed for working out, so it is listed once.
  var scheduled = -1

  /// The rows of a tile that is not there: all dead, and never written.
  nonisolated(unsafe) static let emptyRows: UnsafeMutablePointer<UInt64> = {
    let rows = UnsafeMutablePointer<UInt64>.allocate(capacity: 64)
    rows.initialize(repeating: 0, count: 64)
    return rows
  }()

  /// The row slot of a tile that is not there, holding ``emptyRows``.
  nonisolated(unsafe) static let emptySlot: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>> = {
    let slot = UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>.allocate(capacity: 1)
    slot.initialize(to: emptyRows)
    return slot
  }()

  struct Key: Hashable, Sendable {
    var row: Int
    var column: Int
  }

  init(key: Key) {
    self.key = key
    words = .allocate(capacity: 128)
    words.initialize(repeating: 0, count: 128)
    rowsSlot = .allocate(capacity: 1)
    rowsSlot.initialize(to: words)
    nextRows = words + 64
    neighbourSlots = .allocate(capacity: 8)
    neighbourSlots.initialize(repeating: Self.emptySlot, count: 8)
  }

  deinit {
    words.deallocate()
    rowsSlot.deallocate()
    neighbourSlots.deallocate()
  }

  /// Sets (or clears) the neighbour in a direction.
  func link(_ neighbour: SparseTile?, towards direction: Int) {
    neighbours[direction] = neighbour
    neighbourSlots[direction] = neighbour?.rowsSlot ?? Self.emptySlot
  }

  /// The current generation's 64 rows.
  var rows: UnsafeMutablePointer<UInt64> { rowsSlot.pointee }

  /// Makes the worked-out generation the current one; done for every tile only after all are worked out.
  func swapGenerations() {
    let current = rowsSlot.pointee
    rowsSlot.pointee = nextRows
    nextRows = current
  }

  var isEmpty: Bool { (0..<64).allSatisfy { rows[$0] == 0 } }

  /// The eight directions, as row and column offsets, in the order of ``neighbours``.
  static let directions: [(row: Int, column: Int)] = [
    (-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1),
  ]

  /// The index of the opposite direction: north-west for south-east, and so on.
  static func opposite(_ direction: Int) -> Int { 7 - direction }

  /// Whether a live cell of this tile touches the edge or corner facing a direction.
  func hasLiveCells(facing direction: Int) -> Bool {
    let (row, column) = Self.directions[direction]
    let columnMask: UInt64 = column < 0 ? 1 : column > 0 ? 1 << 63 : ~0
    switch row {
    case -1: return rows[0] & columnMask != 0
    case 1: return rows[63] & columnMask != 0
    default: return (0..<64).contains { rows[$0] & columnMask != 0 }
    }
  }
}
