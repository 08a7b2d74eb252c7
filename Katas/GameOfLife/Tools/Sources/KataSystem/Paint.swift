import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Colour and emphasis for the terminal, when the reader's terminal takes them.
///
/// Colour is off where `NO_COLOR` asks or when the output is not a terminal. The letter is always there, for readers who
/// cannot tell red from green.
package struct Paint: Sendable {
  package var colours: Bool

  package init(colours: Bool) { self.colours = colours }

  /// The standard output's: colours when it is a terminal and `NO_COLOR` is not set.
  package static var standardOutput: Paint {
    let noColour = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Paint(colours: isatty(STDOUT_FILENO) == 1 && !noColour)
  }

  /// Text on a coloured background (an ANSI code: 41 red, 42 green, 43 yellow), dark and bold.
  package func onColour(_ text: String, background: String) -> String {
    colours ? "\u{1B}[1;30;\(background)m\(text)\u{1B}[0m" : text
  }

  /// Text that stands out a little, as a heading does.
  package func bold(_ text: String) -> String { colours ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
