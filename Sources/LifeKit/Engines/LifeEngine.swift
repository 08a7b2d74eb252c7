import GameOfLife

/// Something that moves a pattern on through the generations: the kata `Game`, or a faster engine.
///
/// Every engine must agree with the kata `Game` cell for cell; the differential tests check that.
public protocol LifeEngine: AnyObject {
  /// How many generations have passed since the engine was made.
  var generation: Int { get }
  /// The number of live cells.
  var population: Int { get }
  /// Moves the pattern on by a number of generations (zero or more).
  func step(generations: Int)
  /// The live cells now, framed by the universe's grid (bounded, torus) or by their bounding box (plane).
  func pattern() -> Pattern

  /// Whether the cell at a position is alive; a position is placed as ``Universe/place(_:)`` places it, so
  /// off a bounded grid it is dead and on a torus it wraps round.
  func isAlive(at position: Position) -> Bool
  /// Brings the cell at a position to life or kills it, placed as ``Universe/place(_:)`` places it (off a
  /// bounded grid, nothing changes). The generation count goes on.
  func setCell(_ state: CellState, at position: Position)
  /// The live cells whose rows and columns are in these ranges, row by row and left to right; the ranges
  /// are not wrapped on a torus.
  func liveCells(rows: Range<Int>, columns: Range<Int>) -> [Position]
}

/// The universe an engine runs in, and the rule it applies.
public struct EngineSetup: Sendable {
  public var universe: Universe
  public var rule: LifeLikeRule
  public var maximumMemoryMegabytes: Int?

  public init(universe: Universe, rule: LifeLikeRule = .conway) {
    self.universe = universe
    self.rule = rule
  }
}

/// Why an engine could not be made for a pattern.
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
