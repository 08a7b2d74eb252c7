import Foundation
import Testing

/// How a test ends the player.
enum Ending: String, CaseIterable, CustomTestStringConvertible {
  case quitKey = "q"
  case controlC = "Ctrl-C"
  case sigterm = "SIGTERM"
  case sighup = "SIGHUP"
  /// A crash, as a bad memory access raises it.
  case crash = "a crash (SIGSEGV)"

  var testDescription: String { rawValue }

  /// The exit status a shell sees: 0 after `q`, 128 + the signal's number after a signal.
  var exitStatus: String {
    switch self {
    case .quitKey: "0"
    case .controlC: String(128 + SIGINT)
    case .sigterm: String(128 + SIGTERM)
    case .sighup: String(128 + SIGHUP)
    case .crash: String(128 + SIGSEGV)
    }
  }
}

// These tests need tmux (the Debian package `tmux`); without it they are reported as skipped.
@Suite("The terminal comes back", .enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct TerminalRestoreTests {
  @Test(
    "After q, Ctrl-C, SIGTERM, SIGHUP and a crash the terminal is cooked again, cursor shown, main screen back",
    arguments: Ending.allCases)
  func terminalIsRestored(ending: Ending) throws {
    let pane = try TmuxPane()
    let playing = try pane.waitFor("running")
    try #require(playing.contains("gen "), "the player did not start:\n\(playing)")
    #expect(
      try pane.query("#{alternate_on} #{cursor_flag}") == "1 0", "while playing: alternate screen, no cursor")

    switch ending {
    case .quitKey: try pane.send("q")
    case .controlC: try pane.send("C-c")
    case .sigterm: kill(try #require(pane.process), SIGTERM)
    case .sighup: kill(try #require(pane.process), SIGHUP)
    case .crash: kill(try #require(pane.process), SIGSEGV)
    }

    let after = try pane.waitFor("life has ended")
    #expect(after.contains("life has ended"), "the player did not end:\n\(after)")
    #expect(pane.wrapperFile("exit-status") == ending.exitStatus)
    let before = try #require(pane.wrapperFile("stty-before"))
    #expect(pane.wrapperFile("stty-after") == before, "the terminal's settings are not the ones it had")
    // `stty -a` lists each setting as a word: `icanon` when on, `-icanon` when off.
    let settings = try #require(pane.wrapperFile("stty-all")).split(whereSeparator: \.isWhitespace)
    for flag in ["icanon", "echo", "isig", "icrnl"] {
      #expect(
        settings.contains(Substring(flag)) && !settings.contains(Substring("-" + flag)), "\(flag) is off")
    }
    #expect(try pane.query("#{alternate_on} #{cursor_flag}") == "0 1", "after: main screen, cursor shown")
  }
}
