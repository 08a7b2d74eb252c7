import Dispatch
import Foundation

extension SparseEngine {
  /// From this many tiles to work out in one generation on, the work is shared between the cores.
  static let tilesWorthSharing = 16

  func step<Rule: BitSlicedRule>(generations: Int, applying rule: Rule) {
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    for _ in 0..<generations {
      let active = tilesToWorkOut()
      let work = TileList(tiles: active)
      if active.count < Self.tilesWorthSharing || cores == 1 {
        for tile in active { Self.workOut(tile, rule: rule) }
      } else {
        DispatchQueue.concurrentPerform(iterations: cores) { part in
          for index in stride(from: part, to: work.tiles.count, by: cores) {
            Self.workOut(work.tiles[index], rule: rule)
          }
        }
      }
      commit(active)
    }
  }

  /// The tiles that changed and their neighbours, making a neighbour first where live cells face it.
  private func tilesToWorkOut() -> [SparseTile] {
    let changed = tiles.values.filter(\.changed)
    for tile in changed {
      for direction in 0..<8 where tile.neighbours[direction] == nil && tile.hasLiveCells(facing: direction) {
        let offset = SparseTile.directions[direction]
        self.tile(at: SparseTile.Key(row: tile.key.row + offset.row, column: tile.key.column + offset.column))
      }
    }
    var seen = Set<ObjectIdentifier>()
    var active: [SparseTile] = []
    for tile in changed {
      for candidate in [tile] + tile.neighbours.compactMap({ $0 })
      where seen.insert(ObjectIdentifier(candidate)).inserted {
        active.append(candidate)
      }
    }
    return active
  }

  /// Makes the worked-out generation current, notes which tiles changed, and drops empty quiet tiles.
  private func commit(_ active: [SparseTile]) {
    for tile in tiles.values { tile.changed = false }
    for tile in active {
      var changed = false
      for row in 0..<64 where tile.rows[row] != tile.nextRows[row] {
        changed = true
        break
      }
      tile.rows.update(from: tile.nextRows, count: 64)
      tile.changed = changed
      if !changed && tile.isEmpty { remove(tile) }
    }
  }

  /// Writes a tile's next generation into its `nextRows`, reading the edges of its neighbours.
  private static func workOut<Rule: BitSlicedRule>(_ tile: SparseTile, rule: Rule) {
    let around = tile.neighbours
    // The row above row 0 and below row 63, with the cells just west and east of each row.
    var above = horizontalSums(
      centre: around[1]?.rows[63] ?? 0, west: around[0]?.rows[63] ?? 0, east: around[2]?.rows[63] ?? 0)
    var here = horizontalSums(
      centre: tile.rows[0], west: around[3]?.rows[0] ?? 0, east: around[4]?.rows[0] ?? 0)
    let west = around[3]?.rows
    let east = around[4]?.rows
    for row in 0..<64 {
      let below =
        row < 63
        ? horizontalSums(centre: tile.rows[row + 1], west: west?[row + 1] ?? 0, east: east?[row + 1] ?? 0)
        : horizontalSums(
          centre: around[6]?.rows[0] ?? 0, west: around[5]?.rows[0] ?? 0, east: around[7]?.rows[0] ?? 0)
      let t0 = above.ones ^ here.ones ^ below.ones
      let carry0 = (above.ones & here.ones) | (below.ones & (above.ones ^ here.ones))
      let twos = above.twos ^ here.twos ^ below.twos
      let fours = (above.twos & here.twos) | (below.twos & (above.twos ^ here.twos))
      let t1 = twos ^ carry0
      let carry1 = twos & carry0
      tile.nextRows[row] = rule.next(
        alive: tile.rows[row], t0: t0, t1: t1, t2: fours ^ carry1, t3: fours & carry1)
      (above, here) = (here, below)
    }
  }

  /// West + centre + east for a row of 64 cells, given the rows of the tiles to the west and east.
  @inline(__always)
  private static func horizontalSums(centre: UInt64, west: UInt64, east: UInt64) -> (
    ones: UInt64, twos: UInt64
  ) {
    let fromWest = centre << 1 | west >> 63
    let fromEast = centre >> 1 | east << 63
    return (fromWest ^ centre ^ fromEast, (fromWest & centre) | (fromEast & (fromWest ^ centre)))
  }
}

/// The tiles of one generation, handed to the cores: each tile is written by one core only.
struct TileList: @unchecked Sendable {
  let tiles: [SparseTile]
}
