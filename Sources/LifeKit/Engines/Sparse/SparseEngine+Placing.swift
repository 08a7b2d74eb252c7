import GameOfLife

extension SparseEngine {
  /// Brings cells to life one at a time.
  func bringToLife(_ cells: LiveCells) {
    // Files list cells row by row, so the next cell is usually in the same tile: look it up only when not.
    var currentKey: SparseTile.Key?
    var currentTile = SparseArena.none
    for cell in cells {
      let key = SparseTile.Key(row: cell.row >> 6, column: cell.column >> 6)
      if key != currentKey {
        currentTile = arena.tile(at: key)
        currentKey = key
      }
      arena.bringToLife(row: cell.row & 63, column: cell.column & 63, in: currentTile)
    }
  }

  /// Brings a bitmap's cells to life 64 at a time: each word of it lands in a row of one tile, or of two.
  ///
  /// It goes through the bitmap a band of tile rows at a time, so each tile is looked up once a band,
  /// and made only when some cell lands in it.
  func bringToLife(_ bitmap: CellBitmap) {
    // How far a word's first bit is into its tile: the word's bits from there on land in that tile, and
    // the rest in the tile to its right.
    let shift = UInt64(bitmap.origin.column & 63)
    // The tiles the box touches, and the ring around them where its life spreads first.
    let tileRows = ((bitmap.origin.row + bitmap.height - 1) >> 6) - (bitmap.origin.row >> 6) + 1
    let tileColumns = ((bitmap.origin.column + bitmap.width - 1) >> 6) - (bitmap.origin.column >> 6) + 1
    arena.reserveCapacity(tiles: max(0, tileRows + 2) * max(0, tileColumns + 2))
    var bandStart = 0
    while bandStart < bitmap.height {
      let tileRow = (bitmap.origin.row + bandStart) >> 6
      let bandEnd = min(bitmap.height, (tileRow + 1) * 64 - bitmap.origin.row)
      for wordInRow in 0..<bitmap.wordsPerRow {
        let tileColumn = (bitmap.origin.column + wordInRow * 64) >> 6
        var left: Int32?
        var right: Int32?
        for row in bandStart..<bandEnd {
          let word = bitmap.words[row * bitmap.wordsPerRow + wordInRow]
          guard word != 0 else { continue }
          let rowInTile = (bitmap.origin.row + row) & 63
          if word << shift != 0 {
            let tile = left ?? arena.tile(at: SparseTile.Key(row: tileRow, column: tileColumn))
            arena.bringToLife(word << shift, row: rowInTile, in: tile)
            left = tile
          }
          if shift != 0, word >> (64 - shift) != 0 {
            let tile = right ?? arena.tile(at: SparseTile.Key(row: tileRow, column: tileColumn + 1))
            arena.bringToLife(word >> (64 - shift), row: rowInTile, in: tile)
            right = tile
          }
        }
      }
      bandStart = bandEnd
    }
  }
}
