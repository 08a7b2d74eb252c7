import GameOfLife

extension Pattern {
  /// The pattern moved onto a width × height grid the way Golly places it.
  ///
  /// The top-left cell of the pattern's box lands at column ⌊width/2⌋ − ⌊w/2⌋ and row ⌊height/2⌋ − ⌊h/2⌋
  /// of the grid, where w × h is the box; so a pattern as large as the grid fills it from row 0, column 0.
  public func centred(inWidth gridWidth: Int, height gridHeight: Int) -> Pattern {
    let top = gridHeight / 2 - height / 2
    let left = gridWidth / 2 - width / 2
    var placed = self
    placed.liveCells = liveCells.map {
      Position(row: $0.row - origin.row + top, column: $0.column - origin.column + left)
    }
    placed.origin = Position(row: 0, column: 0)
    placed.width = gridWidth
    placed.height = gridHeight
    return placed
  }
}
