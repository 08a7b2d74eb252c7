import GameOfLife

extension Pattern {
  /// The pattern moved onto a width × height grid the way Golly places it.
  ///
  /// The top-left cell of the pattern's box lands at column ⌊width/2⌋ − ⌊w/2⌋ and row ⌊height/2⌋ − ⌊h/2⌋
  /// of the grid, where w × h is the box; so a pattern as large as the grid fills it from row 0, column 0.
  /// A box wider or taller than the grid starts at row 0, column 0 instead (Golly then keeps what fits).
  public func centred(inWidth gridWidth: Int, height gridHeight: Int) -> Pattern {
    let fits = width <= gridWidth && height <= gridHeight
    let top = fits ? gridHeight / 2 - height / 2 : 0
    let left = fits ? gridWidth / 2 - width / 2 : 0
    var placed = self
    placed.liveCells = liveCells.shifted(rows: top - origin.row, columns: left - origin.column)
    placed.origin = Position(row: 0, column: 0)
    placed.width = gridWidth
    placed.height = gridHeight
    return placed
  }
}

extension Pattern {
  /// The pattern on a width × height grid as Golly loads it, keeping only the cells that land on the grid.
  ///
  /// Golly's grid of width W runs from column −⌊W/2⌋ to the right, and likewise for rows. A file that gives
  /// both a bounded universe (`:T` or `:P`) and a position (`#CXRLE Pos=x,y`, `#P`) keeps its cells where the
  /// position puts them on that grid; any other pattern is centred with ``centred(inWidth:height:)``.
  /// Cells beyond the grid are dropped, never wrapped, as Golly drops them.
  public func placed(onGridWidth gridWidth: Int, height gridHeight: Int) -> Pattern {
    var placed: Pattern
    if universe != nil, universe != .plane, origin != Position(row: 0, column: 0) {
      placed = self
      placed.liveCells = liveCells.shifted(rows: gridHeight / 2, columns: gridWidth / 2)
      placed.origin = Position(row: 0, column: 0)
      placed.width = gridWidth
      placed.height = gridHeight
    } else {
      placed = centred(inWidth: gridWidth, height: gridHeight)
    }
    // A soup read as a bitmap usually lies on the grid whole: then nothing is dropped and nothing copied.
    if !placed.liveCells.surelyLie(inRows: 0..<gridHeight, columns: 0..<gridWidth) {
      placed.liveCells.removeAll {
        !(0..<gridHeight).contains($0.row) || !(0..<gridWidth).contains($0.column)
      }
    }
    return placed
  }
}

extension Pattern {
  /// The pattern ready for an engine in a universe: on a grid, placed as ``placed(onGridWidth:height:)``
  /// places it and carrying the grid; on the plane, where it is, with no universe of its own.
  public func placed(in universe: Universe) -> Pattern {
    guard let grid = universe.grid else {
      var onPlane = self
      onPlane.universe = nil
      return onPlane
    }
    var placed = placed(onGridWidth: grid.width, height: grid.height)
    placed.universe = universe
    return placed
  }
}
