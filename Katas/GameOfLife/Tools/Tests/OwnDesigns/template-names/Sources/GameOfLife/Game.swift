final class Game {
  private(set) var grid: [[Cell]]

  init(width: Int, height: Int, alive: [Position] = []) {
    grid = (0..<height).map { y in
      (0..<width).map { x in
        Cell(x: x, y: y, state: alive.contains { $0.x == x && $0.y == y } ? .alive : .dead)
      }
    }
  }

  func isAlive(at position: Position) -> Bool {
    guard grid.indices.contains(position.y), grid[position.y].indices.contains(position.x) else {
      return false
    }
    return grid[position.y][position.x].state == .alive
  }

  func liveNeighbours(of position: Position) -> Int {
    var count = 0
    for dy in -1...1 {
      for dx in -1...1 where !(dx == 0 && dy == 0) {
        if isAlive(at: (x: position.x + dx, y: position.y + dy)) { count += 1 }
      }
    }
    return count
  }

  func tick() {
    grid = grid.map { row in
      row.map { cell in
        let count = liveNeighbours(of: (x: cell.x, y: cell.y))
        let alive = count == 3 || (cell.state == .alive && count == 2)
        return Cell(x: cell.x, y: cell.y, state: alive ? .alive : .dead)
      }
    }
  }
}
