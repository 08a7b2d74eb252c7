import Foundation
import GameOfLife
import LifeKit

/// The real limit of the bitboard on this machine: each kernel's loop on one core, on a grid held in cache.
///
/// With no memory traffic and no threads to wait for, a kernel can go no faster than this; the widest
/// kernel's rate is the limit each bitboard workload is set against, per core it used.
struct KernelLimit {
  /// Cell updates per second on one core, for each kernel this processor runs, narrowest first.
  let rates: [(kernel: BitboardKernel, perCore: Double)]

  /// A torus of 2048 × 48 cells is 12 KB a generation: both generations fit the first-level cache, and its
  /// rows are long enough (4 strips of 8 words) and its columns tall enough that the loop is what counts.
  static let (width, height) = (2048, 48)

  /// Times each kernel, best of 5 runs: other programs on the machine can only slow a run down.
  init(generations: Int) {
    let cells = (0..<Self.width * Self.height / 2).map { (index: Int) -> Position in
      Position(row: index * 7 % Self.height, column: index * 13 % Self.width)
    }
    let setup = EngineSetup(universe: .torus(width: Self.width, height: Self.height))
    rates = BitboardKernel.allCases.filter(\.isSupported).map { kernel in
      var seconds = Double.infinity
      for _ in 0..<5 {
        guard
          let engine = try? BitboardEngine(pattern: Pattern(liveCells: cells), setup: setup, kernel: kernel)
        else { break }
        let start = DispatchTime.now()
        engine.step(generations: generations)
        seconds = min(seconds, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
      }
      return (kernel, Double(Self.width * Self.height * generations) / seconds)
    }
  }

  /// The widest kernel's rate: the most one core can do.
  var perCore: Double { rates.last?.perCore ?? .nan }
}
