internal import LifeKernels

/// A band of rows that one core steps several generations on its own, between two meetings of the cores.
///
/// The band copies its rows, and `halo` rows above and below them, into buffers of its own. Each generation
/// the rows at the buffer's ends go wrong, their neighbours beyond being missing, one row deeper each time,
/// so those rows are not stepped at all; after up to `halo` generations the band's own rows are still right,
/// and go back into the grid. On a bounded grid the buffer stops at the grid's edge, beyond which every
/// cell is dead anyway.
final class BitboardBand: @unchecked Sendable {
  /// The grid's rows this band writes.
  let rows: Range<Int>
  /// The grid's rows the buffers hold: the band and its halo, wrapping round on a torus.
  let bufferRows: Range<Int>
  /// The grid the band belongs to, as the kernels see it; its buffers are filled in for each step.
  let grid: LifeBitboard
  var current: UnsafeMutablePointer<UInt64>
  var next: UnsafeMutablePointer<UInt64>

  /// Makes the buffers for a band of a grid, with room for `halo` rows either side.
  init(rows: Range<Int>, halo: Int, of grid: LifeBitboard) {
    self.rows = rows
    self.grid = grid
    let height = Int(grid.height)
    bufferRows =
      grid.wrapsRows
      ? (rows.lowerBound - halo)..<(rows.upperBound + halo)
      : max(0, rows.lowerBound - halo)..<min(height, rows.upperBound + halo)
    let words = bufferRows.count * Int(grid.wordsPerRow)
    current = BitboardEngine.allocateGrid(words: words)
    next = BitboardEngine.allocateGrid(words: words)
  }

  deinit {
    BitboardEngine.deallocateGrid(current)
    BitboardEngine.deallocateGrid(next)
  }

  /// Steps the band's rows through a round's generations (at most the halo), from its source to its destination.
  func step(_ round: BitboardRound, kernel: LifeKernel) {
    let (source, destination) = (round.source, round.destination)
    let words = Int(grid.wordsPerRow)
    let height = Int(grid.height)
    for (index, row) in bufferRows.enumerated() {
      let gridRow = Universe.wrapped(row, across: height)
      (current + index * words).update(from: source + gridRow * words, count: words)
    }
    // Within the buffer nothing wraps from top to bottom: its ends are the halo's, or the grid's edge.
    var board = grid
    board.height = bufferRows.count
    board.wrapsRows = false
    // An end cut short of the grid's edge loses a row each generation; the rows still stepped read only
    // rows stepped the generation before.
    let (cutAbove, cutBelow) = (
      grid.wrapsRows || bufferRows.lowerBound > 0, grid.wrapsRows || bufferRows.upperBound < height
    )
    for generation in 0..<round.generations {
      board.current = UnsafePointer(current)
      board.next = next
      let first = cutAbove ? generation + 1 : 0
      let end = cutBelow ? bufferRows.count - generation - 1 : bufferRows.count
      life_step_rows(kernel, &board, first, end)
      swap(&current, &next)
    }
    let firstRow = rows.lowerBound - bufferRows.lowerBound
    (destination + rows.lowerBound * words).update(
      from: current + firstRow * words, count: rows.count * words)
  }
}

/// The generations the cores step between two meetings: each band reads `source` and writes its own rows
/// of `destination`.
struct BitboardRound: @unchecked Sendable {
  let source: UnsafeMutablePointer<UInt64>
  let destination: UnsafeMutablePointer<UInt64>
  let generations: Int
}
