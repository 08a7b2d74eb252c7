import Dispatch
import Foundation

extension SparseEngine {
  /// From this many tiles to work out in one generation on, the work is shared between the cores.
  static let tilesWorthSharing = 256

  func step<Rule: BitSlicedRule>(generations: Int, applying rule: Rule) {
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    for _ in 0..<generations {
      let active = tilesToWorkOut()
      let work = TileList(tiles: active)
      if active.count < Self.tilesWorthSharing || cores == 1 {
        for tile in active { Self.workOut(tile, rule: rule) }
      } else {
        let parts = cores * 4
        DispatchQueue.concurrentPerform(iterations: parts) { part in
          for index in work.range(part: part, of: parts) { Self.workOut(work.tiles[index], rule: rule) }
        }
      }
      commit(active)
    }
  }

  /// The tiles that changed, and the neighbours that see a change: those beyond an edge or corner that changed.
  ///
  /// A neighbour is made first where live cells face it, so births beyond the edge are not missed.
  private func tilesToWorkOut() -> [SparseTile] {
    let changed = changedTiles.filter(\.changed)
    // Each tile is listed once: a stamp of this generation marks the ones already listed.
    stepsWorkedOut += 1
    let stamp = stepsWorkedOut
    var active: [SparseTile] = []
    active.reserveCapacity(changed.count * 2)
    func list(_ tile: SparseTile) {
      if tile.scheduled != stamp {
        tile.scheduled = stamp
        active.append(tile)
      }
    }
    for tile in changed {
      list(tile)
      for direction in 0..<8 {
        if let neighbour = tile.neighbours[direction] {
          if tile.changedEdges & 1 << direction != 0 { list(neighbour) }
        } else if tile.hasLiveCells(facing: direction) {
          let offset = SparseTile.directions[direction]
          list(
            self.tile(
              at: SparseTile.Key(row: tile.key.row + offset.row, column: tile.key.column + offset.column)))
        }
      }
    }
    return active
  }

  /// Notes which tiles changed, for the next generation, and drops the empty quiet ones.
  private func commit(_ active: [SparseTile]) {
    changedTiles.removeAll(keepingCapacity: true)
    // Every tile was worked out from the current rows of its neighbours: only now may they be replaced.
    for tile in active { tile.swapGenerations() }
    for tile in active {
      if tile.changed { changedTiles.append(tile) } else if tile.isEmptyNow { remove(tile) }
    }
  }

  /// Writes a tile's next generation into its `nextRows`, reading the edges of its neighbours, and notes what changed.
  private static func workOut<Rule: BitSlicedRule>(_ tile: SparseTile, rule: Rule) {
    // The rows of the eight neighbours, or of an empty tile where there is none.
    let around = tile.neighbourSlots
    let (northWest, north, northEast, west) = (
      around[0].pointee, around[1].pointee, around[2].pointee, around[3].pointee
    )
    let (east, southWest, south, southEast) = (
      around[4].pointee, around[5].pointee, around[6].pointee, around[7].pointee
    )
    let rows = tile.rows
    let next = tile.nextRows
    // What changed (any cell, the west and east columns) and whether any cell is alive, noted on the way.
    var (changes, westColumn, eastColumn, live): (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var above = horizontalSums(centre: north[63], west: northWest[63], east: northEast[63])
    var here = horizontalSums(centre: rows[0], west: west[0], east: east[0])
    @inline(__always) func workOut(row: Int, below: (ones: UInt64, twos: UInt64)) {
      let t0 = above.ones ^ here.ones ^ below.ones
      let carry0 = (above.ones & here.ones) | (below.ones & (above.ones ^ here.ones))
      let twos = above.twos ^ here.twos ^ below.twos
      let fours = (above.twos & here.twos) | (below.twos & (above.twos ^ here.twos))
      let t1 = twos ^ carry0
      let carry1 = twos & carry0
      let cells = rule.next(alive: rows[row], t0: t0, t1: t1, t2: fours ^ carry1, t3: fours & carry1)
      next[row] = cells
      let difference = rows[row] ^ cells
      changes |= difference
      westColumn |= difference & 1
      eastColumn |= difference >> 63
      live |= cells
      (above, here) = (here, below)
    }
    // The last row's row below is in the tile to the south: done apart, so the loop has no branch.
    for row in 0..<63 {
      workOut(
        row: row, below: horizontalSums(centre: rows[row + 1], west: west[row + 1], east: east[row + 1]))
    }
    workOut(row: 63, below: horizontalSums(centre: south[0], west: southWest[0], east: southEast[0]))
    let (top, bottom) = (rows[0] ^ next[0], rows[63] ^ next[63])
    // One bit per direction, in their order: north-west, north, north-east, west, east, south-west, south,
    // south-east. Written out rather than looped over an array, which would be allocated for every tile.
    let flag = { (difference: UInt64, direction: UInt8) -> UInt8 in difference != 0 ? 1 << direction : 0 }
    tile.changedEdges =
      flag(top & 1, 0) | flag(top, 1) | flag(top >> 63, 2) | flag(westColumn, 3) | flag(eastColumn, 4)
      | flag(bottom & 1, 5) | flag(bottom, 6) | flag(bottom >> 63, 7)
    tile.changed = changes != 0
    tile.isEmptyNow = live == 0
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

  /// The indices of one of several equal parts of the list.
  func range(part: Int, of parts: Int) -> Range<Int> {
    (tiles.count * part / parts)..<(tiles.count * (part + 1) / parts)
  }
}
