import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How lights print: a letter on its colour, or the bare letter (R, A, G).
///
/// Colour is off where `NO_COLOR` asks or when the output is not a terminal. The letter is always there, for readers who
/// cannot tell red from green.
public struct Paint: Sendable {
  public var colours: Bool

  public init(colours: Bool) { self.colours = colours }

  /// The standard output's: colours when it is a terminal and `NO_COLOR` is not set.
  public static var standardOutput: Paint {
    let noColour = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Paint(colours: isatty(STDOUT_FILENO) == 1 && !noColour)
  }

  public func light(_ light: Light) -> String {
    guard colours else { return light.letter }
    let background = ["red": "41", "amber": "43", "green": "42"][light.rawValue] ?? "0"
    return "\u{1B}[1;30;\(background)m\(light.letter)\u{1B}[0m"
  }

  /// Text that stands out a little, as a heading does.
  public func bold(_ text: String) -> String { colours ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
