extension HashLifeEngine {
  /// The centre half of a square of level ≥ 3, moved on by 2^min(stepLog, level − 2) generations.
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
    let answer = level == 3 ? resultOfEightByEight(id) : resultFromNineSquares(id, level: level)
    if !isAborted { nodes[Int(id)].result = answer }
    return answer
  }

  private func resultFromNineSquares(_ id: UInt32, level: Int) -> UInt32 {
    let node = nodes[Int(id)]
    let (nw, ne, sw, se) = (
      nodes[Int(node.nw)], nodes[Int(node.ne)], nodes[Int(node.sw)], nodes[Int(node.se)]
    )
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
      (m00, m01, m02) = (result(of: node.nw, level: half), result(of: north, level: half), result(of: node.ne, level: half))
      (m10, m11, m12) = (result(of: west, level: half), result(of: centre, level: half), result(of: east, level: half))
      (m20, m21, m22) = (result(of: node.sw, level: half), result(of: south, level: half), result(of: node.se, level: half))
    } else {
      (m00, m01, m02) = (self.centre(of: node.nw), self.centre(of: north), self.centre(of: node.ne))
      (m10, m11, m12) = (self.centre(of: west), self.centre(of: centre), self.centre(of: east))
      (m20, m21, m22) = (self.centre(of: node.sw), self.centre(of: south), self.centre(of: node.se))
    }
    return join(
      result(of: join(m00, m01, m10, m11), level: half), result(of: join(m01, m02, m11, m12), level: half),
      result(of: join(m10, m11, m20, m21), level: half), result(of: join(m11, m12, m21, m22), level: half))
  }

  /// The centre half of a square of level ≥ 3, not moved on.
  private func centre(of id: UInt32) -> UInt32 {
    let node = nodes[Int(id)]
    return join(
      nodes[Int(node.nw)].se, nodes[Int(node.ne)].sw, nodes[Int(node.sw)].ne, nodes[Int(node.se)].nw)
  }

  /// The centre 4 × 4 of an 8 × 8 square moved on by one or two generations, worked out on a 64-bit board.
  private func resultOfEightByEight(_ id: UInt32) -> UInt32 {
    var board = eightByEight(id)
    for _ in 0..<(stepLog >= 1 ? 2 : 1) {
      board =
        isConway ? board.nextGeneration(ConwayBitSlicedRule()) : board.nextGeneration(AnyBitSlicedRule(rule))
    }
    return join(
      board.square(row: 2, column: 2), board.square(row: 2, column: 4),
      board.square(row: 4, column: 2), board.square(row: 4, column: 4))
  }

  /// The cells of a square of level 3 as a board: bit 8 × row + column.
  func eightByEight(_ id: UInt32) -> EightByEight {
    let node = nodes[Int(id)]
    return EightByEight(
      bits: fourByFour(node.nw, row: 0, column: 0) | fourByFour(node.ne, row: 0, column: 4)
        | fourByFour(node.sw, row: 4, column: 0) | fourByFour(node.se, row: 4, column: 4))
  }

  /// The cells of a square of level 2 placed on an 8 × 8 board with its top-left corner at a row and column.
  @inline(__always)
  private func fourByFour(_ id: UInt32, row: Int, column: Int) -> UInt64 {
    let square = nodes[Int(id)]
    return EightByEight.place(square.nw, row: row, column: column)
      | EightByEight.place(square.ne, row: row, column: column + 2)
      | EightByEight.place(square.sw, row: row + 2, column: column)
      | EightByEight.place(square.se, row: row + 2, column: column + 2)
  }
}

/// An 8 × 8 square of cells in one word, bit 8 × row + column: the bottom of HashLife's recursion.
struct EightByEight {
  var bits: UInt64

  /// The bits of a 2 × 2 square (bit 0 north-west, 1 north-east, 2 south-west, 3 south-east) placed on the board.
  @inline(__always)
  static func place(_ square: UInt32, row: Int, column: Int) -> UInt64 {
    let value = UInt64(square & 15)
    let spread = (value & 3) | (value & 12) << 6
    return spread << UInt64(8 * row + column)
  }

  /// The 2 × 2 square whose north-west cell is at a row and column, as four bits.
  func square(row: Int, column: Int) -> UInt32 {
    let shifted = bits >> UInt64(8 * row + column)
    return UInt32(truncatingIfNeeded: (shifted & 3) | (shifted >> 6 & 12))
  }

  /// The next generation, taking cells beyond the board as dead (so only its centre stays exact).
  func nextGeneration<Rule: BitSlicedRule>(_ rule: Rule) -> EightByEight {
    let west = bits << 1 & 0xFEFE_FEFE_FEFE_FEFE
    let east = bits >> 1 & 0x7F7F_7F7F_7F7F_7F7F
    let ones = west ^ bits ^ east
    let twos = (west & bits) | (east & (west ^ bits))
    let (a0, b0, c0) = (ones << 8, ones, ones >> 8)
    let (a1, b1, c1) = (twos << 8, twos, twos >> 8)
    let t0 = a0 ^ b0 ^ c0
    let carry0 = (a0 & b0) | (c0 & (a0 ^ b0))
    let sumOfTwos = a1 ^ b1 ^ c1
    let fours = (a1 & b1) | (c1 & (a1 ^ b1))
    let t1 = sumOfTwos ^ carry0
    let carry1 = sumOfTwos & carry0
    return EightByEight(bits: rule.next(alive: bits, t0: t0, t1: t1, t2: fours ^ carry1, t3: fours & carry1))
  }
}
