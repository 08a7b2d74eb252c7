import Dispatch
import Foundation

extension SparseEngine {
  /// From this many rows to work out in one generation on, the work is shared between the cores.
  ///
  /// The cores meet every generation, and a tile may go to another core's cache from one to the next.
  /// Measured on two cores also busy with other work: the glider gun's stream (up to 19 000 rows a
  /// generation by 100 000 generations) ran a third slower shared from 2048 rows than on one core.
  static let rowsWorthSharing = 24576

  func stepTiles(generations: Int) {
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let kernel = kernel.cKernel
    let (births, survivals) = (rule.birthMask, rule.survivalMask << 1)
    for _ in 0..<generations {
      let edited = arena.editedRows
      arena.editedRows = [:]
      let (active, rows) = arena.tilesToWorkOut()
      arena.withStepAccess { access in
        @Sendable func workOut(_ number: Int32) {
          access.workOut(number, kernel: kernel, birthTotals: births, survivalTotals: survivals)
        }
        if rows < Self.rowsWorthSharing || cores == 1 {
          for number in active { workOut(number) }
        } else {
          let parts = cores * 4
          DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = (active.count * part / parts)..<(active.count * (part + 1) / parts)
            for index in range { workOut(active[index]) }
          }
        }
      }
      arena.commit(active)
      if arena.generationsWorkedOut == 1 { arena.countStartingCellsAsChanged() }
      arena.countAsChanged(edited)
      #if DEBUG
        checkInvariants()
      #endif
    }
  }
}
