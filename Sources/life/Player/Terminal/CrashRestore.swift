import Foundation

/// Gives the terminal back even when the program crashes while the player is in raw mode.
///
/// A crash (a failed precondition, a bad memory access) raises a signal that no code of the player returns
/// from. The handler does only what is safe inside a signal handler: it puts back the terminal's settings
/// with `tcsetattr`, writes the escape sequences that leave the alternate screen with `write`, then lets the
/// signal take its default course, so the crash is still reported.
enum CrashRestore {
  /// The signals of a crash: a trap (Swift's failed checks), an abort, a bad memory access or arithmetic.
  static let crashSignals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  // Read by the signal handler, which can capture nothing; written only while no handler is armed.
  nonisolated(unsafe) private static var original = termios()
  nonisolated(unsafe) private static var leaveBytes: [UInt8] = []

  /// Remembers how to give the terminal back and installs the handlers.
  static func arm(original settings: termios, leaveSequence: String) {
    original = settings
    leaveBytes = Array(leaveSequence.utf8)
    for crash in crashSignals {
      signal(crash) { number in
        CrashRestore.restoreTerminal()
        signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  /// Puts the crash signals back to their default handling once the terminal is restored.
  static func disarm() {
    for crash in crashSignals { signal(crash, SIG_DFL) }
  }

  private static func restoreTerminal() {
    _ = leaveBytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }
}
