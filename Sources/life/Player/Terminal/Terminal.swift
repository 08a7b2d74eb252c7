import Foundation

/// The terminal the player draws in: switched to raw mode and the alternate screen, and given back as it was.
///
/// Raw mode delivers each key at once, without echo, and Ctrl-C as a byte rather than a signal. The
/// alternate screen keeps the user's scrollback untouched; leaving it shows what was there before.
final class Terminal {
  /// Enters the alternate screen, hides the cursor and stops lines from wrapping at the right edge.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J"
  /// Undoes ``enterSequence``: default colours, wrapping on, cursor shown, normal screen back.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  private let input = STDIN_FILENO
  private let output = STDOUT_FILENO
  /// The settings found at the start, put back by ``restore()``.
  private let original: termios
  private var isRaw = false

  /// - Throws: ``PlayerError/notATerminal`` when standard input or output is not a terminal.
  init() throws {
    guard isatty(input) == 1, isatty(output) == 1 else { throw PlayerError.notATerminal }
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { throw PlayerError.notATerminal }
    original = settings
  }

  /// Switches to raw mode and the alternate screen, arming ``CrashRestore`` in case the program crashes.
  func enterRawMode() {
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      // A read returns as soon as one byte is there; poll says when that is.
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    CrashRestore.arm(original: original, leaveSequence: Self.leaveSequence)
    tcsetattr(input, TCSAFLUSH, &raw)
    isRaw = true
    write(Self.enterSequence)
  }

  /// Gives the terminal back as it was; safe to call more than once.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    write(Self.leaveSequence)
    var settings = original
    tcsetattr(input, TCSAFLUSH, &settings)
    CrashRestore.disarm()
  }

  /// The terminal's size in characters; 80 × 24 when it does not say.
  func size() -> (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Draws whole lines from the top of the screen, each on a row cleared first.
  ///
  /// The row is cleared before, not after, the line: with wrapping off the cursor stays on the last
  /// column after a full-width line, and clearing from there would erase its last character.
  func draw(_ lines: [String]) {
    var frame = ""
    for (row, line) in lines.enumerated() {
      frame += "\u{1B}[\(row + 1);1H\u{1B}[2K" + line + Style.reset
    }
    write(frame)
  }

  /// The bytes typed since the last read; empty when the terminal has gone (end of input or an error).
  func read() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = Foundation.read(input, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      return count > 0 ? Array(buffer[0..<count]) : []
    }
  }

  /// Writes text, all of it, unless the terminal has gone.
  func write(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}
