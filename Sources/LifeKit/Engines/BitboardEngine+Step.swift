import Dispatch
import Foundation

extension BitboardEngine {
  /// Grids with fewer cells than this are stepped on one core: sharing the work would cost more than it saves.
  ///
  /// Cores meet once a generation; measured on a 2-core machine, a 1024 × 1024 grid (a generation in about
  /// 50 µs) steps faster on one core, and a 2048 × 2048 grid faster on both.
  public static let defaultCellsWorthSharing = 2048 * 1024

  /// Steps every generation with one rule, split into one band of rows per core on large grids.
  func step<Rule: BitSlicedRule>(generations: Int, applying rule: Rule) {
    // Several bands per core: a core that finishes early (or that another program slowed) takes the next.
    let bands = width * height >= cellsWorthSharing ? max(1, min(Self.coreCount * 4, height / 16)) : 1
    // Three rows of horizontal sums (two bit planes each) per band, reused row after row.
    let scratch = UnsafeMutablePointer<UInt64>.allocate(capacity: bands * 6 * wordsPerRow)
    defer { scratch.deallocate() }
    for _ in 0..<generations {
      let grid = BitboardGeneration(
        width: width, height: height, wraps: wraps, wordsPerRow: wordsPerRow, lastWordMask: lastWordMask,
        current: cells, next: nextCells, scratch: scratch)
      if bands == 1 {
        grid.stepRows(0..<height, scratchOffset: 0, rule: rule)
      } else {
        DispatchQueue.concurrentPerform(iterations: bands) { band in
          let rows = (grid.height * band / bands)..<(grid.height * (band + 1) / bands)
          grid.stepRows(rows, scratchOffset: band * 6 * grid.wordsPerRow, rule: rule)
        }
      }
      swap(&cells, &nextCells)
    }
  }

  /// How many cores to share the work between.
  static var coreCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

/// One generation of a bitboard: the grid's shape and buffers, handed to the cores stepping the bands.
///
/// Each core writes only its own rows of `next` and its own part of `scratch`.
struct BitboardGeneration: @unchecked Sendable {
  let width: Int
  let height: Int
  let wraps: Bool
  let wordsPerRow: Int
  let lastWordMask: UInt64
  let current: UnsafeMutablePointer<UInt64>
  let next: UnsafeMutablePointer<UInt64>
  let scratch: UnsafeMutablePointer<UInt64>

  /// Writes the next generation of a band of rows from the current one.
  ///
  /// Each row's horizontal sums (west + centre + east, as two bit planes) are worked out once and used for
  /// the row above, the row itself and the row below.
  func stepRows<Rule: BitSlicedRule>(
    _ rows: Range<Int>, scratchOffset: Int, rule: Rule
  ) {
    guard !rows.isEmpty else { return }
    let words = wordsPerRow
    let sums = scratch + scratchOffset
    var above = (ones: sums, twos: sums + words)
    var here = (ones: sums + 2 * words, twos: sums + 3 * words)
    var below = (ones: sums + 4 * words, twos: sums + 5 * words)
    addHorizontally(row: rows.lowerBound - 1, of: current, ones: above.ones, twos: above.twos)
    addHorizontally(row: rows.lowerBound, of: current, ones: here.ones, twos: here.twos)
    for row in rows {
      addHorizontally(row: row + 1, of: current, ones: below.ones, twos: below.twos)
      let alive = current + row * words
      let nextRow = next + row * words
      for word in 0..<words {
        // Add the three rows' two-bit sums into a four-bit total (0...9) for each of the 64 cells.
        let (a0, b0, c0) = (above.ones[word], here.ones[word], below.ones[word])
        let (a1, b1, c1) = (above.twos[word], here.twos[word], below.twos[word])
        let t0 = a0 ^ b0 ^ c0
        let carry0 = (a0 & b0) | (c0 & (a0 ^ b0))
        let twos = a1 ^ b1 ^ c1
        let fours = (a1 & b1) | (c1 & (a1 ^ b1))
        let t1 = twos ^ carry0
        let carry1 = twos & carry0
        let t2 = fours ^ carry1
        let t3 = fours & carry1
        nextRow[word] = rule.next(alive: alive[word], t0: t0, t1: t1, t2: t2, t3: t3)
      }
      nextRow[words - 1] &= lastWordMask
      (above, here, below) = (here, below, above)
    }
  }

  /// Writes the sum west + centre + east of every cell of a row as two bit planes (ones and twos).
  ///
  /// A row beyond the edge is all dead on a bounded grid and the opposite row on a torus.
  private func addHorizontally(
    row: Int, of grid: UnsafeMutablePointer<UInt64>, ones: UnsafeMutablePointer<UInt64>,
    twos: UnsafeMutablePointer<UInt64>
  ) {
    let words = wordsPerRow
    guard wraps || (0..<height).contains(row) else {
      ones.update(repeating: 0, count: words)
      twos.update(repeating: 0, count: words)
      return
    }
    let cells = grid + ((row % height + height) % height) * words
    let lastColumn = UInt64((width - 1) % 64)
    // What lies west of column 0 and east of the last column: the opposite edge on a torus, else nothing.
    let westOfFirst = wraps ? cells[words - 1] >> lastColumn & 1 : 0
    let eastOfLast = wraps ? (cells[0] & 1) << lastColumn : 0
    // Each cell's west neighbour moved onto it, and its east neighbour moved onto it; the edge words are
    // done apart so the loop over the others has no branches.
    @inline(__always) func add(_ word: Int, fromWest: UInt64, fromEast: UInt64) {
      let centre = cells[word]
      let west = centre << 1 | fromWest
      let east = centre >> 1 | fromEast
      ones[word] = west ^ centre ^ east
      twos[word] = (west & centre) | (east & (west ^ centre))
    }
    guard words > 1 else {
      add(0, fromWest: westOfFirst, fromEast: eastOfLast)
      return
    }
    add(0, fromWest: westOfFirst, fromEast: cells[1] << 63)
    for word in 1..<words - 1 {
      add(word, fromWest: cells[word - 1] >> 63, fromEast: cells[word + 1] << 63)
    }
    add(words - 1, fromWest: cells[words - 2] >> 63, fromEast: eastOfLast)
  }
}
