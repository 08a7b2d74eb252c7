import GameOfLife

extension HashLifeEngine {
  /// Builds the quadtree bottom up: 8 × 8 leaves first, then each level from the one below.
  func build(from cells: [Position]) {
    rootLevel = Self.smallestRootLevel
    if let box = Pattern.boundingBox(of: cells) {
      let reach = max(-box.top, -box.left, box.bottom + 1, box.right + 1)
      while 1 << (rootLevel - 1) < reach { rootLevel += 1 }
    }
    let half = 1 << (rootLevel - 1)
    // 8 × 8 blocks by block row and column (counted from the root's top-left corner), 64 bits each.
    var blocks: [Int: UInt64] = [:]
    for cell in cells {
      let (row, column) = (cell.row + half, cell.column + half)
      blocks[(row >> 3) << 32 | column >> 3, default: 0] |= 1 << UInt64((row & 7) * 8 + column & 7)
    }
    // Each level stops short when the system refuses memory: the engine is then not used, and throws.
    var level: [Int: UInt32] = [:]
    for (key, bits) in blocks where refusedAtMegabytes == nil { level[key] = leaf(bits) }
    for size in 4...rootLevel where refusedAtMegabytes == nil {
      let empty = emptyNode(level: size - 1)
      var quadrants: [Int: (UInt32, UInt32, UInt32, UInt32)] = [:]
      for (key, id) in level {
        let (row, column) = (key >> 32, key & 0xFFFF_FFFF)
        let parent = (row >> 1) << 32 | column >> 1
        var four = quadrants[parent] ?? (empty, empty, empty, empty)
        switch (row & 1, column & 1) {
        case (0, 0): four.0 = id
        case (0, _): four.1 = id
        case (_, 0): four.2 = id
        default: four.3 = id
        }
        quadrants[parent] = four
      }
      level = [:]
      for (key, four) in quadrants where refusedAtMegabytes == nil {
        level[key] = join(four.0, four.1, four.2, four.3)
      }
    }
    root = level[0] ?? emptyNode(level: rootLevel)
  }

  /// Appends the live cells of a square whose top-left corner is at a row and column, those in the ranges
  /// only when ranges are given; squares outside them, and empty squares, are skipped whole.
  func collectCells(
    of id: UInt32, level: Int, top: Int, left: Int, into cells: inout [Position],
    rows: Range<Int> = Int.min..<Int.max, columns: Range<Int> = Int.min..<Int.max
  ) {
    let side = 1 << level
    guard id != emptyNode(level: level), rows.overlaps(top..<top + side), columns.overlaps(left..<left + side)
    else { return }
    if level == Self.leafLevel {
      var bits = leafBits(id)
      while bits != 0 {
        let bit = bits.trailingZeroBitCount
        let cell = Position(row: top + bit / 8, column: left + bit % 8)
        if rows.contains(cell.row), columns.contains(cell.column) { cells.append(cell) }
        bits &= bits - 1
      }
      return
    }
    let node = nodes[Int(id)]
    let half = 1 << (level - 1)
    collectCells(
      of: node.nw, level: level - 1, top: top, left: left, into: &cells, rows: rows, columns: columns)
    collectCells(
      of: node.ne, level: level - 1, top: top, left: left + half, into: &cells, rows: rows, columns: columns)
    collectCells(
      of: node.sw, level: level - 1, top: top + half, left: left, into: &cells, rows: rows, columns: columns)
    collectCells(
      of: node.se, level: level - 1, top: top + half, left: left + half, into: &cells, rows: rows,
      columns: columns)
  }

  /// The number of live cells in a square, remembered for the nodes of 64 × 64 cells and more below the root.
  ///
  /// Smaller squares are counted again each time they are met: counting a 32 × 32 square is 16 leaves'
  /// bit counts, while remembering it would cost an entry for each of the many small squares.
  func population(of id: UInt32, level: Int) -> Int {
    if level == Self.leafLevel { return leafBits(id).nonzeroBitCount }
    let isRemembered = level >= Self.leafLevel + 3
    if isRemembered, let known = populationCache[id] { return known }
    let node = nodes[Int(id)]
    let count = Self.sum(
      population(of: node.nw, level: level - 1), population(of: node.ne, level: level - 1),
      population(of: node.sw, level: level - 1), population(of: node.se, level: level - 1))
    if isRemembered { populationCache[id] = count }
    return count
  }

  /// Four counts added, stopping at `Int.max`: a breeder run far enough has more cells than that
  /// (about 9.2 × 10^18), and a count must not trap.
  static func sum(_ first: Int, _ second: Int, _ third: Int, _ fourth: Int) -> Int {
    let (north, northOverflows) = first.addingReportingOverflow(second)
    let (south, southOverflows) = third.addingReportingOverflow(fourth)
    let (total, totalOverflows) = north.addingReportingOverflow(south)
    return northOverflows || southOverflows || totalOverflows ? .max : total
  }
}
