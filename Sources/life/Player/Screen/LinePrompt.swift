/// A line of text the user types, such as the name to save under; Enter accepts it and Esc cancels.
struct LinePrompt: Equatable {
  /// What is asked, shown before the text: "Save as: ".
  var label: String
  /// What has been typed so far.
  var text: String

  /// Adds a typed key to the text, or takes a character off with Backspace; other keys change nothing.
  mutating func type(_ key: Key) {
    switch key {
    case .character(let character): text.append(character)
    case .backspace: if !text.isEmpty { text.removeLast() }
    default: break
    }
  }

  /// The line to show: the label, the text, and a block where the next character goes.
  func line(columns: Int) -> String {
    String((label + text + "█").suffix(columns))
  }
}
