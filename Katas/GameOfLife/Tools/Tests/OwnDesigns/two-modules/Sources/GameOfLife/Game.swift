import LifeCore

public struct Game: Sendable {
  public private(set) var board: Board
  public private(set) var generation = 0

  public init(board: Board) { self.board = board }

  public mutating func step() {
    var next = Board(width: board.width, height: board.height)
    for y in 0..<board.height {
      for x in 0..<board.width
      where survives(alive: board.isAlive(x: x, y: y), liveNeighbours: board.liveNeighbours(x: x, y: y)) {
        next.live.insert(y * board.width + x)
      }
    }
    board = next
    generation += 1
  }
}
