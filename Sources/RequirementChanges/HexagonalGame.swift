import GameOfLife

/// A hexagonal grid: six neighbours a cell; a dead cell with exactly two live neighbours comes alive, a live cell with three or four lives on (B2/S34).
///
/// Offset coordinates, "odd-r": row r, column c; odd rows sit half a cell to the right of even rows.
/// Bounded: beyond the edge is dead. The neighbours of (r, c) are (r, c-1) and (r, c+1), and
/// - for an even r: (r-1, c-1), (r-1, c), (r+1, c-1), (r+1, c);
/// - for an odd r: (r-1, c), (r-1, c+1), (r+1, c), (r+1, c+1).
public final class HexagonalGame {
  /// The cells, read and drawn as a `Game`'s; only the neighbours and the rules are the hexagon's own.
  private let board: Game

  /// Makes a game from a picture, as `Game(picture:topology:)` does: `.` dead, `O` alive.
  ///
  /// Each line is a row of hexagons; odd rows (counted from zero) sit half a cell to the right.
  ///
  /// - Throws: `GameError.unexpectedCharacter` for any other character,
  ///   `GameError.emptyPicture` when there are no rows.
  public init(picture: String) throws {
    board = try Game(picture: picture)
  }

  /// The number of rows, from top to bottom.
  public var rows: Int { board.rows }
  /// The number of columns, from left to right.
  public var columns: Int { board.columns }
  /// How many generations have passed since the game was made.
  public private(set) var generation = 0
  /// The grid as a picture, one line per row with no shift drawn: `.` for a dead cell, `O` for a live one.
  public var picture: String { board.picture }

  /// Whether the cell at a position is alive; a position off the grid is not.
  public func isAlive(at position: Position) -> Bool {
    board.isAlive(at: position)
  }

  /// The positions of the hexagons that touch a position and are on the grid: six inside, fewer at an edge.
  ///
  /// The cells above and below are one column further left for an even row than for an odd one,
  /// because odd rows sit half a cell to the right.
  public func neighbours(of position: Position) -> [Position] {
    let (row, column) = (position.row, position.column)
    let left = row.isMultiple(of: 2) ? column - 1 : column
    let touching = [
      (row, column - 1), (row, column + 1),
      (row - 1, left), (row - 1, left + 1),
      (row + 1, left), (row + 1, left + 1),
    ]
    return touching.map { Position(row: $0, column: $1) }.filter(board.contains)
  }

  /// How many of the neighbours of a position are alive.
  public func liveNeighbourCount(of position: Position) -> Int {
    neighbours(of: position).count(where: isAlive(at:))
  }

  /// Moves the game on by one generation, every next state worked out from the whole current one first.
  public func step() {
    let next = board.cells.map { cell in (cell.position, nextState(of: cell)) }
    for (position, state) in next {
      try? board.setCell(state, at: position)  // every position is the board's own
    }
    generation += 1
  }

  /// B2/S34: born with exactly two live neighbours, living on with three or four, dead otherwise.
  private func nextState(of cell: Cell) -> CellState {
    switch (cell.state, liveNeighbourCount(of: cell.position)) {
    case (.dead, 2), (.alive, 3...4): .alive
    default: .dead
    }
  }
}
