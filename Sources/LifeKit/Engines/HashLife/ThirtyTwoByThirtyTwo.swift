/// A 32 × 32 square of cells, two rows to a word: HashLife works out its smallest results in these.
///
/// Word `i` holds row `i` in bits 0–31 and row `i + 16` in bits 32–63, column `c` at bit `c` of its half.
/// The sixteen words are kept as eight vectors of two, word `i` beside word `i + 8`, so that a generation
/// works on two words at a time: the word above or below is then the vector above or below, except at the
/// first and last vectors.
///
/// Moving a whole 32 × 32 square on by up to eight generations at once, rather than through the nine and
/// four 16 × 16 squares of the general case, makes none of those smaller squares as nodes: they are most
/// of the nodes of a chaotic pattern, and each would cost memory and a lookup.
struct ThirtyTwoByThirtyTwo {
  private typealias Pair = SIMD2<UInt64>

  private var vectors: (Pair, Pair, Pair, Pair, Pair, Pair, Pair, Pair) = (
    .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero
  )

  /// Places an 8 × 8 leaf's cells (bit 8 × row + column) with its top-left corner at a row and a column
  /// that are multiples of 8.
  @inline(__always)
  mutating func place(leaf bits: UInt64, row: Int, column: Int) {
    let shift = UInt64(column + (row & 16) * 2)
    withWords { words in
      for line in 0..<8 {
        words[Self.index(ofWord: row & 15 + line)] |= (bits >> UInt64(8 * line) & 0xFF) << shift
      }
    }
  }

  /// The 8 × 8 cells with their top-left corner at a row and a column that are multiples of 8, as a leaf's
  /// 64 bits: the reverse of ``place(leaf:row:column:)``.
  @inline(__always)
  func leaf(row: Int, column: Int) -> UInt64 {
    let shift = UInt64(column + (row & 16) * 2)
    return withUnsafeBytes(of: vectors) { bytes in
      var bits: UInt64 = 0
      for line in 0..<8 {
        let word = bytes.load(fromByteOffset: 8 * Self.index(ofWord: row & 15 + line), as: UInt64.self)
        bits |= (word >> shift & 0xFF) << UInt64(8 * line)
      }
      return bits
    }
  }

  /// Where word `i` is among the vectors' lanes: lane `i / 8` of vector `i mod 8`.
  @inline(__always)
  private static func index(ofWord word: Int) -> Int { (word & 7) * 2 + word >> 3 }

  /// One generation, taking cells beyond the square as dead (so after `g` generations only the centre
  /// 32 − 2g rows and columns are exact).
  mutating func step<Rule: BitSlicedRule>(_ rule: Rule) {
    withVectors { vectors in
      // Each vector's horizontal sums are needed by it and by the vectors above and below: worked out once.
      let first = Self.sums(vectors[0])
      let last = Self.sums(vectors[7])
      // Above word 0 is a dead row and, for row 16, row 15 (word 15's low half); above word 8 is word 7.
      var above = (
        ones: Pair(last.ones[1] << 32, last.ones[0]), twos: Pair(last.twos[1] << 32, last.twos[0])
      )
      var here = first
      for index in 0..<8 {
        // Below word 7 is word 8; below word 15 is row 16 (word 0's high half), then a dead row.
        let below =
          index < 7
          ? Self.sums(vectors[index + 1])
          : (ones: Pair(first.ones[1], first.ones[0] >> 32), twos: Pair(first.twos[1], first.twos[0] >> 32))
        vectors[index] = Self.next(vectors[index], above: above, here: here, below: below, rule)
        (above, here) = (here, below)
      }
    }
  }

  /// West + centre + east for two rows of 32 cells in each lane, as two bit planes.
  @inline(__always)
  private static func sums(_ centre: Pair) -> (ones: Pair, twos: Pair) {
    let west = centre &<< 1 & Pair(repeating: 0xFFFF_FFFE_FFFF_FFFE)
    let east = centre &>> 1 & Pair(repeating: 0x7FFF_FFFF_7FFF_FFFF)
    return (west ^ centre ^ east, (west & centre) | (east & (west ^ centre)))
  }

  /// The next state of the rows in a vector, from the horizontal sums of the rows above, of their own and
  /// of those below.
  @inline(__always)
  private static func next<Rule: BitSlicedRule>(
    _ cells: Pair, above: (ones: Pair, twos: Pair), here: (ones: Pair, twos: Pair),
    below: (ones: Pair, twos: Pair), _ rule: Rule
  ) -> Pair {
    let (a0, b0, c0) = (above.ones, here.ones, below.ones)
    let (a1, b1, c1) = (above.twos, here.twos, below.twos)
    let t0 = a0 ^ b0 ^ c0
    let carry0 = (a0 & b0) | (c0 & (a0 ^ b0))
    let sumOfTwos = a1 ^ b1 ^ c1
    let fours = (a1 & b1) | (c1 & (a1 ^ b1))
    let t1 = sumOfTwos ^ carry0
    let carry1 = sumOfTwos & carry0
    return rule.next(alive: cells, t0: t0, t1: t1, t2: fours ^ carry1, t3: fours & carry1)
  }

  /// The eight vectors as a buffer, for loops over them.
  @inline(__always)
  private mutating func withVectors<Result>(_ body: (UnsafeMutablePointer<Pair>) -> Result) -> Result {
    withUnsafeMutablePointer(to: &vectors) { $0.withMemoryRebound(to: Pair.self, capacity: 8, body) }
  }

  /// The sixteen words as a buffer, in the vectors' order (see ``index(ofWord:)``).
  @inline(__always)
  private mutating func withWords<Result>(_ body: (UnsafeMutablePointer<UInt64>) -> Result) -> Result {
    withUnsafeMutablePointer(to: &vectors) { $0.withMemoryRebound(to: UInt64.self, capacity: 16, body) }
  }
}
