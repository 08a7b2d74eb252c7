extension HashLifeEngine {
  /// The centre half of a square of level ≥ 4, moved on by 2^min(stepLog, level − 2) generations.
  ///
  /// The square is cut into nine overlapping squares of half its size. At full speed each is moved on
  /// (a quarter of the way) and the four squares made from them are moved on again; at a smaller step
  /// the nine are only centred and the four are moved on once. Either way the answer is remembered.
  func result(of id: UInt32, level: Int) -> UInt32 {
    let remembered = nodes[Int(id)].result
    if remembered != Self.noResult { return remembered }
    if isAborted { return 0 }
    if nodeCount >= nodeLimit {
      // Out of room: stop this step; it is retried after collecting garbage.
      isAborted = true
      return 0
    }
    let answer = level == 4 ? resultOfSixteenBySixteen(id) : resultFromNineSquares(id, level: level)
    if !isAborted { nodes[Int(id)].result = answer }
    return answer
  }

  private func resultFromNineSquares(_ id: UInt32, level: Int) -> UInt32 {
    let node = nodes[Int(id)]
    let (nw, ne, sw, se) = (
      nodes[Int(node.nw)], nodes[Int(node.ne)], nodes[Int(node.sw)], nodes[Int(node.se)]
    )
    // Read ahead: the five lookups below then find their slots and nodes in the cache.
    prefetchSlot(nw.ne, ne.nw, nw.se, ne.sw)
    prefetchSlot(nw.sw, nw.se, sw.nw, sw.ne)
    prefetchSlot(nw.se, ne.sw, sw.ne, se.nw)
    prefetchSlot(ne.sw, ne.se, se.nw, se.ne)
    prefetchSlot(sw.ne, se.nw, sw.se, se.sw)
    prefetchNode(nw.ne, ne.nw, nw.se, ne.sw)
    prefetchNode(nw.sw, nw.se, sw.nw, sw.ne)
    prefetchNode(nw.se, ne.sw, sw.ne, se.nw)
    prefetchNode(ne.sw, ne.se, se.nw, se.ne)
    prefetchNode(sw.ne, se.nw, sw.se, se.sw)
    let north = join(nw.ne, ne.nw, nw.se, ne.sw)
    let west = join(nw.sw, nw.se, sw.nw, sw.ne)
    let centre = join(nw.se, ne.sw, sw.ne, se.nw)
    let east = join(ne.sw, ne.se, se.nw, se.ne)
    let south = join(sw.ne, se.nw, sw.se, se.sw)
    let half = level - 1
    // No closures here: this is the hottest code of the engine, and a closure would be allocated per call.
    let m00: UInt32, m01: UInt32, m02: UInt32, m10: UInt32, m11: UInt32, m12: UInt32
    let m20: UInt32, m21: UInt32, m22: UInt32
    if level - 2 <= stepLog {
      (m00, m01, m02) = (
        result(of: node.nw, level: half), result(of: north, level: half), result(of: node.ne, level: half)
      )
      (m10, m11, m12) = (
        result(of: west, level: half), result(of: centre, level: half), result(of: east, level: half)
      )
      (m20, m21, m22) = (
        result(of: node.sw, level: half), result(of: south, level: half), result(of: node.se, level: half)
      )
    } else {
      (m00, m01, m02) = (
        self.centre(of: node.nw, level: half), self.centre(of: north, level: half),
        self.centre(of: node.ne, level: half)
      )
      (m10, m11, m12) = (
        self.centre(of: west, level: half), self.centre(of: centre, level: half),
        self.centre(of: east, level: half)
      )
      (m20, m21, m22) = (
        self.centre(of: node.sw, level: half), self.centre(of: south, level: half),
        self.centre(of: node.se, level: half)
      )
    }
    prefetchSlot(m00, m01, m10, m11)
    prefetchSlot(m01, m02, m11, m12)
    prefetchSlot(m10, m11, m20, m21)
    prefetchSlot(m11, m12, m21, m22)
    prefetchNode(m00, m01, m10, m11)
    prefetchNode(m01, m02, m11, m12)
    prefetchNode(m10, m11, m20, m21)
    prefetchNode(m11, m12, m21, m22)
    return join(
      result(of: join(m00, m01, m10, m11), level: half), result(of: join(m01, m02, m11, m12), level: half),
      result(of: join(m10, m11, m20, m21), level: half), result(of: join(m11, m12, m21, m22), level: half))
  }

  /// The centre half of a square of level ≥ 4, not moved on.
  private func centre(of id: UInt32, level: Int) -> UInt32 {
    if level == 4 { return leaf(sixteenBySixteen(id).centre) }
    let node = nodes[Int(id)]
    return join(
      nodes[Int(node.nw)].se, nodes[Int(node.ne)].sw, nodes[Int(node.sw)].ne, nodes[Int(node.se)].nw)
  }

  /// The centre 8 × 8 of a 16 × 16 square moved on by one, two or four generations, worked out bit-sliced.
  private func resultOfSixteenBySixteen(_ id: UInt32) -> UInt32 {
    var board = sixteenBySixteen(id)
    for _ in 0..<(1 << min(stepLog, 2)) {
      if isConway { board.step(ConwayBitSlicedRule()) } else { board.step(anyRule) }
    }
    return leaf(board.centre)
  }

  /// The leaf holding these 64 cells (bit 8 × row + column).
  @inline(__always)
  func leaf(_ bits: UInt64) -> UInt32 {
    join(UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32), 0, 0)
  }

  /// The square of level 4 with this id, from its four 8 × 8 leaves.
  ///
  /// A method rather than an initialiser taking the engine: an initialiser owns its arguments, which would
  /// cost a retain and a release of the engine for every square.
  @inline(__always)
  func sixteenBySixteen(_ id: UInt32) -> SixteenBySixteen {
    let node = nodes[Int(id)]
    return SixteenBySixteen(
      nw: leafBits(node.nw), ne: leafBits(node.ne), sw: leafBits(node.sw), se: leafBits(node.se))
  }

  /// The 64 cells of a leaf, bit 8 × row + column.
  @inline(__always)
  func leafBits(_ id: UInt32) -> UInt64 {
    let node = nodes[Int(id)]
    return UInt64(node.nw) | UInt64(node.ne) << 32
  }
}

