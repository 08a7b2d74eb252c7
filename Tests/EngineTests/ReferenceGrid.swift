import GameOfLife
import LifeKit

/// The plainest possible grid for any Life-like rule, B0 included: the oracle where the kata `Game` knows only B3/S23.
///
/// Neighbours are counted as the kata `Game` counts them: one per direction, wrapped on a torus, so on a
/// grid one or two cells wide the same cell can be counted more than once.
struct ReferenceGrid {
  let width: Int
  let height: Int
  let wraps: Bool
  let rule: LifeLikeRule
  var alive: [[Bool]]

  init(cells: [Position], width: Int, height: Int, wraps: Bool, rule: LifeLikeRule) {
    (self.width, self.height, self.wraps, self.rule) = (width, height, wraps, rule)
    alive = Array(repeating: Array(repeating: false, count: width), count: height)
    for cell in cells { alive[cell.row][cell.column] = true }
  }

  mutating func step() {
    var next = alive
    for row in 0..<height {
      for column in 0..<width {
        var count = 0
        for rowOffset in -1...1 {
          for columnOffset in -1...1 where rowOffset != 0 || columnOffset != 0 {
            var (r, c) = (row + rowOffset, column + columnOffset)
            if wraps {
              (r, c) = ((r + height) % height, (c + width) % width)
            } else if !(0..<height).contains(r) || !(0..<width).contains(c) {
              continue
            }
            if alive[r][c] { count += 1 }
          }
        }
        next[row][column] = rule.isAliveNext(isAlive: alive[row][column], liveNeighbours: count)
      }
    }
    alive = next
  }

  var liveCells: Set<Position> {
    var cells = Set<Position>()
    for row in 0..<height {
      for column in 0..<width where alive[row][column] { cells.insert(Position(row: row, column: column)) }
    }
    return cells
  }
}

extension ReferenceGrid {
  /// The live cells row by row, left to right, as the engines list a rectangle.
  var cellsInOrder: [Position] {
    (0..<height).flatMap { row in (0..<width).filter { alive[row][$0] }.map { Position(row: row, column: $0) }
    }
  }
}
