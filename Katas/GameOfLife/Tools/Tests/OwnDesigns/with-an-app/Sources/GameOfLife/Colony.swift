/// Rows of cells, alive or not, with edges beyond which every cell is dead.
public struct Colony: Equatable, Sendable {
  public let rows: [[Bool]]

  public init(_ picture: String) {
    rows = picture.split(separator: "\n").map { line in line.map { $0 == "#" } }
  }

  init(rows: [[Bool]]) { self.rows = rows }

  public func isAlive(row: Int, column: Int) -> Bool {
    rows.indices.contains(row) && rows[row].indices.contains(column) && rows[row][column]
  }

  public func liveNeighbours(row: Int, column: Int) -> Int {
    var count = 0
    for dr in -1...1 {
      for dc in -1...1 where (dr, dc) != (0, 0) && isAlive(row: row + dr, column: column + dc) {
        count += 1
      }
    }
    return count
  }

  public func next() -> Colony {
    Colony(
      rows: rows.indices.map { row in
        rows[row].indices.map { column in
          let count = liveNeighbours(row: row, column: column)
          return count == 3 || rows[row][column] && count == 2
        }
      })
  }

  public var picture: String {
    rows.map { row in String(row.map { $0 ? "#" : "." }) }.joined(separator: "\n")
  }
}
