import GameOfLife

extension HashLifeEngine {
  /// Whether the cell at a position is alive, the position placed as ``Universe/place(_:)`` places it.
  public func isAlive(at position: Position) -> Bool {
    let half = 1 << (rootLevel - 1)
    guard (-half..<half).contains(position.row), (-half..<half).contains(position.column) else {
      return false
    }
    var (id, level, top, left) = (root, rootLevel, -half, -half)
    while level > Self.leafLevel {
      let node = nodes[Int(id)]
      let quarter = 1 << (level - 1)
      let south = position.row >= top + quarter
      let east = position.column >= left + quarter
      id = south ? (east ? node.se : node.sw) : (east ? node.ne : node.nw)
      (level, top, left) = (level - 1, top + (south ? quarter : 0), left + (east ? quarter : 0))
    }
    return leafBits(id) & Self.leafBit(row: position.row - top, column: position.column - left) != 0
  }

  /// Brings the cell at a position to life or kills it, the position placed as ``Universe/place(_:)`` places it.
  public func setCell(_ state: CellState, at position: Position) {
    // The root grows round its centre until the position is inside it.
    while !(-(1 << (rootLevel - 1))..<(1 << (rootLevel - 1))).contains(position.row)
      || !(-(1 << (rootLevel - 1))..<(1 << (rootLevel - 1))).contains(position.column)
    {
      expandRoot()
    }
    let half = 1 << (rootLevel - 1)
    root = replacing(root, level: rootLevel, top: -half, left: -half, at: position, alive: state == .alive)
    populationCache = [:]
  }

  /// The live cells whose rows and columns are in these ranges, row by row and left to right.
  public func liveCells(rows: Range<Int>, columns: Range<Int>) -> [Position] {
    var cells: [Position] = []
    let half = 1 << (rootLevel - 1)
    collectCells(
      of: root, level: rootLevel, top: -half, left: -half, into: &cells, rows: rows, columns: columns)
    return cells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
  }

  /// A square like `id` but with one cell set: the path down to it is made anew, everything else is shared.
  private func replacing(
    _ id: UInt32, level: Int, top: Int, left: Int, at position: Position, alive: Bool
  ) -> UInt32 {
    if level == Self.leafLevel {
      let bit = Self.leafBit(row: position.row - top, column: position.column - left)
      return leaf(alive ? leafBits(id) | bit : leafBits(id) & ~bit)
    }
    let node = nodes[Int(id)]
    let quarter = 1 << (level - 1)
    let south = position.row >= top + quarter
    let east = position.column >= left + quarter
    let (row, column) = (top + (south ? quarter : 0), left + (east ? quarter : 0))
    var four = (node.nw, node.ne, node.sw, node.se)
    switch (south, east) {
    case (false, false):
      four.0 = replacing(node.nw, level: level - 1, top: row, left: column, at: position, alive: alive)
    case (false, true):
      four.1 = replacing(node.ne, level: level - 1, top: row, left: column, at: position, alive: alive)
    case (true, false):
      four.2 = replacing(node.sw, level: level - 1, top: row, left: column, at: position, alive: alive)
    case (true, true):
      four.3 = replacing(node.se, level: level - 1, top: row, left: column, at: position, alive: alive)
    }
    return join(four.0, four.1, four.2, four.3)
  }

  /// The bit of a cell in a leaf: 8 × row + column.
  private static func leafBit(row: Int, column: Int) -> UInt64 { 1 << UInt64(row * 8 + column) }
}
