import GameOfLife
import LifeKit

/// What the interactive player starts with.
struct PlayOptions {
  var pattern: Pattern?  // nil: the built-in Gosper glider gun
  var rule: LifeLikeRule = .conway
  var topology: Topology = .bounded
  var size: (width: Int, height: Int)?  // nil: fit the terminal
}

/// The interactive player (a placeholder until the terminal player is merged).
enum Player {
  /// Opens the player on a pattern.
  static func play(_ options: PlayOptions) throws {
    print("The interactive player is not built yet; try 'life run gosper-glider-gun --generations 30'.")
  }
}
