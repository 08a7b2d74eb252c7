public class Grid {
  public private(set) var cells: [[Bool]]

  public init(_ rows: [String]) {
    cells = rows.map { row in row.map { $0 == "#" } }
  }

  public var rows: [String] {
    cells.map { row in String(row.map { $0 ? "#" : "." }) }
  }

  func isAlive(_ row: Int, _ column: Int) -> Bool {
    #if WRAPS_ROUND
      let height = cells.count
      let width = cells[0].count
      return cells[(row + height) % height][(column + width) % width]
    #else
      guard cells.indices.contains(row), cells[row].indices.contains(column) else { return false }
      return cells[row][column]
    #endif
  }

  func neighbours(_ row: Int, _ column: Int) -> Int {
    var count = 0
    for dr in -1...1 {
      for dc in -1...1 where dr != 0 || dc != 0 {
        if isAlive(row + dr, column + dc) { count += 1 }
      }
    }
    return count
  }

  public func tick() {
    var next = cells
    for row in cells.indices {
      for column in cells[row].indices {
        let count = neighbours(row, column)
        if cells[row][column] {
          next[row][column] = count == 2 || count == 3
        } else {
          next[row][column] = count == 3
        }
      }
    }
    cells = next
  }
}
