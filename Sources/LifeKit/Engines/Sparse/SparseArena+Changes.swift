extension SparseArena {
  /// The tiles that changed, and the neighbours beyond an edge or corner that changed, with their rows to do.
  ///
  /// A missing neighbour is made when the edge facing it changed: it was dead and quiet, and only that
  /// change can bring it to life.
  /// - Returns: the tiles, and how many rows they have to work out between them.
  mutating func tilesToWorkOut() -> (tiles: [Int32], rows: Int) {
    // Each tile is listed once: a stamp of this generation marks the ones already listed.
    generationsWorkedOut += 1
    let stamp = generationsWorkedOut
    let changed = changedTiles
    // Pointers, as this runs for every changed tile and its neighbours each generation.
    var (active, missing) = withStepAccess { access in
      let (tiles, listedAt) = (access.tiles, access.listedAt)
      // The changed tiles are listed once each already; stamping them all first means that where most
      // tiles change, asking whether a neighbour is listed nearly always has the same answer.
      var active = changed
      for number in changed { listedAt[Int(number)] = stamp }
      var missing: [SparseTile.Key] = []
      for number in changed {
        // Most neighbours are listed already where most tiles change: look at those that are not.
        let neighbours = tiles[Int(number)].neighbours
        var listed: UInt8 = 0
        for direction in 0..<8 {
          listed |= (listedAt[Int(neighbours[direction])] == stamp ? 1 : 0) << UInt8(direction)
        }
        var edges = tiles[Int(number)].changes.edges & ~listed
        while edges != 0 {
          let direction = edges.trailingZeroBitCount
          let neighbour = tiles[Int(number)].neighbours[direction]
          if neighbour == Self.none {
            missing.append(tiles[Int(number)].key.moved(towards: direction))
          } else {
            Self.list(neighbour, stamp: stamp, in: listedAt, onto: &active)
          }
          edges &= edges - 1
        }
      }
      return (active, missing)
    }
    // Made only now, as making a tile may move the arrays; two changed tiles may ask for the same one.
    for key in missing {
      let number = tile(at: key)
      if listedAt[Int(number)] != stamp {
        listedAt[Int(number)] = stamp
        active.append(number)
      }
    }
    return withStepAccess { access in
      // Read before any tile is worked out, as working a tile out replaces its changes.
      var rows = 0
      for number in active {
        let rowsOfTile = Self.rowsToWorkOut(number, in: UnsafeBufferPointer(access.tiles))
        access.tiles[Int(number)].rowsToWorkOut = rowsOfTile
        rows += rowsOfTile.nonzeroBitCount
      }
      return (active, rows)
    }
  }

  /// Lists a tile to work out, unless it is listed already: its stamp says so.
  private static func list(
    _ number: Int32, stamp: Int, in listedAt: UnsafeMutableBufferPointer<Int>, onto active: inout [Int32]
  ) {
    guard listedAt[Int(number)] != stamp else { return }
    listedAt[Int(number)] = stamp
    active.append(number)
  }

  /// Makes the worked-out generation current, notes which tiles changed, and drops the dead quiet ones.
  ///
  /// A tile may go when it is dead in this generation and the one before, and was dead two before (it is
  /// quiet): then it stays dead until a neighbour's edge changes.
  mutating func commit(_ active: [Int32]) {
    // Every tile was worked out from the current rows of its neighbours: only now may they be replaced.
    swapGenerations()
    changedTiles.removeAll(keepingCapacity: true)
    for number in active {
      if !self[number].changes.isEmpty {
        changedTiles.append(number)
      } else if isDead(number) {
        remove(number)
      }
    }
  }

  /// Counts the starting pattern's live rows as changes, for the second generation.
  ///
  /// A row is skipped when it comes out as it did two generations before; that holds only for generations
  /// worked out from the one before them, and the starting pattern was not: it was simply given.
  mutating func countStartingCellsAsChanged() {
    for number in numbersInUse {
      let starting = liveCellsAsChanges(number, before: true)
      guard !starting.isEmpty else { continue }
      if self[number].changes.isEmpty { changedTiles.append(number) }
      self[number].changes.formUnion(starting)
    }
  }

  /// Counts rows edited before the last step as changed, for the next one.
  ///
  /// The step after an edit skips a row whose neighbourhood is as it was two generations before, and keeps
  /// the row as it was then; an edited row was not worked out from its neighbourhood, so it must be worked
  /// out again, as the starting pattern's rows are. A tile dropped since (dead and quiet) needs nothing.
  mutating func countAsChanged(_ edited: [Int32: UInt64]) {
    for (number, rows) in edited where self[self[number].key] == number {
      if self[number].changes.isEmpty { changedTiles.append(number) }
      self[number].changes.rows |= rows
    }
  }

  /// A tile's live cells as changes, as if from nothing: every row, and edge cell, with a live cell.
  ///
  /// - Parameter before: whether to read the generation before the current one.
  func liveCellsAsChanges(_ number: Int32, before: Bool = false) -> SparseTile.Changes {
    let start = Int(number) * Self.wordsPerTile + (before ? 64 - currentHalf : currentHalf)
    var changes = SparseTile.Changes()
    for index in 0..<64 {
      let cells = rows[start + index]
      changes.rows |= (cells == 0 ? 0 : 1) << UInt64(index)
      changes.westColumn |= (cells & 1) << UInt64(index)
      changes.eastColumn |= (cells >> 63) << UInt64(index)
    }
    return changes
  }

  /// The rows of a tile to work out in the next step: those next to a row or an edge cell around that changed.
  ///
  /// A row's next generation depends on the rows above and below it, and on the cells beyond each end.
  static func rowsToWorkOut(_ number: Int32, in tiles: UnsafeBufferPointer<SparseTile>) -> UInt64 {
    let around = tiles[Int(number)].neighbours
    let changes = { (direction: Int) in tiles[Int(around[direction])].changes }
    let middle = tiles[Int(number)].changes.rows | changes(3).eastColumn | changes(4).westColumn
    var rows = middle | middle << 1 | middle >> 1
    // The last row of the tiles to the north touches row 0; the first row of those to the south, row 63.
    rows |= (changes(0).eastColumn | changes(1).rows | changes(2).westColumn) >> 63
    rows |= (changes(5).eastColumn | changes(6).rows | changes(7).westColumn) << 63
    return rows
  }
}
