import GameOfLife
import LifeKit

/// The line under the board: generation, population, edges, rule, and the target and measured speed.
struct StatusLine {
  var isRunning: Bool
  var generation: Int
  var population: Int
  var topology: Topology
  var width: Int
  var height: Int
  var rule: LifeLikeRule
  /// The generations per second the speed setting aims at.
  var targetRate: Double
  /// The generations per second really computed over the last second.
  var measuredRate: Double

  /// The text, cut to a number of columns.
  func text(columns: Int) -> String {
    let state = isRunning ? "running" : "paused"
    let edges = topology == .torus ? "torus" : "bounded"
    let parts = [
      state, "gen \(generation)", "pop \(population)", "\(edges) \(width)x\(height)", rule.description,
      "target \(Self.format(targetRate))/s", "measured \(Self.format(measuredRate))/s",
    ]
    // Two spaces between parts read best; one keeps big figures within 80 columns.
    let roomy = parts.joined(separator: "  ")
    return String((roomy.count <= columns ? roomy : parts.joined(separator: " ")).prefix(columns))
  }

  /// A rate with one decimal below 10 and none above, so the line does not jump as the figure changes.
  static func format(_ rate: Double) -> String {
    if rate >= 10 { return String(Int(rate.rounded())) }
    let tenths = Int((rate * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