/// A 16 × 16 square of cells, four rows to a word (bit 16 × (row mod 4) + column): the bottom of the recursion.
struct SixteenBySixteen {
  var words: (UInt64, UInt64, UInt64, UInt64)

  /// The square made of four 8 × 8 leaves' cells (bit 8 × row + column in each).
  init(nw: UInt64, ne: UInt64, sw: UInt64, se: UInt64) {
    words = (
      Self.rows(nw, ne), Self.rows(nw >> 32, ne >> 32), Self.rows(sw, se), Self.rows(sw >> 32, se >> 32)
    )
  }

  /// The 8 × 8 cells at rows and columns 4 to 11, as a leaf's 64 bits: rows 4 to 7 are in the second word,
  /// rows 8 to 11 in the third.
  var centre: UInt64 { Self.middleColumns(words.1) | Self.middleColumns(words.2) << 32 }

  /// Four rows of 16 cells from the first four rows of a western and an eastern leaf.
  ///
  /// Each row's byte is spread to its own 16 bits in two moves (halves, then bytes), rather than placed
  /// one row at a time: this runs for every 16 × 16 square worked out.
  @inline(__always)
  private static func rows(_ west: UInt64, _ east: UInt64) -> UInt64 {
    func spread(_ bytes: UInt64) -> UInt64 {
      let halves = (bytes & 0xFFFF_FFFF | (bytes & 0xFFFF_FFFF) << 16) & 0x0000_FFFF_0000_FFFF
      return (halves | halves << 8) & 0x00FF_00FF_00FF_00FF
    }
    return spread(west) | spread(east) << 8
  }

  /// Columns 4 to 11 of four rows of 16 cells, packed as four rows of 8: the reverse of ``rows(_:_:)``.
  @inline(__always)
  private static func middleColumns(_ word: UInt64) -> UInt64 {
    let bytes = word >> 4 & 0x00FF_00FF_00FF_00FF
    let halves = (bytes | bytes >> 8) & 0x0000_FFFF_0000_FFFF
    return (halves | halves >> 16) & 0xFFFF_FFFF
  }

  /// One generation, taking cells beyond the square as dead (so only its centre stays exact).
  mutating func step<Rule: BitSlicedRule>(_ rule: Rule) {
    let sums = (Self.sums(words.0), Self.sums(words.1), Self.sums(words.2), Self.sums(words.3))
    let none = (ones: UInt64(0), twos: UInt64(0))
    words = (
      Self.next(words.0, previous: none, here: sums.0, following: sums.1, rule),
      Self.next(words.1, previous: sums.0, here: sums.1, following: sums.2, rule),
      Self.next(words.2, previous: sums.1, here: sums.2, following: sums.3, rule),
      Self.next(words.3, previous: sums.2, here: sums.3, following: none, rule)
    )
  }

  /// West + centre + east for four rows of 16 cells, as two bit planes.
  @inline(__always)
  private static func sums(_ centre: UInt64) -> (ones: UInt64, twos: UInt64) {
    let west = centre << 1 & 0xFFFE_FFFE_FFFE_FFFE
    let east = centre >> 1 & 0x7FFF_7FFF_7FFF_7FFF
    return (west ^ centre ^ east, (west & centre) | (east & (west ^ centre)))
  }

  /// The next state of four rows, from the horizontal sums of their word and of the words before and after.
  @inline(__always)
  private static func next<Rule: BitSlicedRule>(
    _ cells: UInt64, previous: (ones: UInt64, twos: UInt64), here: (ones: UInt64, twos: UInt64),
    following: (ones: UInt64, twos: UInt64), _ rule: Rule
  ) -> UInt64 {
    let (b0, b1) = (here.ones, here.twos)
    let a0 = b0 << 16 | previous.ones >> 48
    let a1 = b1 << 16 | previous.twos >> 48
    let c0 = b0 >> 16 | following.ones << 48
    let c1 = b1 >> 16 | following.twos << 48
    let t0 = a0 ^ b0 ^ c0
    let carry0 = (a0 & b0) | (c0 & (a0 ^ b0))
    let sumOfTwos = a1 ^ b1 ^ c1
    let fours = (a1 & b1) | (c1 & (a1 ^ b1))
    let t1 = sumOfTwos ^ carry0
    let carry1 = sumOfTwos & carry0
    return rule.next(alive: cells, t0: t0, t1: t1, t2: fours ^ carry1, t3: fours & carry1)
  }
}
