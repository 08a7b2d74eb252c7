/// Why the player cannot start; the description is the message the user sees.
enum PlayerError: Error, CustomStringConvertible {
  case notATerminal
  case cannotWatchSignals
  /// A grid the player will not draw: a side below 1 or above the maximum.
  case gridOutOfRange(width: Int, height: Int, maximum: Int)

  var description: String {
    switch self {
    case .notATerminal:
      "the player needs a terminal: run it in one (to print generations without one, use 'life run')"
    case .cannotWatchSignals: "cannot watch for signals: no pipe could be opened"
    case .gridOutOfRange(let width, let height, let maximum):
      "the player's grid must be from 1x1 to \(maximum)x\(maximum) cells, not \(width)x\(height)"
    }
  }
}
