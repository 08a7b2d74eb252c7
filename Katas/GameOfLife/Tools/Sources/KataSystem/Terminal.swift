import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal a loop of runs or a round works in: keys read one at a time while the learner works, and
/// the terminal's settings put back however the tool ends, by a key, a signal or an error.
package enum Terminal {
  nonisolated(unsafe) private static var saved: termios?

  /// Whether standard output is a terminal, where a status line can be drawn over and over.
  package static var isInteractive: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The keys that end a loop or a round: q, Q, Ctrl-C and Ctrl-D.
  package static let quitKeys: Set<UInt8> = [0x71, 0x51, 0x03, 0x04]

  /// Has keys arrive one at a time, as typed, without echo, until `leaveKeyMode`.
  ///
  /// However the tool ends, the terminal is given back as it was. Ctrl-C arrives as a key (byte 3) rather
  /// than a signal, so the caller can stop its children and end cleanly. Does nothing without a terminal.
  ///
  /// - Returns: whether keys can now be read.
  @discardableResult
  package static func enterKeyMode() -> Bool {
    guard isatty(STDIN_FILENO) == 1 else { return false }
    guard saved == nil else { return true }
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
    saved = settings
    atexit { Terminal.leaveKeyMode() }
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    return true
  }

  /// Gives the terminal back its settings, and drops keys typed but not read, so a key pressed by chance
  /// never answers a question asked afterwards.
  package static func leaveKeyMode() {
    guard var settings = saved else { return }
    tcflush(STDIN_FILENO, TCIFLUSH)
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    saved = nil
  }

  /// A key typed within `seconds`, or nil when none was; for a caller that waits between redraws.
  package static func nextKey(within seconds: Double) -> UInt8? {
    guard saved != nil else {
      Thread.sleep(forTimeInterval: seconds)
      return nil
    }
    var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&input, 1, Int32(max(1, seconds * 1000))) == 1 else { return nil }
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  /// Reads keys on a thread of its own, for a caller busy with other work (a test run) when a key comes.
  package static func readKeys(_ handle: @escaping @Sendable (UInt8) -> Void) {
    guard enterKeyMode() else { return }
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while read(STDIN_FILENO, &byte, 1) == 1 { handle(byte) }
    }
  }
}

extension Reporter {
  /// Rings the terminal's bell.
  package func bell() { write("\u{7}") }

  /// Writes over the current line: the status line of a loop; nothing when the output is no terminal.
  package func status(_ text: String) {
    guard Terminal.isInteractive else { return }
    write("\r\u{1B}[K" + text)
  }

  /// Clears the status line, before other output.
  package func clearStatus() {
    guard Terminal.isInteractive else { return }
    write("\r\u{1B}[K")
  }
}
