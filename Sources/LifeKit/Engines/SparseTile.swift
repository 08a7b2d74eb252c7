/// A 64 × 64 square of the plane for the sparse engine: one word per row, and links to the eight squares around it.
final class SparseTile {
  /// Which tile this is: the cell at row r, column c lies in tile (r >> 6, c >> 6).
  let key: SparseTile.Key
  /// The current generation (64 words) followed by the space for the next one (64 more).
  let words: UnsafeMutablePointer<UInt64>
  /// The neighbouring tiles that exist, in the order of ``directions``; change them with ``link(_:towards:)``.
  private(set) var neighbours: [SparseTile?] = Array(repeating: nil, count: 8)
  /// The rows of the eight neighbours, or ``emptyRows`` where there is none: read while stepping, with no
  /// reference counting.
  let neighbourRows: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>
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

  struct Key: Hashable, Sendable {
    var row: Int
    var column: Int
  }

  init(key: Key) {
    self.key = key
    words = .allocate(capacity: 128)
    words.initialize(repeating: 0, count: 128)
    neighbourRows = .allocate(capacity: 8)
    neighbourRows.initialize(repeating: Self.emptyRows, count: 8)
  }

  deinit {
    words.deallocate()
    neighbourRows.deallocate()
  }

  /// Sets (or clears) the neighbour in a direction.
  func link(_ neighbour: SparseTile?, towards direction: Int) {
    neighbours[direction] = neighbour
    neighbourRows[direction] = neighbour?.rows ?? Self.emptyRows
  }

  var rows: UnsafeMutablePointer<UInt64> { words }
  var nextRows: UnsafeMutablePointer<UInt64> { words + 64 }

  var isEmpty: Bool { (0..<64).allSatisfy { words[$0] == 0 } }

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
    case -1: return words[0] & columnMask != 0
    case 1: return words[63] & columnMask != 0
    default: return (0..<64).contains { words[$0] & columnMask != 0 }
    }
  }
}
