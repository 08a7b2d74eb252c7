import GameOfLife

/// Something that moves a pattern on through the generations: the kata `Game`, or a faster engine.
///
/// Every engine must agree with the kata `Game` cell for cell; the differential tests check that.
public protocol LifeEngine: AnyObject {
  /// How many generations have passed since the engine was made.
  var generation: Int { get }
  /// The number of live cells; `Int.max` when there are that many or more (HashLife can get there).
  var population: Int { get }
  /// Moves the pattern on by a number of generations (zero or more).
  ///
  /// - Throws: ``MemoryBudgetError`` when the pattern outgrows the engine's ``MemoryBudget``; the engine
  ///   then holds the last generation it finished.
  func step(generations: Int) throws
  /// The live cells now, framed by the universe's grid (bounded, torus) or by their bounding box (plane),
  /// with the engine's rule, and its universe on a grid (none on the plane).
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
  /// A hash of the live cells, equal whenever the cells are: a repeating board is noticed without a copy.
  var fingerprint: UInt64 { get }
}

extension LifeEngine {
  /// From the pattern's cells: engines that can hash their own storage do it faster.
  public var fingerprint: UInt64 { Fingerprint.of(pattern().liveCells) }
}

/// A hash of a set of live cells that does not depend on their order and is the same in every run.
public enum Fingerprint {
  /// Each cell is mixed on its own (SplitMix64's finaliser) and the results are added, so two boards with
  /// the same cells give the same fingerprint whatever order they are listed in.
  public static func of(_ cells: some Sequence<Position>) -> UInt64 {
    var sum: UInt64 = 0
    var count: UInt64 = 0
    for cell in cells {
      sum &+= mixed(
        (UInt64(bitPattern: Int64(cell.row)) &* 0x9E37_79B9_7F4A_7C15)
          ^ UInt64(bitPattern: Int64(cell.column)))
      count += 1
    }
    return sum &+ count
  }

  /// SplitMix64's finaliser: every bit of the input reaches every bit of the result.
  @inline(__always)
  public static func mixed(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The universe an engine runs in, and the rule it applies.
public struct EngineSetup: Sendable {
  /// Where the engine's cells live: the plane, a bounded grid or a torus.
  public var universe: Universe
  /// The rule each generation applies; Conway's B3/S23 unless the setup says otherwise.
  public var rule: LifeLikeRule
  /// The memory budget of the engines that grow with their pattern; `nil` for ``MemoryBudget/defaultMegabytes``.
  public var memoryMegabytes: Int?

  /// Makes the setup of a universe and a rule, with no memory limit of its own.
  public init(universe: Universe, rule: LifeLikeRule = .conway) {
    self.universe = universe
    self.rule = rule
  }
}

/// Why an engine could not be made for a pattern.
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message a person reads: why no engine could be made.
  public var description: String

  /// Makes an error with the message a person reads.
  public init(_ description: String) {
    self.description = description
  }
}
