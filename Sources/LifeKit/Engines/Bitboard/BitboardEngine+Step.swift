import Foundation
internal import LifeKernels

extension BitboardEngine {
  /// Grids with fewer cells than this are stepped on one core: sharing the work would cost more than it saves.
  ///
  /// Measured on a 2-core machine with AVX-512: a 1024 × 1024 grid (a generation in about 11 µs) steps
  /// faster on one core, and a 2048 × 2048 grid faster on both.
  public static let defaultCellsWorthSharing = 2048 * 1024

  /// How many generations each core steps on its own between two meetings of the cores.
  ///
  /// Meeting every generation cost more than a generation of a 2048 × 2048 grid takes on one core. Each
  /// band steps up to this many extra rows above and below itself instead, one fewer each generation
  /// (a 1024-row band: 3 % more rows); 16, 24 and 64 measured slower than 32.
  static let generationsBetweenMeetings = 32

  /// Steps every generation with the kernel, on one core, or in bands shared between the cores on large grids.
  ///
  /// On large grids each core steps its band up to ``generationsBetweenMeetings`` generations alone
  /// (``BitboardBand``), and the cores meet only then.
  func stepBands(generations: Int) {
    let kernel = kernel.cKernel
    guard width * height >= cellsWorthSharing else {
      for _ in 0..<generations {
        var board = board(from: cells, to: nextCells)
        life_step_rows(kernel, &board, 0, height)
        swap(&cells, &nextCells)
      }
      return
    }
    // One band per core: more bands would balance a core slowed by another program, but each band's halo
    // is extra work, and on two cores one band each measured fastest.
    let count = min(Self.coreCount, height)
    let halo = min(generations, Self.generationsBetweenMeetings)
    let shape = board(from: cells, to: nextCells)
    let bands = (0..<count).map { band in
      BitboardBand(rows: (height * band / count)..<(height * (band + 1) / count), halo: halo, of: shape)
    }
    var remaining = generations
    let otherCores = OtherCores(count: bands.count - 1)
    defer { otherCores.stop() }
    while remaining > 0 {
      let round = BitboardRound(source: cells, destination: nextCells, generations: min(remaining, halo))
      otherCores.share(bands.map { band in { band.step(round, kernel: kernel) } })
      swap(&cells, &nextCells)
      remaining -= round.generations
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
