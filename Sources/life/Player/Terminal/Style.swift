/// The terminal's escape sequences the player uses, named for what they do.
enum Style {
  /// Select Graphic Rendition: reverse video marks the cursor and the selected line of a list.
  static let reverse = "\u{1B}[7m"
  static let noReverse = "\u{1B}[27m"
  static let bold = "\u{1B}[1m"
  /// Back to the terminal's own colours and weight.
  static let reset = "\u{1B}[0m"
  /// Live cells in green; only when colour is allowed (`NO_COLOR` unset).
  static let liveColour = "\u{1B}[32m"
  /// Messages in yellow; only when colour is allowed.
  static let messageColour = "\u{1B}[33m"
  static let defaultColour = "\u{1B}[39m"

  /// Whether colour is allowed: the `NO_COLOR` convention (no-color.org) turns it off when set and not empty.
  static func allowsColour(environment: [String: String]) -> Bool {
    (environment["NO_COLOR"] ?? "").isEmpty
  }
}
