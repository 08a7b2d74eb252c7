/// A Life-like rule applied to 64 cells at once, given the bit-sliced count of each 3 × 3 block.
///
/// The count `total` includes the cell itself (0 to 9), written as four bit planes `t0` (ones) to `t3`
/// (eights): bit `i` of `t0` is the lowest bit of cell `i`'s count. Counting the whole block rather than
/// the eight neighbours lets the engines reuse each row's horizontal sums for three rows.
protocol BitSlicedRule: Sendable {
  /// The next state of 64 or more cells: bit `i` is set when cell `i` is alive in the next generation.
  func next<Cells: CellBits>(alive: Cells, t0: Cells, t1: Cells, t2: Cells, t3: Cells) -> Cells
}

/// Cells one to a bit, combined with bitwise logic: a word of 64, or a vector of words worked on at once.
protocol CellBits {
  /// Every cell dead.
  static var allDead: Self { get }
  static func & (lhs: Self, rhs: Self) -> Self
  static func | (lhs: Self, rhs: Self) -> Self
  static func ^ (lhs: Self, rhs: Self) -> Self
  static prefix func ~ (cells: Self) -> Self
}

extension UInt64: CellBits {
  static var allDead: UInt64 { 0 }
}

extension SIMD2: CellBits where Scalar == UInt64 {
  static var allDead: SIMD2<UInt64> { .zero }
}

/// Conway's B3/S23, written out so the compiler can fold it into a handful of instructions.
struct ConwayBitSlicedRule: BitSlicedRule {
  @inline(__always)
  func next<Cells: CellBits>(alive: Cells, t0: Cells, t1: Cells, t2: Cells, t3: Cells) -> Cells {
    // A block total of 3 means birth or survival with two neighbours; 4 means survival with three.
    let totalThree = ~t2 & t1 & t0
    let totalFour = t2 & ~t1 & ~t0 & alive
    return ~t3 & (totalThree | totalFour)
  }
}

/// Any Life-like rule, B0 included: one term per block total that brings or keeps a cell alive.
struct AnyBitSlicedRule: BitSlicedRule {
  /// Bit `t` is set when a dead cell whose block totals `t` comes alive (t ∈ B).
  let birthTotals: UInt16
  /// Bit `t` is set when a live cell whose block totals `t` stays alive (t − 1 ∈ S).
  let survivalTotals: UInt16

  init(_ rule: LifeLikeRule) {
    birthTotals = rule.birthMask
    survivalTotals = rule.survivalMask << 1
  }

  @inline(__always)
  func next<Cells: CellBits>(alive: Cells, t0: Cells, t1: Cells, t2: Cells, t3: Cells) -> Cells {
    var result = Cells.allDead
    for total in 0...9 {
      let born = birthTotals & 1 << total != 0
      let kept = survivalTotals & 1 << total != 0
      guard born || kept else { continue }
      let matches =
        (total & 1 != 0 ? t0 : ~t0) & (total & 2 != 0 ? t1 : ~t1)
        & (total & 4 != 0 ? t2 : ~t2) & (total & 8 != 0 ? t3 : ~t3)
      result = result | matches & (born && kept ? ~Cells.allDead : born ? ~alive : alive)
    }
    return result
  }
}
