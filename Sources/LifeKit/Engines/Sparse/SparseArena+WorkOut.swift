internal import LifeKernels

extension SparseArena.StepAccess {
  /// Writes the rows of a tile's next generation that may differ from two generations ago, and notes which do.
  ///
  /// The next generation is written over the one before the current one. A row whose 3 × 3 blocks are the
  /// same as two generations ago comes out as it did then, and that is what the row already holds: only the
  /// rows in ``SparseTile/rowsToWorkOut`` are worked out (the kernel may round them up to fill its vectors,
  /// which only works out again what would have come out the same), and still lifes and blinkers cost
  /// nothing.
  /// - Parameters:
  ///   - birthTotals: bit `t` set when a dead cell whose 3 × 3 block holds `t` live cells comes alive.
  ///   - survivalTotals: bit `t` set when a live cell whose block holds `t` live cells, itself included, stays.
  func workOut(_ number: Int32, kernel: LifeKernel, birthTotals: UInt16, survivalTotals: UInt16) {
    // The rows of the eight neighbours: tile `none`'s dead rows where there is none.
    let around = tiles[Int(number)].neighbours
    var tile = LifeTile(
      centre: current(number), west: current(around[3]), east: current(around[4]),
      north: (current(around[0])[63], current(around[1])[63], current(around[2])[63]),
      south: (current(around[5])[0], current(around[6])[0], current(around[7])[0]),
      next: next(number), rowsToWorkOut: tiles[Int(number)].rowsToWorkOut,
      birthTotals: birthTotals, survivalTotals: survivalTotals)
    let changes = life_step_tile(kernel, &tile)
    tiles[Int(number)].changes = SparseTile.Changes(
      rows: changes.rows, westColumn: changes.westColumn, eastColumn: changes.eastColumn)
  }
}
