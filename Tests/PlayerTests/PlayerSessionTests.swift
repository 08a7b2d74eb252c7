import Foundation
import GameOfLife
import LifeKit
import Testing

@testable import life

@Suite("What the player's keys do")
struct PlayerSessionTests {
  private let terminal = (columns: 80, rows: 24)
  private let store = PatternStore(
    directory: FileManager.default.temporaryDirectory.appendingPathComponent("unused"))

  private func session(_ rle: String, size: (width: Int, height: Int)? = (8, 8)) throws -> PlayerSession {
    let options = PlayOptions(pattern: try Pattern(rle: rle), size: size)
    return try PlayerSession(options: options, terminalSize: terminal, store: store)
  }

  @Test("With no pattern it plays the Gosper glider gun on a grid that fits 80x24, running")
  func defaultGun() throws {
    let player = try PlayerSession(options: PlayOptions(), terminalSize: terminal, store: store)
    let gun = try #require(PatternLibrary.named("gosper-glider-gun")).pattern()
    #expect((player.width, player.height) == (80, 40))
    #expect(player.isRunning)
    #expect(Set(player.liveCells) == Set(gun.centred(inWidth: 80, height: 40).liveCells))
  }

  @Test("A board that stops changing pauses by itself")
  func stillLifePauses() throws {
    let player = try session("2o$2o!")
    player.step()
    #expect(!player.isRunning)
    #expect(player.message?.contains("stopped changing") == true)
  }

  @Test("A repeating board is named with its period, and keeps running")
  func oscillatorPeriod() throws {
    let player = try session("3o!")
    player.step()
    #expect(player.message == nil)
    player.step()
    #expect(player.isRunning)
    #expect(player.message?.contains("period 2") == true)
  }

  @Test("n steps one generation and pauses; space starts and stops")
  func stepAndRun() throws {
    let player = try session("3o!")
    player.handle(.character("n"))
    #expect(!player.isRunning)
    #expect(player.generation == 1)
    player.handle(.character(" "))
    #expect(player.isRunning)
  }

  @Test("Arrows show the cursor, x toggles the cell under it, and the engine runs the edited board")
  func editing() throws {
    let player = try session("o!", size: (5, 5))
    player.handle(.character("c"))
    player.handle(.up)
    player.handle(.character("x"))
    player.handle(.left)
    player.handle(.character("x"))
    player.handle(.right)
    player.handle(.right)
    player.handle(.character("x"))
    #expect(
      Set(player.liveCells)
        == [1, 2, 3].reduce(into: Set<Position>()) { $0.insert(Position(row: 1, column: $1)) })
    #expect(player.generation == 0)
    player.handle(.escape)
    player.handle(.right)  // → steps again once the cursor is hidden
    #expect(
      Set(player.liveCells)
        == [0, 1, 2].reduce(into: Set<Position>()) { $0.insert(Position(row: $1, column: 2)) })
    // Show the cursor, then toggle a cell twice: two edits, which keep the generation count.
    for _ in 1...3 { player.handle(.character("x")) }
    #expect(player.generation == 1)
  }

  @Test("t switches to a torus, where a glider crosses the edges and comes back after 24 generations")
  func topology() throws {
    let player = try session("bo$2bo$3o!", size: (6, 6))
    player.handle(.character("t"))
    #expect(player.topology == .torus)
    for _ in 0..<24 { player.step() }
    #expect(player.population == 5)
    #expect(player.message?.contains("period 24") == true)
  }

  @Test("r fills the board as the kata Game's randomFill does with the same seed")
  func randomFill() throws {
    let player = try session("o!", size: (30, 20))
    player.handle(.character("r"))
    let game = try Game(rows: 20, columns: 30)
    try game.randomFill(density: PlayerSession.randomDensity, seed: 1)
    #expect(Set(player.liveCells) == Set(game.liveCells))
    #expect(player.generation == 0)
  }

  @Test("g resizes the grid, switching to braille when half blocks do not fit; bad sizes are refused")
  func gridSize() throws {
    let player = try session("o!")
    for key in "g200x100" { player.handle(.character(key)) }
    player.handle(.enter)
    #expect((player.width, player.height) == (200, 100))
    #expect(player.zoom == .braille)
    for key in "g0x5" { player.handle(.character(key)) }
    player.handle(.enter)
    #expect((player.width, player.height) == (200, 100))
    #expect(player.message?.hasPrefix("Error: a grid side must be") == true)
  }

  @Test("p lists the library and Enter places the chosen pattern, paused")
  func picker() throws {
    let player = try session("o!", size: (40, 20))
    player.handle(.character("p"))
    guard case .libraryPicker(let picker) = player.overlay else {
      Issue.record("p did not open the pattern picker")
      return
    }
    #expect(picker.entries.map(\.name) == PatternLibrary.all.map(\.name))
    player.handle(.enter)
    #expect(player.overlay == nil)
    #expect(!player.isRunning)
    #expect(player.population == PatternLibrary.all[0].pattern().population)
  }

  @Test(
    "A grid side above 2000 or below 1 is refused before anything is drawn", arguments: [(0, 5), (2001, 10)])
  func gridOutOfRange(width: Int, height: Int) {
    #expect(throws: PlayerError.self) {
      try PlayerSession(
        options: PlayOptions(size: (width, height)), terminalSize: terminal, store: store)
    }
  }

  @Test("Ctrl-C asks to quit as an interrupt, q as a plain quit")
  func quitting() throws {
    let player = try session("o!")
    player.handle(.character("q"))
    #expect(player.quitRequest == .quitKey)
    let other = try session("o!")
    other.handle(.interrupt)
    #expect(other.quitRequest == .interrupt)
  }

  @Test(
    "Every screen line fits the terminal, and there is one line per row",
    arguments: [(80, 24), (120, 40), (30, 10)])
  func screenFits(columns: Int, rows: Int) throws {
    let player = try PlayerSession(options: PlayOptions(), terminalSize: (columns, rows), store: store)
    let lines = PlayerScreen(session: player, measuredRate: 0, usesColour: false).lines()
    #expect(lines.count == rows)
    let visible = lines.map { $0.replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "") }
    #expect(visible.allSatisfy { $0.count <= columns })
  }
}
