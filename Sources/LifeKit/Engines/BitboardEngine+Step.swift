import Dispatch
import Foundation
internal import LifeKernels

extension BitboardEngine {
  /// Grids with fewer cells than this are stepped on one core: sharing the work would cost more than it saves.
  ///
  /// Cores meet once a generation; measured on a 2-core machine, a 1024 × 1024 grid (a generation in about
  /// 50 µs) steps faster on one core, and a 2048 × 2048 grid faster on both.
  public static let defaultCellsWorthSharing = 2048 * 1024

  /// Steps every generation with the kernel, split into bands of rows shared between the cores on large grids.
  func stepBands(generations: Int) {
    // Several bands per core: a core that finishes early (or that another program slowed) takes the next.
    let bands = width * height >= cellsWorthSharing ? max(1, min(Self.coreCount * 4, height / 16)) : 1
    let kernel = kernel.cKernel
    for _ in 0..<generations {
      let generation = KernelBoard(board: board(from: cells, to: nextCells))
      if bands == 1 {
        generation.step(rows: 0..<height, with: kernel)
      } else {
        DispatchQueue.concurrentPerform(iterations: bands) { band in
          let height = Int(generation.board.height)
          generation.step(rows: (height * band / bands)..<(height * (band + 1) / bands), with: kernel)
        }
      }
      swap(&cells, &nextCells)
    }
  }

  /// The grid as the kernels see it: one generation read from `current` and written to `next`.
  func board(from current: UnsafeMutablePointer<UInt64>, to next: UnsafeMutablePointer<UInt64>)
    -> LifeBitboard
  {
    LifeBitboard(
      current: current, next: next, width: width, height: height, wordsPerRow: wordsPerRow,
      wrapsColumns: wraps, wrapsRows: wraps, birthTotals: rule.birthMask,
      survivalTotals: rule.survivalMask << 1)
  }

  /// How many cores to share the work between.
  static var coreCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

/// A grid handed to the cores stepping its bands: each writes only its own rows of `next`.
struct KernelBoard: @unchecked Sendable {
  var board: LifeBitboard

  /// Writes the next generation of some rows.
  func step(rows: Range<Int>, with kernel: LifeKernel) {
    guard !rows.isEmpty else { return }
    var board = board
    life_step_rows(kernel, &board, rows.lowerBound, rows.upperBound)
  }
}
