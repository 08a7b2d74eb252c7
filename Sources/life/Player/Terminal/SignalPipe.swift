import Foundation

/// Turns the signals the player answers into bytes its main loop reads, with the keys, from one `poll`.
///
/// A signal handler may do almost nothing safely; writing one byte to a pipe is one of the things it may
/// do (the "self-pipe trick"). The loop then quits cleanly, restoring the terminal, on SIGINT, SIGTERM
/// and SIGHUP, and redraws on SIGWINCH, the signal of a resized window.
enum SignalPipe {
  /// The signals that end the player.
  static let endingSignals = [SIGINT, SIGTERM, SIGHUP]
  /// The signal of a resized terminal window.
  static let resize = SIGWINCH

  // The handler can capture nothing, so the pipe's write end is global; it is set before any handler runs.
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  nonisolated(unsafe) private static var readEnd: Int32 = -1

  /// Opens the pipe and installs the handlers; returns the end to poll.
  static func install() throws -> Int32 {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw PlayerError.cannotWatchSignals }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    for watched in endingSignals + [resize] {
      signal(watched) { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(SignalPipe.writeEnd, &byte, 1)
      }
    }
    return readEnd
  }

  /// The signals that arrived since the last call, oldest first.
  static func arrived() -> [Int32] {
    var signals: [Int32] = []
    var byte: UInt8 = 0
    while read(readEnd, &byte, 1) == 1 { signals.append(Int32(byte)) }
    return signals
  }
}
