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

  /// Times each kernel, the best of its runs: other programs on the machine can only slow a run down.
  init(generations: Int, cores: Int, runs: BenchRuns) {
    rates = BitboardKernel.allCases.filter(\.isSupported).map { kernel in
      (kernel, Self.best(runs) { Self.rate(of: kernel, generations: generations) })
    }
    let widest = rates.last?.kernel ?? .portable
    let perCoreTogether = CoreRates(count: cores)
    defer { perCoreTogether.rates.deallocate() }
    var fastestCore = rates.last?.perCore ?? 0
    allCores = Self.best(runs) {
      DispatchQueue.concurrentPerform(iterations: cores) { core in
        perCoreTogether.rates[core] = Self.rate(of: widest, generations: generations)
      }
      fastestCore = max(fastestCore, perCoreTogether.rates.max() ?? 0)
      return perCoreTogether.rates.reduce(0, +)
    }
    perCore = fastestCore
  }

  /// How often the limit is timed: a run takes a few milliseconds, so many runs over a second or so see
  /// past a slow spell of the machine.
  static let standardRuns = BenchRuns(least: 5, seconds: 1, most: 2000)
  static let quickRuns = BenchRuns(least: 5, seconds: 0, most: 5)

  /// The highest rate of the runs.
  private static func best(_ runs: BenchRuns, _ rate: () -> Double) -> Double {
    let start = DispatchTime.now()
    var (best, count) = (rate(), 1)
    while runs.wantsAnother(after: count, seconds: start.secondsSince) {
      best = max(best, rate())
      count += 1
    }
    return best
  }

  /// One rate for each core, each written by its own core only.
  private struct CoreRates: @unchecked Sendable {
    let rates: UnsafeMutableBufferPointer<Double>
    init(count: Int) { rates = .allocate(capacity: count) }
  }

  /// The most the widest kernel can do on this many cores.
  func limit(cores: Int) -> Double { cores == 1 ? perCore : allCores }

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
    let seconds = start.secondsSince
    return Double(width * height * generations) / seconds
  }
}
