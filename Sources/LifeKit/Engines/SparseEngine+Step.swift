import Dispatch
import Foundation

extension SparseEngine {
  /// From this many tiles to work out in one generation on, the work is shared between the cores.
  static let tilesWorthSharing = 256

  func step<Rule: BitSlicedRule>(generations: Int, applying rule: Rule) {
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    for _ in 0..<generations {
      let active = tilesToWorkOut()
      arena.withStepAccess { access in
        if active.count < Self.tilesWorthSharing || cores == 1 {
          for number in active { access.workOut(number, rule: rule) }
        } else {
          let parts = cores * 4
          DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = (active.count * part / parts)..<(active.count * (part + 1) / parts)
            for index in range { access.workOut(active[index], rule: rule) }
          }
        }
      }
      commit(active)
      #if DEBUG
        checkInvariants()
      #endif
    }
  }

  /// The tiles that changed, and the neighbours that see a change: those beyond an edge or corner that changed.
  ///
  /// A neighbour is made first where live cells face it, so births beyond the edge are not missed.
  private func tilesToWorkOut() -> [Int32] {
    // Each tile is listed once: a stamp of this generation marks the ones already listed.
    stepsWorkedOut += 1
    let stamp = stepsWorkedOut
    var active: [Int32] = []
    active.reserveCapacity(changedTiles.count * 2)
    func list(_ number: Int32) {
      if arena[number].listedAt != stamp {
        arena[number].listedAt = stamp
        active.append(number)
      }
    }
    for number in changedTiles {
      list(number)
      let tile = arena[number]
      for direction in 0..<8 {
        let neighbour = tile.neighbours[direction]
        if neighbour != SparseArena.none {
          if tile.changes.edge(facing: direction) { list(neighbour) }
        } else if arena.hasLiveCells(number, facing: direction) {
          list(arena.tile(at: tile.key.moved(towards: direction)))
        }
      }
    }
    return active
  }

  /// Makes the worked-out generation current, notes which tiles changed, and drops the dead quiet ones.
  private func commit(_ active: [Int32]) {
    // Every tile was worked out from the current rows of its neighbours: only now may they be replaced.
    arena.swapGenerations()
    changedTiles.removeAll(keepingCapacity: true)
    for number in active {
      if !arena[number].changes.isEmpty {
        changedTiles.append(number)
      } else if arena.isDead(number) {
        arena.remove(number)
      }
    }
  }
}
