/// Conway's Game of Life on a grid of `rows` × `columns` cells.
///
/// This is the empty skeleton you start the kata from: every name the tests use is here, and every body
/// compiles but does nothing useful yet. Your tests will tell you which one to fill in next.
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
  public internal(set) var grid: [[Cell]] = []

  /// Makes a game whose cells are all dead.
  ///
  /// - Throws: ``GameError/invalidSize(rows:columns:)`` when either side is less than one.
  public init(rows: Int, columns: Int, topology: Topology = .bounded) throws {
    self.rows = rows
    self.columns = columns
    self.topology = topology
  }

  /// Every cell of the grid, row by row.
  public var cells: [Cell] { [] }

  /// The positions of the live cells, row by row.
  public var liveCells: [Position] { [] }

  /// The number of live cells.
  public var population: Int { 0 }

  /// Whether the position is on the grid.
  public func contains(_ position: Position) -> Bool { false }

  /// The cell at a position, or `nil` when the position is off the grid.
  public func cell(at position: Position) -> Cell? { nil }

  /// Whether the cell at a position is alive; a position off the grid is not.
  public func isAlive(at position: Position) -> Bool { false }

  /// Sets the state of the cell at a position.
  ///
  /// - Throws: ``GameError/outsideGrid(_:rows:columns:)`` when the position is off the grid.
  public func setCell(_ state: CellState, at position: Position) throws {}

  /// Brings a dead cell to life or kills a live one, as a click on the board does.
  ///
  /// - Throws: ``GameError/outsideGrid(_:rows:columns:)`` when the position is off the grid.
  public func toggleCell(at position: Position) throws {}

  /// Kills every cell and sets the generation back to zero.
  public func clear() {}
}

extension Game: Equatable {
  /// Two games are equal when their grids have the same size and the same cells alive.
  public static func == (lhs: Game, rhs: Game) -> Bool { false }
}
