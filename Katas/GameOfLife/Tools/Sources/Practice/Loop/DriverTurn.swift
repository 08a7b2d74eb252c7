import Foundation
import KataSystem

/// The driver's turn in a pair or a mob (`make kata-watch DRIVERS=ada,bo MINUTES=5`): whose turn it is,
/// the time left, and the pass to the next, with a gentle reminder when the time is up.
///
/// A value with the time given to each question, so it is tested without a clock or a terminal.
package struct DriverTurn: Sendable {
  let drivers: [String]
  let seconds: Double
  private(set) var index = 0
  private(set) var started: Date
  /// When the time-up reminder was last given; nil before the turn's time is up.
  private var reminded: Date?

  /// The reminder is given again this often while the turn goes on past its time.
  static let reminderEvery = 60.0

  init(drivers: [String], seconds: Double, at now: Date) {
    (self.drivers, self.seconds, started) = (drivers, seconds, now)
  }

  /// The drivers as `DRIVERS=` gives them: two or more names, comma-separated; nil for none.
  package static func drivers(_ text: String) throws -> [String]? {
    guard !text.isEmpty else { return nil }
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard names.count >= 2, names.allSatisfy({ !$0.isEmpty }), Set(names).count == names.count else {
      throw KataError(
        "DRIVERS must be two names or more, each once, comma-separated (as ada,bo), not '\(text)'")
    }
    return names
  }

  var driver: String { drivers[index] }
  var next: String { drivers[(index + 1) % drivers.count] }

  /// Passes the turn to the next driver, whose time starts now.
  mutating func pass(at now: Date) {
    index = (index + 1) % drivers.count
    (started, reminded) = (now, nil)
  }

  func left(at now: Date) -> Double { seconds - now.timeIntervalSince(started) }

  /// The status line: the driver and the time left, or that the time is up.
  func status(at now: Date) -> String {
    let left = left(at: now)
    return left > 0
      ? "🚗 \(driver) drives · \(countdownClock(left)) left · n passes to \(next) · q quits"
      : "⏰ \(driver)'s time is up · n passes to \(next) · q quits"
  }

  /// The reminder due now, if one is: when the time is up, then once a minute until the turn is passed.
  mutating func reminder(at now: Date) -> String? {
    guard left(at: now) <= 0 else { return nil }
    if let reminded, now.timeIntervalSince(reminded) < Self.reminderEvery { return nil }
    reminded = now
    return "⏰ \(driver), your \(duration(seconds)) are up: pass the keyboard to \(next) (n)."
  }
}
