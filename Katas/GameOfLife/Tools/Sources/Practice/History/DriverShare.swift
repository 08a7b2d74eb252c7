import Foundation
import KataSystem
import Verdicts

/// Each driver's share of a pair's runs, and how often a green after a red was made by another driver
/// than the red: ping-pong, where one writes the failing test and the other makes it pass.
package struct DriverShare: Sendable {
  /// Each driver with their runs, in the order they first drove.
  package var runs: [(driver: String, count: Int)] = []
  /// The greens that followed a red, and how many of them another driver made.
  package var pingPong = (made: 0, of: 0)

  /// Nil when no run recorded its driver.
  package init?(_ runs: [RunRecord]) {
    let driven = runs.filter { $0.driver != nil }
    guard !driven.isEmpty else { return nil }
    for run in driven {
      guard let driver = run.driver else { continue }
      if let index = self.runs.firstIndex(where: { $0.driver == driver }) {
        self.runs[index].count += 1
      } else {
        self.runs.append((driver, 1))
      }
    }
    for (before, after) in zip(driven, driven.dropFirst()) where before.light == .red && after.light == .green
    {
      pingPong.of += 1
      if before.driver != after.driver { pingPong.made += 1 }
    }
  }

  /// The share in a few words, as `ada 5, bo 3 · ping-pong 3 of 4`.
  package var summary: String {
    runs.map { "\($0.driver) \($0.count)" }.joined(separator: ", ")
      + " · ping-pong \(pingPong.made) of \(pingPong.of)"
  }
}
