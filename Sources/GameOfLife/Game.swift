/// Conway's Game of Life on a grid of `rows` × `columns` cells.
///
/// A `Game` owns its grid and moves it on one generation at a time with ``step()``.
/// It is written to be read: each rule, each neighbour, each cell is a named thing.
public final class Game {
  /// The number of rows, from top to bottom.
  public let rows: Int
  /// The number of columns, from left to right.
  public let columns: Int
  /// What lies beyond the edge of the grid: dead cells (bounded), or the opposite edge (torus).
  public let topology: Topology

  /// How many generations have passed since the game was made (or last cleared).
  public internal(set) var generation = 0

  /// The grid, as rows of cells from top to bottom.
  public internal(set) var grid: [[Cell]]

  /// Makes a game whose cells are all dead.
  ///
  /// - Throws: ``GameError/invalidSize(rows:columns:)`` when either side is less than one.
  public init(rows: Int, columns: Int, topology: Topology = .bounded) throws {
    guard rows > 0, columns > 0 else { throw GameError.invalidSize(rows: rows, columns: columns) }
    self.rows = rows
    self.columns = columns
    self.topology = topology
    self.grid = (0..<rows).map { row in
      (0..<columns).map { column in Cell(position: Position(row: row, column: column), state: .dead) }
    }
  }

  /// Every cell of the grid, row by row.
  public var cells: [Cell] { grid.flatMap { $0 } }

  /// The positions of the live cells, row by row.
  public var liveCells: [Position] { cells.filter(\.isAlive).map(\.position) }

  /// The number of live cells.
  public var population: Int { cells.count(where: \.isAlive) }

  /// Whether the position is on the grid.
  public func contains(_ position: Position) -> Bool {
    (0..<rows).contains(position.row) && (0..<columns).contains(position.column)
  }

  /// The cell at a position, or `nil` when the position is off the grid.
  public func cell(at position: Position) -> Cell? {
    contains(position) ? grid[position.row][position.column] : nil
  }

  /// Whether the cell at a position is alive; a position off the grid is not.
  public func isAlive(at position: Position) -> Bool {
    cell(at: position)?.isAlive ?? false
  }

  /// Sets the state of the cell at a position.
  ///
  /// - Throws: ``GameError/outsideGrid(_:rows:columns:)`` when the position is off the grid.
  public func setCell(_ state: CellState, at position: Position) throws {
    guard contains(position) else { throw GameError.outsideGrid(position, rows: rows, columns: columns) }
    grid[position.row][position.column].state = state
  }

  /// Brings a dead cell to life or kills a live one, as a click on the board does.
  ///
  /// - Throws: ``GameError/outsideGrid(_:rows:columns:)`` when the position is off the grid.
  public func toggleCell(at position: Position) throws {
    try setCell(isAlive(at: position) ? .dead : .alive, at: position)
  }

  /// Kills every cell and sets the generation back to zero.
  public func clear() {
    for position in cells.map(\.position) {
      grid[position.row][position.column].state = .dead
    }
    generation = 0
  }
}

extension Game: Equatable {
  /// Two games are equal when their grids have the same size and the same cells alive.
  public static func == (lhs: Game, rhs: Game) -> Bool {
    lhs.grid == rhs.grid
  }
}
