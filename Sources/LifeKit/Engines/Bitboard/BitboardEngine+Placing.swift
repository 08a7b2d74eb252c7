import GameOfLife

extension BitboardEngine {
  /// Whether a bitmap's box lies on the grid, so its words can be placed as they are, with nothing to wrap.
  func fits(_ bitmap: CellBitmap) -> Bool {
    bitmap.origin.row >= 0 && bitmap.origin.column >= 0 && bitmap.origin.row + bitmap.height <= height
      && bitmap.origin.column + bitmap.width <= width
  }

  /// Places a bitmap lying on the grid 64 cells at a time: each of its words lands in one word of a row, or
  /// across two when the box does not start on a word.
  func place(_ bitmap: CellBitmap) {
    let shift = UInt64(bitmap.origin.column & 63)
    for row in 0..<bitmap.height {
      let target = (bitmap.origin.row + row) * wordsPerRow + bitmap.origin.column >> 6
      for word in 0..<bitmap.wordsPerRow {
        let bits = bitmap.words[row * bitmap.wordsPerRow + word]
        guard bits != 0 else { continue }
        cells[target + word] |= bits << shift
        // The bits pushed past the word: inside the row, since every live cell of the box is on the grid.
        if shift != 0, bits >> (64 - shift) != 0 { cells[target + word + 1] |= bits >> (64 - shift) }
      }
    }
  }
}
