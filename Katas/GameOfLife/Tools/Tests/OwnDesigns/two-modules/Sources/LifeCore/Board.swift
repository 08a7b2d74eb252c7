/// A board of fixed size: a value, so a generation is a new board.
public struct Board: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public var live: Set<Int>

  public init(width: Int, height: Int, live: Set<Int> = []) {
    self.width = width
    self.height = height
    self.live = live
  }

  public func isAlive(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height && live.contains(y * width + x)
  }

  public func liveNeighbours(x: Int, y: Int) -> Int {
    var count = 0
    for dy in -1...1 {
      for dx in -1...1 where (dx, dy) != (0, 0) && isAlive(x: x + dx, y: y + dy) {
        count += 1
      }
    }
    return count
  }
}

/// The four rules in one: what a cell becomes.
public func survives(alive: Bool, liveNeighbours: Int) -> Bool {
  liveNeighbours == 3 || alive && liveNeighbours == 2
}
