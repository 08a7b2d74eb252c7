import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal a loop of runs works in: keys read one at a time while the learner works, and the
/// terminal's settings put back however the tool ends, by a key, a signal or an error.
enum Terminal {
  nonisolated(unsafe) private static var saved: termios?

  /// Whether standard output is a terminal, where a status line can be drawn over and over.
  static var isInteractive: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Reads keys on a thread of its own, each as soon as it is typed, without echo.
  ///
  /// Ctrl-C arrives as a
  /// key too (byte 3), so the loop can stop its children and end cleanly. Does nothing without a terminal.
  static func readKeys(_ handle: @escaping @Sendable (UInt8) -> Void) {
    guard isatty(STDIN_FILENO) == 1 else { return }
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    saved = settings
    atexit { Terminal.restore() }
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while read(STDIN_FILENO, &byte, 1) == 1 { handle(byte) }
    }
  }

  /// Puts back the settings the terminal had before `readKeys`.
  static func restore() {
    guard var settings = saved else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }

  /// Rings the terminal's bell.
  static func bell() { write("\u{7}") }

  /// Writes over the current line: the status line of a loop.
  static func status(_ text: String) {
    guard isInteractive else { return }
    write("\r\u{1B}[K" + text)
  }

  /// Clears the status line, before other output.
  static func clearStatus() {
    guard isInteractive else { return }
    write("\r\u{1B}[K")
  }
}
