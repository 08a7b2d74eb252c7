import Foundation
import GameOfLife
import LifeKit

/// What the interactive player opens on.
struct PlayOptions {
  /// The pattern to play; `nil` for the built-in Gosper glider gun.
  var pattern: Pattern?
  var rule: LifeLikeRule = .conway
  var topology: Topology = .bounded
  /// The grid's size; `nil` to fit the terminal (and the pattern).
  var size: (width: Int, height: Int)?
}

/// The interactive player: Life in the terminal, with keys to run, step, edit, save and load.
enum Player {
  /// Plays until the user quits, then gives the terminal back as it was.
  ///
  /// Ctrl-C, SIGINT, SIGTERM and SIGHUP also end it cleanly: the terminal is restored first, then the
  /// signal is raised again so that whoever started the player sees how it ended.
  ///
  /// - Throws: ``PlayerError`` when there is no terminal, ``LifeKit/EngineError`` when no engine runs the rule.
  static func play(_ options: PlayOptions) throws {
    let terminal = try Terminal()
    // Watch the signals before raw mode, so that none can end the program with the terminal still raw.
    let signals = try SignalPipe.install()
    let environment = ProcessInfo.processInfo.environment
    let session = try PlayerSession(
      options: options, terminalSize: terminal.size(), store: PatternStore(environment: environment))
    terminal.enterRawMode()
    let loop = PlayerLoop(
      session: session, terminal: terminal, signals: signals,
      usesColour: Style.allowsColour(environment: environment))
    let ending = loop.run()
    terminal.restore()
    if let ending {
      signal(ending, SIG_DFL)
      raise(ending)
    }
  }
}
