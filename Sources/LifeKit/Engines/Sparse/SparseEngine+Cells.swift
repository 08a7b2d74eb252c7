import GameOfLife

extension SparseEngine {
  /// Whether the cell at a position is alive, the position placed as ``Universe/place(_:)`` places it.
  public func isAlive(at position: Position) -> Bool {
    guard let number = arena[Self.key(of: position)] else { return false }
    return arena.row(position.row & 63, of: number) >> UInt64(position.column & 63) & 1 != 0
  }

  /// Brings the cell at a position to life or kills it, the position placed as ``Universe/place(_:)`` places it.
  public func setCell(_ state: CellState, at position: Position) {
    let key = Self.key(of: position)
    // Killing a cell where no tile is changes nothing; a tile is made only for a live cell.
    guard state == .alive || arena[key] != nil else { return }
    arena.setCell(
      state == .alive, row: position.row & 63, column: position.column & 63, in: arena.tile(at: key))
  }

  /// The live cells whose rows and columns are in these ranges, row by row and left to right.
  public func liveCells(rows: Range<Int>, columns: Range<Int>) -> [Position] {
    guard !rows.isEmpty, !columns.isEmpty else { return [] }
    let tileRows = rows.lowerBound >> 6...(rows.upperBound - 1) >> 6
    let tileColumns = columns.lowerBound >> 6...(columns.upperBound - 1) >> 6
    var cells: [Position] = []
    for number in arena.numbersInUse {
      let key = arena[number].key
      guard tileRows.contains(key.row), tileColumns.contains(key.column) else { continue }
      for row in 0..<64 where rows.contains(key.row * 64 + row) {
        var bits = arena.row(row, of: number)
        while bits != 0 {
          let column = key.column * 64 + bits.trailingZeroBitCount
          if columns.contains(column) { cells.append(Position(row: key.row * 64 + row, column: column)) }
          bits &= bits - 1
        }
      }
    }
    return cells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
  }

  private static func key(of position: Position) -> SparseTile.Key {
    SparseTile.Key(row: position.row >> 6, column: position.column >> 6)
  }
}
