import Foundation

/// The player's main loop: waits for a key, a signal or the next generation, whichever comes first.
///
/// It never spins: `poll` sleeps until the terminal or the signal pipe has something to read, or until the
/// next step is due while the game runs.
struct PlayerLoop {
  /// How long to wait for the rest of an escape sequence before taking a lone ESC as the Escape key.
  static let escapeWait = 0.05

  let session: PlayerSession
  let terminal: Terminal
  /// The read end of the ``SignalPipe``.
  let signals: Int32
  let usesColour: Bool

  /// Runs until the user quits; returns the signal that ended it, or `nil` after `q`.
  func run() -> Int32? {
    var decoder = KeyDecoder()
    var meter = RateMeter()
    // The time the next generation is due, while running.
    var due = Self.now()
    var wasRunning = session.isRunning
    draw(meter)
    while true {
      let timeout = pollTimeout(due: due, waitingForEscape: decoder.isWaiting)
      var watched = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&watched, nfds_t(watched.count), timeout)
      if ready < 0, errno != EINTR { return SIGHUP }

      for number in SignalPipe.arrived() {
        if number == SignalPipe.resize {
          session.terminalResized(to: terminal.size())
        } else {
          return number
        }
      }
      var keys: [Key] = []
      if watched[0].revents != 0 {
        let bytes = terminal.read()
        // Nothing to read from a readable terminal: it has gone, as when its window closes.
        if bytes.isEmpty { return SIGHUP }
        keys = decoder.decode(bytes)
      } else if ready == 0, decoder.isWaiting {
        keys = decoder.flush()
      }
      for key in keys {
        session.handle(key)
        switch session.quitRequest {
        case .quitKey: return nil
        case .interrupt: return SIGINT
        case nil: break
        }
      }

      let now = Self.now()
      if session.isRunning, !wasRunning { due = now }
      if !session.isRunning { meter.reset() }
      if session.isRunning, now >= due {
        session.step()
        meter.recordStep(at: now, window: max(1, 3 * delay))
        // Keep the beat when a step is a little late; start a new one when it is more than a step behind.
        due = now - due < delay ? due + delay : now + delay
      }
      wasRunning = session.isRunning
      draw(meter)
    }
  }

  private var delay: Double { Double(session.speed.milliseconds) / 1000 }

  /// Milliseconds to wait: until the next step while running, a moment for an escape sequence, else forever.
  private func pollTimeout(due: Double, waitingForEscape: Bool) -> Int32 {
    var timeout: Double? = session.isRunning ? max(0, due - Self.now()) : nil
    if waitingForEscape { timeout = min(timeout ?? Self.escapeWait, Self.escapeWait) }
    guard let timeout else { return -1 }
    return Int32((timeout * 1000).rounded(.up))
  }

  private func draw(_ meter: RateMeter) {
    terminal.draw(PlayerScreen(session: session, measuredRate: meter.rate, usesColour: usesColour).lines())
  }

  /// Seconds on a clock that never goes back.
  private static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
  }
}
