import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keys typed during a round's countdown, one at a time and without echo.
///
/// Unlike the practice loop's reader it has no thread of its own: the countdown asks for a key between two
/// redraws. So once the round ends nothing is left reading, and the question after it gets every key.
enum WorkshopKeys {
  nonisolated(unsafe) private static var saved: termios?

  /// Reads keys as typed from now on; does nothing without a terminal.
  static func start() {
    guard isatty(STDIN_FILENO) == 1, saved == nil else { return }
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    saved = settings
    // However the tool ends, the terminal is given back as it was.
    atexit { WorkshopKeys.stop() }
    // Ctrl-C arrives as a key (byte 3) rather than a signal, so it ends the round, not the tool.
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }

  /// A key typed within `seconds`, or nil when none was.
  static func next(within seconds: Double) -> UInt8? {
    guard saved != nil else {
      Thread.sleep(forTimeInterval: seconds)
      return nil
    }
    var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&input, 1, Int32(max(1, seconds * 1000))) == 1 else { return nil }
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  /// Gives the terminal back its settings, and drops keys typed but not read: a key pressed by chance
  /// during the round never answers the question after it.
  static func stop() {
    guard var settings = saved else { return }
    tcflush(STDIN_FILENO, TCIFLUSH)
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    saved = nil
  }
}

/// A round's clock: a status line counting down every second until the time is up, or `q` or Ctrl-C.
struct WorkshopCountdown {
  var seconds: Double
  /// What the status line says the time is for: "round 3 · ping-pong".
  var label: String

  /// Counts down; returns whether the round was ended early by a key.
  func run() -> Bool {
    let end = Date().addingTimeInterval(seconds)
    WorkshopKeys.start()
    defer {
      Terminal.clearStatus()
      WorkshopKeys.stop()
    }
    while true {
      let left = end.timeIntervalSinceNow
      guard left > 0 else { return false }
      Terminal.status("⏱  \(countdownClock(left)) left · \(label) · q ends the round")
      // Waits until the shown second changes, or a key comes.
      let toNextSecond = left - left.rounded(.up) + 1
      if let key = WorkshopKeys.next(within: max(0.01, toNextSecond)), Self.endKeys.contains(key) {
        return true
      }
    }
  }

  /// q, Q, Ctrl-C and Ctrl-D.
  static let endKeys: Set<UInt8> = [0x71, 0x51, 0x03, 0x04]
}

/// Time left as a clock shows it: "44:59", "0:03", "1:05:00".
func countdownClock(_ seconds: Double) -> String {
  let whole = Int(seconds.rounded(.up))
  let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
  return hours > 0
    ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
}
