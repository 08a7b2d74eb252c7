extension SparseArena {
  /// What is wrong with the arena's bookkeeping, in words; empty when every invariant holds.
  ///
  /// The tile numbers are the arena's own pointers, so these checks are what keeps them honest:
  /// every tile has its rows and its stamp, every tile in use is found under its key, its links name the
  /// tiles the keys say are around it (both ways), no live cell is left in tile ``none`` or in a removed
  /// tile, and the tiles listed as changed are exactly those whose changes are not empty.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    if !isDead(Self.none) { problems.append("tile none has live cells") }
    if tiles[Int(Self.none)].neighbours != SIMD8(repeating: Self.none) {
      problems.append("tile none has links")
    }
    if listedAt.count != tiles.count || rows.count != tiles.count * Self.wordsPerTile {
      problems.append("\(tiles.count) tiles but \(listedAt.count) stamps and \(rows.count) rows")
    }
    if numbers.count + freeNumbers.count + 1 != tiles.count {
      problems.append("\(numbers.count) tiles in use and \(freeNumbers.count) free, of \(tiles.count - 1)")
    }
    for (key, number) in numbers {
      let tile = tiles[Int(number)]
      if tile.key != key { problems.append("tile \(number) is listed under \(key) but is \(tile.key)") }
      for direction in 0..<8 {
        let expected = numbers[key.moved(towards: direction)] ?? Self.none
        let neighbour = tile.neighbours[direction]
        if neighbour != expected {
          problems.append("tile \(key) links \(neighbour) towards \(direction), not \(expected)")
        } else if neighbour != Self.none,
          tiles[Int(neighbour)].neighbours[SparseTile.opposite(direction)] != number
        {
          problems.append("tile \(key) and its neighbour towards \(direction) are linked one way only")
        }
      }
      let changes = tile.changes
      if changes.westColumn & ~changes.rows != 0 || changes.eastColumn & ~changes.rows != 0 {
        problems.append("tile \(key) has a changed column in a row that did not change")
      }
    }
    let listed = Set(changedTiles)
    if listed.count != changedTiles.count { problems.append("a tile is listed twice as changed") }
    for number in numbers.values where tiles[Int(number)].changes.isEmpty == listed.contains(number) {
      let state = tiles[Int(number)].changes.isEmpty ? "quiet but listed" : "changed but not listed"
      problems.append("tile \(tiles[Int(number)].key) is \(state) as changed")
    }
    if !listed.isSubset(of: numbers.values) { problems.append("a removed tile is listed as changed") }
    for number in freeNumbers {
      if !isDead(number) { problems.append("removed tile \(number) still has live cells") }
      if tiles[Int(number)].neighbours != SIMD8(repeating: Self.none) {
        problems.append("removed tile \(number) is still linked")
      }
    }
    return problems
  }
}

extension SparseEngine {
  /// What is wrong with the engine's bookkeeping, in words; empty when every invariant holds.
  func invariantViolations() -> [String] { arena.invariantViolations() }

  /// Stops the program when an invariant does not hold: called after every generation in debug builds.
  func checkInvariants() {
    let problems = invariantViolations()
    precondition(problems.isEmpty, "sparse engine: " + problems.joined(separator: "; "))
  }
}
