import GameOfLife

extension SparseEngine {
  public func isAlive(at position: Position) -> Bool {
    guard let tile = tiles[Self.key(of: position)] else { return false }
    return tile.rows[position.row & 63] & Self.bit(of: position) != 0
  }

  public func setCell(_ state: CellState, at position: Position) {
    let tile = tile(at: Self.key(of: position))
    if state == .alive {
      tile.rows[position.row & 63] |= Self.bit(of: position)
    } else {
      tile.rows[position.row & 63] &= ~Self.bit(of: position)
    }
    // The tile and all its neighbours are worked out again at the next step.
    tile.changed = true
    tile.changedEdges = 0xFF
    if !changedTiles.contains(where: { $0 === tile }) { changedTiles.append(tile) }
  }

  public func liveCells(rows: Range<Int>, columns: Range<Int>) -> [Position] {
    guard !rows.isEmpty, !columns.isEmpty else { return [] }
    var cells: [Position] = []
    let tileRows = rows.lowerBound >> 6...(rows.upperBound - 1) >> 6
    let tileColumns = columns.lowerBound >> 6...(columns.upperBound - 1) >> 6
    for tile in tiles.values where tileRows.contains(tile.key.row) && tileColumns.contains(tile.key.column) {
      for row in 0..<64 where rows.contains(tile.key.row * 64 + row) {
        var bits = tile.rows[row]
        while bits != 0 {
          let column = tile.key.column * 64 + bits.trailingZeroBitCount
          if columns.contains(column) { cells.append(Position(row: tile.key.row * 64 + row, column: column)) }
          bits &= bits - 1
        }
      }
    }
    return cells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
  }

  private static func key(of position: Position) -> SparseTile.Key {
    SparseTile.Key(row: position.row >> 6, column: position.column >> 6)
  }

  private static func bit(of position: Position) -> UInt64 { 1 << UInt64(position.column & 63) }
}
