import GameOfLife
import LifeKit

/// Reads the values of options, each with a message that names the option and what was expected.
enum OptionValues {
  /// The most cells a bounded or torus grid may have: past this a size is refused rather than allocated.
  static let maximumGridCells = 1 << 26

  /// The grid limit as `life --help` states it.
  static let gridLimitDescription = "at most \(maximumGridCells) cells in all (8192 × 8192)"

  /// A count of generations: a whole number, zero or more.
  static func generations(_ text: String, option: String = "--generations") throws -> Int {
    guard let value = Int(text), value >= 0 else {
      throw UsageError("\(option) must be a whole number of generations, 0 or more, not '\(text)'")
    }
    return value
  }

  /// A grid size written `WxH`, such as `64x48`.
  static func size(_ text: String, option: String = "--size") throws -> (width: Int, height: Int) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
      throw UsageError("\(option) must be written WIDTHxHEIGHT, such as 64x48, not '\(text)'")
    }
    if let problem = gridProblem(width: width, height: height) {
      throw UsageError("\(option) \(text): \(problem)")
    }
    return (width, height)
  }

  /// What is wrong with a grid: a side below one, or more cells than ``maximumGridCells``.
  ///
  /// `nil` for a grid that can be made. Whoever asked for the grid says whose mistake it is.
  static func gridProblem(width: Int, height: Int) -> String? {
    guard width > 0, height > 0 else { return "a grid needs at least one column and one row" }
    let (cells, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, cells <= maximumGridCells else {
      return "a \(width) × \(height) grid is too large; the limit is \(gridLimitDescription)"
    }
    return nil
  }

  /// A Life-like rule in B/S or S/B notation.
  static func rule(_ text: String) throws -> LifeLikeRule {
    do {
      return try LifeLikeRule(text)
    } catch let error as PatternError {
      throw UsageError("--rule: \(error.message)")
    }
  }

  /// An engine by name, from the engines LifeKit offers.
  static func engine(_ text: String) throws -> EngineKind {
    guard let engine = EngineKind(rawValue: text.lowercased()) else {
      throw UsageError("unknown engine '\(text)': choose one of \(engineNames)")
    }
    return engine
  }

  /// The engine names, for help and messages: `auto|game|set`.
  static var engineNames: String { EngineKind.allCases.map(\.rawValue).joined(separator: "|") }

  /// A memory budget in megabytes: a whole number, 1 or more.
  static func megabytes(_ text: String) throws -> Int {
    guard let value = Int(text), value > 0 else {
      throw UsageError("--memory must be a whole number of megabytes, 1 or more, not '\(text)'")
    }
    return value
  }
}
