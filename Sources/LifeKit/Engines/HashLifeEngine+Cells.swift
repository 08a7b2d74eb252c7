import GameOfLife

extension HashLifeEngine {
  /// Builds the quadtree bottom up: 4 × 4 blocks first, then each level from the one below.
  func build(from cells: [Position]) {
    rootLevel = 3
    if let box = Pattern.boundingBox(of: cells) {
      let reach = max(-box.top, -box.left, box.bottom + 1, box.right + 1)
      while 1 << (rootLevel - 1) < reach { rootLevel += 1 }
    }
    let half = 1 << (rootLevel - 1)
    // 4 × 4 blocks by block row and column (counted from the root's top-left corner), 16 bits each.
    var blocks: [Int: UInt16] = [:]
    for cell in cells {
      let (row, column) = (cell.row + half, cell.column + half)
      blocks[(row >> 2) << 32 | column >> 2, default: 0] |= 1 << UInt16((row & 3) * 4 + column & 3)
    }
    var level: [Int: UInt32] = blocks.mapValues { bits in
      let square = { (shift: UInt16) -> UInt32 in
        let value = bits >> shift
        return UInt32((value & 3) | (value >> 2 & 12))
      }
      return join(square(0), square(2), square(8), square(10))
    }
    for size in 3...rootLevel {
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
      level = quadrants.mapValues { join($0.0, $0.1, $0.2, $0.3) }
    }
    root = level[0] ?? emptyNode(level: rootLevel)
  }

  /// Appends the live cells of a square whose top-left corner is at a row and column.
  func collectCells(of id: UInt32, level: Int, top: Int, left: Int, into cells: inout [Position]) {
    guard id != emptyNode(level: level) else { return }
    let node = nodes[Int(id)]
    if level == 2 {
      for (square, row, column) in [(node.nw, 0, 0), (node.ne, 0, 2), (node.sw, 2, 0), (node.se, 2, 2)] {
        for bit in 0..<4 where square & 1 << bit != 0 {
          cells.append(Position(row: top + row + bit / 2, column: left + column + bit % 2))
        }
      }
      return
    }
    let half = 1 << (level - 1)
    collectCells(of: node.nw, level: level - 1, top: top, left: left, into: &cells)
    collectCells(of: node.ne, level: level - 1, top: top, left: left + half, into: &cells)
    collectCells(of: node.sw, level: level - 1, top: top + half, left: left, into: &cells)
    collectCells(of: node.se, level: level - 1, top: top + half, left: left + half, into: &cells)
  }

  /// The number of live cells in a square, remembered for every node below the root.
  func population(of id: UInt32, level: Int) -> Int {
    if let known = populationCache[id] { return known }
    let node = nodes[Int(id)]
    let count =
      level == 2
      ? [node.nw, node.ne, node.sw, node.se].reduce(0) { $0 + ($1 & 15).nonzeroBitCount }
      : population(of: node.nw, level: level - 1) + population(of: node.ne, level: level - 1)
        + population(of: node.sw, level: level - 1) + population(of: node.se, level: level - 1)
    populationCache[id] = count
    return count
  }
}
