import Foundation
import GameOfLife
import LifeKit

/// The real limit of the bitboard on this machine: each kernel's loop on a grid held in cache, on one core
/// and on every core at once.
///
/// With no memory traffic and no threads to wait for, a kernel can go no faster than this; each bitboard
/// workload is set against the widest kernel's rate on as many cores as it used. The cores are timed
/// together, not one rate multiplied: two cores of one machine need not be equally fast.
struct KernelLimit {
  /// Cell updates per second on one core, for each kernel this processor runs, narrowest first.
  let rates: [(kernel: BitboardKernel, perCore: Double)]
  /// Cell updates per second of the widest kernel with every core running its own loop at the same time.
  let allCores: Double
  /// The widest kernel's rate on the fastest core: the best run alone, or of any core in the runs together,
  /// so the limit does not depend on which core this thread happened to run on.
  let perCore: Double

  /// A torus of 2048 × 48 cells is 12 KB a generation: both generations fit the first-level cache, and its
  /// rows are long enough (4 strips of 8 words) and its columns tall enough that the loop is what counts.
  static let (width, height) = (2048, 48)

  /// Times each kernel, best of 5 runs: other programs on the machine can only slow a run down.
  init(generations: Int, cores: Int) {
    rates = BitboardKernel.allCases.filter(\.isSupported).map { kernel in
      (kernel, Self.bestRate(of: kernel, generations: generations))
    }
    let widest = rates.last?.kernel ?? .portable
    let perCoreTogether = CoreRates(count: cores)
    defer { perCoreTogether.rates.deallocate() }
    var (together, fastestCore) = (0.0, rates.last?.perCore ?? 0)
    for _ in 0..<5 {
      DispatchQueue.concurrentPerform(iterations: cores) { core in
        perCoreTogether.rates[core] = Self.rate(of: widest, generations: generations)
      }
      together = max(together, perCoreTogether.rates.reduce(0, +))
      fastestCore = max(fastestCore, perCoreTogether.rates.max() ?? 0)
    }
    allCores = together
    perCore = fastestCore
  }

  /// One rate for each core, each written by its own core only.
  private struct CoreRates: @unchecked Sendable {
    let rates: UnsafeMutableBufferPointer<Double>
    init(count: Int) { rates = .allocate(capacity: count) }
  }

  /// The most the widest kernel can do on this many cores.
  func limit(cores: Int) -> Double { cores == 1 ? perCore : allCores }

  private static func bestRate(of kernel: BitboardKernel, generations: Int) -> Double {
    (0..<5).map { _ in rate(of: kernel, generations: generations) }.max() ?? .nan
  }

  /// One run of a kernel's loop on this thread, in cell updates per second.
  private static func rate(of kernel: BitboardKernel, generations: Int) -> Double {
    let cells = (0..<width * height / 2).map { (index: Int) -> Position in
      Position(row: index * 7 % height, column: index * 13 % width)
    }
    let setup = EngineSetup(universe: .torus(width: width, height: height))
    guard let engine = try? BitboardEngine(pattern: Pattern(liveCells: cells), setup: setup, kernel: kernel)
    else { return .nan }
    let start = DispatchTime.now()
    engine.step(generations: generations)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    return Double(width * height * generations) / seconds
  }
}
