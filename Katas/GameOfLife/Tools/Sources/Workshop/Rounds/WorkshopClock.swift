import Foundation
import KataSystem

/// A round's clock: a status line counting down every second until the time is up, or `q` or Ctrl-C.
struct WorkshopCountdown {
  var seconds: Double
  /// What the status line says the time is for: "round 3 · ping-pong".
  var label: String
  /// Where the status line is drawn.
  var reporter: any Reporter

  /// Counts down; returns whether the round was ended early by a key.
  func run() -> Bool {
    let end = Date().addingTimeInterval(seconds)
    // No thread reads keys here: the countdown asks between redraws, so once the round ends nothing is
    // left reading, and the question after it gets every key.
    Terminal.enterKeyMode()
    defer {
      reporter.clearStatus()
      Terminal.leaveKeyMode()
    }
    while true {
      let left = end.timeIntervalSinceNow
      guard left > 0 else { return false }
      reporter.status("⏱  \(countdownClock(left)) left · \(label) · q ends the round")
      // Waits until the shown second changes, or a key comes.
      let toNextSecond = left - left.rounded(.up) + 1
      if let key = Terminal.nextKey(within: max(0.01, toNextSecond)), Terminal.quitKeys.contains(key) {
        return true
      }
    }
  }
}
