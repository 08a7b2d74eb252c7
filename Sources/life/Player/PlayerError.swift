/// Why the player cannot start; the description is the message the user sees.
enum PlayerError: Error, CustomStringConvertible {
  case notATerminal
  case cannotWatchSignals

  var description: String {
    switch self {
    case .notATerminal:
      "the player needs a terminal: run it in one (to print generations without one, use 'life run')"
    case .cannotWatchSignals: "cannot watch for signals: no pipe could be opened"
    }
  }
}
