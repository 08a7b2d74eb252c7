import Foundation
import GameOfLife
import LifeKit
import Testing

// These tests need tmux (the Debian package `tmux`); without it they are reported as skipped.
@Suite("The player's keys in a real terminal", .enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct PlayerKeysTests {
  @Test("It opens on the Gosper glider gun running on an 80x24 terminal, with the keys on screen")
  func opening() throws {
    let pane = try TmuxPane()
    let screen = try pane.waitForScreen { (TmuxPane.generation(in: $0) ?? 0) > 2 }
    #expect(screen.contains("running"))
    #expect(screen.contains("bounded 80x40  B3/S23  target 10/s"))
    #expect(screen.contains("space start/stop  n/→ step"))
    #expect(screen.contains("q quit"))
    #expect(screen.contains("█") || screen.contains("▀") || screen.contains("▄"))
  }

  @Test("A wait for a screen that never comes records an issue showing the screen")
  func waitingInVain() throws {
    let pane = try TmuxPane()
    try pane.waitFor("running")
    try withKnownIssue {
      _ = try pane.waitForScreen(seconds: 0.5) { $0.contains("a text the player never shows") }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("never showed what was expected. It shows:\n") }
    }
  }

  @Test("Space pauses, n steps one generation, + and - change the target speed, t switches the edges")
  func runningAndStepping() throws {
    let pane = try TmuxPane()
    try pane.waitFor("running")
    try pane.send("Space")
    let paused = try pane.waitFor("paused")
    let generation = try #require(TmuxPane.generation(in: paused))
    try pane.send("n")
    #expect(TmuxPane.generation(in: try pane.waitFor("gen \(generation + 1) ")) == generation + 1)
    try pane.send("Right")
    #expect(TmuxPane.generation(in: try pane.waitFor("gen \(generation + 2) ")) == generation + 2)
    try pane.send("+")
    #expect(try pane.waitFor("target 20/s").contains("target 20/s"))
    try pane.send("-", "-")
    #expect(try pane.waitFor("target 5.0/s").contains("target 5.0/s"))
    try pane.send("t")
    #expect(
      try pane.waitFor("torus 80x40", "Torus: the edges wrap round.").contains("Torus: the edges wrap round.")
    )
    try pane.send("Space")
    #expect(try pane.waitFor("running").contains("running"))
  }

  @Test("c clears; x and the arrows draw cells; s saves them under a name; l loads them back")
  func editingAndSaving() throws {
    let pane = try TmuxPane()
    try pane.waitFor("running")
    try pane.send("c")
    #expect(try pane.waitFor("pop 0", "gen 0").contains("gen 0"))
    try pane.send("x")
    #expect(try pane.waitFor("Cursor at row 20, column 40", "paused").contains("paused"))
    try pane.send("x", "Right", "x", "Down", "x")
    #expect(try pane.waitFor("pop 3", "Cursor at row 21, column 41").contains("Cursor at row 21, column 41"))

    try pane.send("s")
    try pane.waitFor("Save as: ")
    try pane.send("three cells", literal: true)
    try pane.send("Enter")
    let file = pane.patternsFolder.appendingPathComponent("three cells.rle")
    let savedMessage = String("Saved as \(file.path)".prefix(80))
    #expect(try pane.waitFor(savedMessage).contains(savedMessage))
    let pattern = try Pattern(rle: String(contentsOf: file, encoding: .utf8))
    #expect(
      Set(pattern.liveCells) == [
        Position(row: 20, column: 40), Position(row: 20, column: 41), Position(row: 21, column: 41),
      ])
    #expect(pattern.universe == .bounded(width: 80, height: 40))

    try pane.send("c")
    try pane.waitFor("pop 0")
    try pane.send("l")
    #expect(try pane.waitFor("Load a saved pattern", " three cells").contains(" three cells"))
    try pane.send("Enter")
    #expect(try pane.waitFor("three cells loaded", "pop 3").contains("pop 3"))
  }

  @Test("An invalid name is refused with the reason, and nothing is saved")
  func invalidName() throws {
    let pane = try TmuxPane()
    try pane.waitFor("running")
    try pane.send("s")
    try pane.waitFor("Save as")
    try pane.send("../escape", literal: true)
    try pane.send("Enter")
    let refusal = "Error: invalid pattern name '../escape': a name cannot contain"
    #expect(
      try pane.waitFor(refusal).contains(refusal))
    #expect(!FileManager.default.fileExists(atPath: pane.patternsFolder.path))
  }

  @Test("r fills at random with a seed, p places a library pattern, g resizes the grid, ? shows the help")
  func pickerSizeAndHelp() throws {
    let pane = try TmuxPane()
    try pane.waitFor("running")
    try pane.send("r")
    let game = try Game(rows: 40, columns: 80)
    try game.randomFill(density: 0.3, seed: 1)
    #expect(
      try pane.waitFor("Random fill with seed 1", "pop \(game.population)").contains("pop \(game.population)")
    )

    try pane.send("p")
    let names = PatternLibrary.all.prefix(10).map { " \($0.name) " }
    let picker = try pane.waitForScreen { screen in names.allSatisfy { screen.contains($0) } }
    for name in names { #expect(picker.contains(name)) }
    try pane.send("Enter")
    let first = PatternLibrary.all[0]
    let placed = try pane.waitFor("\(first.name) loaded", "pop \(first.pattern().population) ")
    #expect(placed.contains("\(first.name) loaded"))
    #expect(TmuxPane.population(in: placed) == first.pattern().population)

    try pane.send("g")
    try pane.waitFor("Grid size WxH")
    try pane.send("160x80", "Enter")
    let big = try pane.waitFor("bounded 160x80")
    // Zoomed out: braille characters (U+2800 to U+28FF) show 2x4 cells each.
    #expect(big.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })

    try pane.send("?")
    #expect(
      try pane.waitFor("Press any key to go back", "then toggle the cell under it").contains(
        "then toggle the cell under it"))
    try pane.send("Space")
    #expect(try pane.waitForScreen { !$0.contains("Press any key") }.contains("bounded 160x80"))
  }

  @Test("A blinker is named with its period, a block pauses the player by itself")
  func repeats() throws {
    let folder = try TemporaryFolder()
    try "x = 3, y = 1\n3o!\n".write(to: folder.file("blinker.rle"), atomically: true, encoding: .utf8)
    try "x = 2, y = 2\n2o$2o!\n".write(to: folder.file("block.rle"), atomically: true, encoding: .utf8)
    let blinker = try TmuxPane(arguments: ["play", folder.file("blinker.rle").path])
    #expect(
      try blinker.waitFor("period 2", "The board repeats with period 2").contains(
        "The board repeats with period 2"))
    #expect(try blinker.screen().contains("running"))
    let block = try TmuxPane(arguments: ["play", folder.file("block.rle").path])
    #expect(try block.waitFor("stopped changing", "paused  gen 1  pop 4").contains("paused  gen 1  pop 4"))
  }

  @Test("A resized terminal is redrawn, and the grid grows with it")
  func resize() throws {
    let pane = try TmuxPane()
    try pane.waitFor("bounded 80x40")
    try pane.resize(columns: 120, rows: 40)
    #expect(try pane.waitFor("bounded 120x72", "running").contains("running"))
  }

  @Test("NO_COLOR turns colour off; without it live cells are green")
  func noColour() throws {
    let coloured = try TmuxPane(environment: ["NO_COLOR": ""])
    try coloured.waitFor("running")
    let colours = try Self.coloursSet(in: coloured.screenWithStyles())
    #expect(colours.contains(32), "live cells are green: \(colours)")
    let plain = try TmuxPane(environment: ["NO_COLOR": "1"])
    try plain.waitFor("running")
    let styles = try plain.screenWithStyles()
    #expect(styles.contains("\u{1B}[7m"), "reverse video is still used for the status line")
    #expect(Self.coloursSet(in: styles).isEmpty)
  }

  /// The colours that Select Graphic Rendition sequences on a screen set.
  ///
  /// 30 to 38 and 90 to 97 set the foreground, 40 to 48 and 100 to 107 the background; 39 and 49, which
  /// tmux writes to go back to the terminal's own colours, set none.
  private static func coloursSet(in screen: String) -> Set<Int> {
    let parameters = screen.matches(of: /\u{1B}\[([0-9;]*)m/).flatMap { $0.1.split(separator: ";") }
    return Set(
      parameters.compactMap { Int($0) }.filter {
        (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0) || (100...107).contains($0)
      })
  }
}
