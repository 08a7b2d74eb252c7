/// What the sparse engine knows about one 64 × 64 square of the plane: where it is, which tiles are around it
/// and what changed in it; its cells are kept in the ``SparseArena``, under the tile's number.
struct SparseTile {
  /// Which tile this is: the cell at row r, column c lies in tile (r >> 6, c >> 6).
  var key: Key
  /// The numbers of the eight tiles around, in the order of ``directions``, or ``SparseArena/none``.
  var neighbours = SIMD8<Int32>(repeating: SparseArena.none)
  /// What the last generation worked out changed from the generation two before it; nothing for a tile that
  /// was not worked out, which came out as it was two generations before.
  var changes = Changes()
  /// Bit `r` is set when row `r` must be worked out this step: its 3 × 3 blocks changed in two generations.
  var rowsToWorkOut: UInt64 = 0

  struct Key: Hashable, Sendable {
    var row: Int
    var column: Int

    /// The key of the tile next to this one in a direction.
    func moved(towards direction: Int) -> Key {
      let offset = SparseTile.directions[direction]
      return Key(row: row + offset.row, column: column + offset.column)
    }
  }

  /// Which cells of a tile changed, as masks with one bit per row: enough to say which neighbours see it.
  struct Changes: Equatable {
    /// Bit `r` is set when any cell of row `r` changed.
    var rows: UInt64 = 0
    /// Bit `r` is set when the cell in column 0 of row `r` changed.
    var westColumn: UInt64 = 0
    /// Bit `r` is set when the cell in column 63 of row `r` changed.
    var eastColumn: UInt64 = 0

    var isEmpty: Bool { rows == 0 }

    mutating func formUnion(_ other: Changes) {
      rows |= other.rows
      westColumn |= other.westColumn
      eastColumn |= other.eastColumn
    }

    /// Bit `d` is set when the edge or corner facing direction `d` changed: the neighbour there must be
    /// worked out.
    var edges: UInt8 {
      let corners = (westColumn & 1) | (rows & 1) << 1 | (eastColumn & 1) << 2
      let sides = (westColumn != 0 ? 1 : 0) << 3 | (eastColumn != 0 ? 1 : 0) << 4 as UInt64
      let southern = (westColumn >> 63) << 5 | (rows >> 63) << 6 | (eastColumn >> 63) << 7
      return UInt8(truncatingIfNeeded: corners | sides | southern)
    }
  }

  /// The eight directions, as row and column offsets, in the order of ``neighbours``.
  static let directions: [(row: Int, column: Int)] = [
    (-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1),
  ]

  /// The index of the opposite direction: north-west for south-east, and so on.
  static func opposite(_ direction: Int) -> Int { 7 - direction }
}
