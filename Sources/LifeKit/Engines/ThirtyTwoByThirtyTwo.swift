/// A 32 × 32 square of cells, two rows to a word: HashLife works out its smallest results in these.
///
/// Word `i` holds row `i` in bits 0–31 and row `i + 16` in bits 32–63, column `c` at bit `c` of its half.
///
/// Moving a whole 32 × 32 square on by up to eight generations at once, rather than through the nine and
/// four 16 × 16 squares of the general case, makes none of those smaller squares as nodes: they are most
/// of the nodes of a chaotic pattern, and each would cost memory and a lookup.
struct ThirtyTwoByThirtyTwo {
  private var words:
    (
      UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
      UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

  /// Places an 8 × 8 leaf's cells (bit 8 × row + column) with its top-left corner at a row and a column
  /// that are multiples of 8.
  @inline(__always)
  mutating func place(leaf bits: UInt64, row: Int, column: Int) {
    let shift = UInt64(column + (row & 16) * 2)
    withWords { words in
      for line in 0..<8 {
        words[row & 15 + line] |= (bits >> UInt64(8 * line) & 0xFF) << shift
      }
    }
  }

  /// The 8 × 8 cells with their top-left corner at a row and a column that are multiples of 8, as a leaf's
  /// 64 bits: the reverse of ``place(leaf:row:column:)``.
  @inline(__always)
  func leaf(row: Int, column: Int) -> UInt64 {
    var copy = self
    let shift = UInt64(column + (row & 16) * 2)
    return copy.withWords { words in
      var bits: UInt64 = 0
      for line in 0..<8 {
        bits |= (words[row & 15 + line] >> shift & 0xFF) << UInt64(8 * line)
      }
      return bits
    }
  }

  /// One generation, taking cells beyond the square as dead (so after `g` generations only the centre
  /// 32 − 2g rows and columns are exact).
  mutating func step<Rule: BitSlicedRule>(_ rule: Rule) {
    withWords { words in
      // Each word's horizontal sums are needed by it and by the words above and below: worked out once.
      var ones = (UInt64(0), UInt64(0), UInt64(0))
      var twos = (UInt64(0), UInt64(0), UInt64(0))
      let last = Self.sums(words[15])
      // The row above row 0 is dead; above row 16 (the high half of word 0) is row 15 (the low half of 15).
      (ones.0, twos.0) = (last.ones << 32, last.twos << 32)
      (ones.1, twos.1) = Self.sums(words[0])
      let first = (ones.1, twos.1)
      for index in 0..<16 {
        let cells = words[index]
        if index < 15 {
          (ones.2, twos.2) = Self.sums(words[index + 1])
        } else {
          // Below row 15 is row 16 (the high half of word 0); below row 31 is dead.
          (ones.2, twos.2) = (first.0 >> 32, first.1 >> 32)
        }
        words[index] = Self.next(cells, ones: ones, twos: twos, rule)
        (ones.0, twos.0) = (ones.1, twos.1)
        (ones.1, twos.1) = (ones.2, twos.2)
      }
    }
  }

  /// West + centre + east for two rows of 32 cells, as two bit planes.
  @inline(__always)
  private static func sums(_ centre: UInt64) -> (ones: UInt64, twos: UInt64) {
    let west = centre << 1 & 0xFFFF_FFFE_FFFF_FFFE
    let east = centre >> 1 & 0x7FFF_FFFF_7FFF_FFFF
    return (west ^ centre ^ east, (west & centre) | (east & (west ^ centre)))
  }

  /// The next state of two rows, from the horizontal sums of the rows above, of their own and of below.
  @inline(__always)
  private static func next<Rule: BitSlicedRule>(
    _ cells: UInt64, ones: (UInt64, UInt64, UInt64), twos: (UInt64, UInt64, UInt64), _ rule: Rule
  ) -> UInt64 {
    let (a0, b0, c0) = ones
    let (a1, b1, c1) = twos
    let t0 = a0 ^ b0 ^ c0
    let carry0 = (a0 & b0) | (c0 & (a0 ^ b0))
    let sumOfTwos = a1 ^ b1 ^ c1
    let fours = (a1 & b1) | (c1 & (a1 ^ b1))
    let t1 = sumOfTwos ^ carry0
    let carry1 = sumOfTwos & carry0
    return rule.next(alive: cells, t0: t0, t1: t1, t2: fours ^ carry1, t3: fours & carry1)
  }

  /// The sixteen words as a buffer, for loops over them.
  @inline(__always)
  private mutating func withWords<Result>(_ body: (UnsafeMutablePointer<UInt64>) -> Result) -> Result {
    withUnsafeMutablePointer(to: &words) { $0.withMemoryRebound(to: UInt64.self, capacity: 16, body) }
  }
}
