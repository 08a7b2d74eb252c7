extension SparseArena.StepAccess {
  /// Writes the rows of a tile's next generation that may differ from two generations ago, and notes which do.
  ///
  /// The next generation is written over the one before the current one. A row whose 3 × 3 blocks are the
  /// same as two generations ago comes out as it did then, and that is what the row already holds: only the
  /// rows in ``SparseTile/rowsToWorkOut`` are worked out, and still lifes and blinkers cost nothing.
  func workOut<Rule: BitSlicedRule>(_ number: Int32, rule: Rule) {
    // The rows of the eight neighbours: tile `none`'s dead rows where there is none.
    let around = tiles[Int(number)].neighbours
    let (northWest, north, northEast, west) = (
      current(around[0]), current(around[1]), current(around[2]), current(around[3])
    )
    let (east, southWest, south, southEast) = (
      current(around[4]), current(around[5]), current(around[6]), current(around[7])
    )
    let rows = current(number)
    let next = self.next(number)
    /// The horizontal sums of a row from -1 (the last row of the tiles to the north) to 64 (the south's first).
    @inline(__always) func sums(_ row: Int) -> (ones: UInt64, twos: UInt64) {
      if row < 0 { return horizontalSums(centre: north[63], west: northWest[63], east: northEast[63]) }
      if row > 63 { return horizontalSums(centre: south[0], west: southWest[0], east: southEast[0]) }
      return horizontalSums(centre: rows[row], west: west[row], east: east[row])
    }
    var changes = SparseTile.Changes()
    // The rows to work out come in runs; each run starts from the sums of the row above it.
    var remaining = tiles[Int(number)].rowsToWorkOut
    while remaining != 0 {
      let first = remaining.trailingZeroBitCount
      let last = first + (~(remaining >> UInt64(first))).trailingZeroBitCount - 1
      remaining = last == 63 ? 0 : remaining & ~0 << UInt64(last + 1)
      var (above, here) = (sums(first - 1), sums(first))
      for row in first...last {
        let below = sums(row + 1)
        let t0 = above.ones ^ here.ones ^ below.ones
        let carry0 = (above.ones & here.ones) | (below.ones & (above.ones ^ here.ones))
        let twos = above.twos ^ here.twos ^ below.twos
        let fours = (above.twos & here.twos) | (below.twos & (above.twos ^ here.twos))
        let t1 = twos ^ carry0
        let carry1 = twos & carry0
        let cells = rule.next(alive: rows[row], t0: t0, t1: t1, t2: fours ^ carry1, t3: fours & carry1)
        let difference = next[row] ^ cells
        next[row] = cells
        changes.rows |= (difference == 0 ? 0 : 1) << UInt64(row)
        changes.westColumn |= (difference & 1) << UInt64(row)
        changes.eastColumn |= (difference >> 63) << UInt64(row)
        (above, here) = (here, below)
      }
    }
    tiles[Int(number)].changes = changes
  }

  /// West + centre + east for a row of 64 cells, given the rows of the tiles to the west and east.
  @inline(__always)
  private func horizontalSums(centre: UInt64, west: UInt64, east: UInt64) -> (ones: UInt64, twos: UInt64) {
    let fromWest = centre << 1 | west >> 63
    let fromEast = centre >> 1 | east << 63
    return (fromWest ^ centre ^ fromEast, (fromWest & centre) | (fromEast & (fromWest ^ centre)))
  }
}
