/// How many cells one character of the terminal shows.
enum Zoom: Equatable {
  /// Unicode half blocks: one column by two rows of cells per character (▀ ▄ █).
  case halfBlocks
  /// Braille patterns, zoomed out for big boards: two columns by four rows of cells per character (⣿).
  case braille

  /// The columns of cells in one character.
  var cellsAcross: Int { self == .halfBlocks ? 1 : 2 }
  /// The rows of cells in one character.
  var cellsDown: Int { self == .halfBlocks ? 2 : 4 }

  /// The closest zoom at which a board fits in an area of characters: half blocks when they fit, else braille.
  static func fitting(width: Int, height: Int, columns: Int, rows: Int) -> Zoom {
    width <= columns * Zoom.halfBlocks.cellsAcross && height <= rows * Zoom.halfBlocks.cellsDown
      ? .halfBlocks : .braille
  }
}
