extension SparseArena.StepAccess {
  /// Writes a tile's next generation, reading the edges of its neighbours, and notes what changed.
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
    var changes = SparseTile.Changes()
    var above = horizontalSums(centre: north[63], west: northWest[63], east: northEast[63])
    var here = horizontalSums(centre: rows[0], west: west[0], east: east[0])
    @inline(__always) func workOut(row: Int, below: (ones: UInt64, twos: UInt64)) {
      let t0 = above.ones ^ here.ones ^ below.ones
      let carry0 = (above.ones & here.ones) | (below.ones & (above.ones ^ here.ones))
      let twos = above.twos ^ here.twos ^ below.twos
      let fours = (above.twos & here.twos) | (below.twos & (above.twos ^ here.twos))
      let t1 = twos ^ carry0
      let carry1 = twos & carry0
      let cells = rule.next(alive: rows[row], t0: t0, t1: t1, t2: fours ^ carry1, t3: fours & carry1)
      next[row] = cells
      let difference = rows[row] ^ cells
      changes.rows |= (difference == 0 ? 0 : 1) << UInt64(row)
      changes.westColumn |= (difference & 1) << UInt64(row)
      changes.eastColumn |= (difference >> 63) << UInt64(row)
      (above, here) = (here, below)
    }
    // The last row's row below is in the tile to the south: done apart, so the loop has no branch.
    for row in 0..<63 {
      workOut(
        row: row, below: horizontalSums(centre: rows[row + 1], west: west[row + 1], east: east[row + 1]))
    }
    workOut(row: 63, below: horizontalSums(centre: south[0], west: southWest[0], east: southEast[0]))
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
