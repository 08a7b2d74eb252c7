extension HashLifeEngine {
  /// The centre half of a square of level ≥ 5, moved on by 2^min(stepLog, level − 2) generations.
  ///
  /// The square is cut into nine overlapping squares of half its size. At full speed each is moved on
  /// (a quarter of the way) and the four squares made from them are moved on again; at a smaller step
  /// the nine are only centred and the four are moved on once. Either way the answer is remembered.
  @inline(__always)
  func result(of id: UInt32, level: Int) -> UInt32 {
    let remembered = nodes[Int(id)].result
    return remembered != Self.noResult ? remembered : workOutResult(of: id, level: level)
  }

  /// Works out a result not yet remembered, and remembers it: the slow path of ``result(of:level:)``,
  /// kept out of line so that the many lookups of remembered results stay small.
  @inline(never)
  private func workOutResult(of id: UInt32, level: Int) -> UInt32 {
    if isAborted { return 0 }
    if nodeCount >= nodeLimit {
      // Out of room: stop this step; it is retried after collecting garbage.
      isAborted = true
      return 0
    }
    let answer = level == 5 ? resultOfThirtyTwoByThirtyTwo(id) : resultFromNineSquares(id, level: level)
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

  /// The centre half of a square of level ≥ 5, not moved on.
  private func centre(of id: UInt32, level: Int) -> UInt32 {
    let node = nodes[Int(id)]
    return join(
      nodes[Int(node.nw)].se, nodes[Int(node.ne)].sw, nodes[Int(node.sw)].ne, nodes[Int(node.se)].nw)
  }

  /// The centre 16 × 16 of a 32 × 32 square moved on by one to eight generations, worked out bit-sliced.
  private func resultOfThirtyTwoByThirtyTwo(_ id: UInt32) -> UInt32 {
    let node = nodes[Int(id)]
    var square = ThirtyTwoByThirtyTwo()
    place(node.nw, in: &square, row: 0, column: 0)
    place(node.ne, in: &square, row: 0, column: 16)
    place(node.sw, in: &square, row: 16, column: 0)
    place(node.se, in: &square, row: 16, column: 16)
    for _ in 0..<(1 << min(stepLog, 3)) {
      if isConway { square.step(ConwayBitSlicedRule()) } else { square.step(anyRule) }
    }
    return join(
      leaf(square.leaf(row: 8, column: 8)), leaf(square.leaf(row: 8, column: 16)),
      leaf(square.leaf(row: 16, column: 8)), leaf(square.leaf(row: 16, column: 16)))
  }

  /// Places the four leaves of a 16 × 16 square in a 32 × 32 one.
  ///
  /// A method rather than one on the square taking the engine: that would cost a retain and a release of
  /// the engine for every square.
  @inline(__always)
  private func place(_ id: UInt32, in square: inout ThirtyTwoByThirtyTwo, row: Int, column: Int) {
    let node = nodes[Int(id)]
    square.place(leaf: leafBits(node.nw), row: row, column: column)
    square.place(leaf: leafBits(node.ne), row: row, column: column + 8)
    square.place(leaf: leafBits(node.sw), row: row + 8, column: column)
    square.place(leaf: leafBits(node.se), row: row + 8, column: column + 8)
  }

  /// The leaf holding these 64 cells (bit 8 × row + column).
  @inline(__always)
  func leaf(_ bits: UInt64) -> UInt32 {
    join(UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32), 0, 0)
  }

  /// The 64 cells of a leaf, bit 8 × row + column.
  @inline(__always)
  func leafBits(_ id: UInt32) -> UInt64 {
    let node = nodes[Int(id)]
    return UInt64(node.nw) | UInt64(node.ne) << 32
  }
}
