import Foundation
import GameOfLife
import LifeKit
import Testing

@Suite("life workshop: the teaching page, without a browser")
struct TeachingPageTests {
  @Test("The page is one self-contained file with the four rules, the library and every key")
  func selfContained() throws {
    let result = try LifeProcess.run(["workshop", "glider"])
    expectSuccess(result)
    let page = result.standardOutput
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(!page.contains("http"))
    #expect(!page.contains(" src="))
    for rule in ["Underpopulation", "Survival", "Overpopulation", "Reproduction"] {
      #expect(page.contains("</span> \(rule)</figcaption>"), "\(rule) card missing")
    }
    for pattern in PatternLibrary.all {
      #expect(page.contains("\"name\":\"\(pattern.name)\""), "\(pattern.name) missing from the picker")
    }
    for action in ["step", "play", "clear", "random", "edges", "explain", "predict", "reveal", "present"] {
      #expect(page.contains("<button data-action=\"\(action)\">"), "\(action) button missing")
    }
    #expect(page.contains("<body>"))
  }

  @Test(
    "--change adds a requirement change's card, worked out by the library's reference; another is refused")
  func requirementChange() throws {
    let zombies = try LifeProcess.run(["workshop", "glider", "--change", "zombies"])
    expectSuccess(zombies)
    #expect(zombies.standardOutput.contains("<figcaption>Requirement change: Zombies</figcaption>"))
    // Generation 2 of the blinker: its ends died and came back, as zombies.
    #expect(zombies.standardOutput.contains(#"· <b class="zombie">Z</b> ● <b class="zombie">Z</b> ·"#))
    let coloured = try LifeProcess.run(["workshop", "glider", "--change", "coloured"])
    expectSuccess(coloured)
    // The blinker of red, blue, red, one generation on: red born above and below the blue.
    let bornRed = #"· · <b class="red">●</b> · ·\#n· · <b class="blue">●</b> · ·\#n· · <b class="red">●</b>"#
    #expect(coloured.standardOutput.contains(bornRed))
    let hexagonal = try LifeProcess.run(["workshop", "glider", "--change", "hexagonal"])
    expectSuccess(hexagonal)
    #expect(
      hexagonal.standardOutput.contains("<pre>· · · · · ·\n · · · · · ·\n"), "odd rows shifted half a cell")
    let plain = try LifeProcess.run(["workshop", "glider"])
    #expect(!plain.standardOutput.contains("Requirement change"))
    let wrong = try LifeProcess.run(["workshop", "glider", "--change", "zombie"])
    #expect(wrong.status == 64, "\(wrong)")
    #expect(
      wrong.errorLines.contains {
        $0.contains("--change must be one of zombies, hexagonal, coloured, not 'zombie'")
      }, "\(wrong)")
  }

  @Test("The page holds its scripts and its style sheet as the files in Sources/life/Export/Page say, whole")
  func pageFiles() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/life/Export/Page").standardizedFileURL
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      names == ["board-canvas.js", "teaching-page-scripted-runs.js", "teaching-page.css", "teaching-page.js"])
    let result = try LifeProcess.run(["workshop", "glider"])
    expectSuccess(result)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(result.standardOutput.contains("\n" + text), "\(name) is not in the page as it is written")
    }
  }

  @Test("A life moved away from its resources says so in one line, and writes no page")
  func movedWithoutResources() throws {
    let folder = try TemporaryFolder()
    let moved = folder.url.appendingPathComponent("life")
    try FileManager.default.copyItem(at: LifeProcess.executable, to: moved)
    let process = Process()
    process.executableURL = moved
    process.arguments = ["workshop", "glider"]
    let (output, error) = (Pipe(), Pipe())
    (process.standardOutput, process.standardError) = (output, error)
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let said = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(printed.isEmpty)
    #expect(
      said == "Error: the pages' scripts and styles are not beside life: keep the folder "
        + "GameOfLife_life.resources of its build with it\n")
  }

  @Test("--present opens the page in presentation mode")
  func present() throws {
    let result = try LifeProcess.run(["workshop", "glider", "--present"])
    expectSuccess(result)
    #expect(result.standardOutput.contains("<body class=\"presenting\">"))
  }

  @Test(
    "Bad options get one line naming what is wrong",
    arguments: [
      (["--topology", "plane"], "the teaching page's board is a grid: use --topology bounded or torus"),
      (["--size", "201x10"], "a 201 × 10 board does not fit the teaching page: each side must be 3 to 200"),
      (["--size", "2x2"], "a 2 × 2 board does not fit the teaching page: each side must be 3 to 200"),
      (["nothing-by-this-name"], "no file or built-in pattern named 'nothing-by-this-name'"),
      (["--present=yes"], "option '--present' takes no value"),
    ])
  func badOptions(arguments: [String], message: String) throws {
    let result = try LifeProcess.run(["workshop"] + arguments)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.standardError.contains(message), "\(result)")
  }
}

@Suite(
  "life workshop: the teaching page in a real browser",
  .enabled(if: Browser.path != nil, "needs Chromium (apt-get install chromium); not run here"))
struct TeachingPageBrowserTests {
  /// How many generations each board is stepped and compared.
  static let generations = 12

  @Test("Steps as the kata's Game does: seeded soups on both edge kinds, and every library pattern on both")
  func agreesWithTheGame() throws {
    let page = try TeachingPageFile()
    let jobs = Self.soups + Self.libraryPatterns
    #expect(jobs.count >= 20 + 2 * PatternLibrary.all.count)
    let disagreements = try page.disagreements(running: jobs)
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
  }

  @Test("A broken rule on the page (birth with two neighbours) is caught")
  func brokenRuleIsCaught() throws {
    let right = "if (neighbours === 3) return \"reproduction\";"
    let page = try TeachingPageFile(
      changing: right, to: "if (neighbours === 3 || neighbours === 2) return \"reproduction\";")
    let disagreements = try page.disagreements(running: Self.soups)
    #expect(disagreements.count == Self.soups.count, "\(disagreements.joined(separator: "\n"))")
  }

  @Test("Random with a seed makes the kata Game's randomFill(seed:) board")
  func randomIsTheGames() throws {
    let page = try TeachingPageFile()
    let log = try page.run("size:13x9;seed:42;random;report;random;report")
    let game = try Game(rows: 9, columns: 13)
    try game.randomFill(seed: 42)
    let first = game.picture
    try game.randomFill(seed: 43)
    #expect(log.contains("Generation 0, population \(game.population)\n\(game.picture)\n"))
    #expect(log.hasPrefix("Generation 0, population"))
    #expect(log.contains("\n\(first)\n"))
  }

  @Test("Explain counts each rule as 'life explain' does")
  func explainCounts() throws {
    let page = try TeachingPageFile()
    for (pattern, size) in [("glider", "7x7"), ("gosper-glider-gun", "40x13")] {
      let log = try page.run("size:3x3;pattern:\(pattern);explain;legend")
      let explain = try LifeProcess.run(["explain", pattern, "--topology", "bounded", "--size", size])
      expectSuccess(explain)
      let expected = explain.standardOutput.split(separator: "\n").filter {
        $0.contains(" cell") && $0.contains(": ")
      }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(expected.count == 4)
      #expect(Set(log.split(separator: "\n").map(String.init)) == Set(expected), "\(pattern): \(log)")
    }
  }

  @Test("Predict scores a scripted guess, and names each wrong cell with its rule and neighbours")
  func predictScoresAGuess() throws {
    let page = try TeachingPageFile()
    // The glider centred on a 7 × 7 board; the room marks four right cells, misses one birth, and marks
    // one cell that dies.
    let guesses = [(3, 2), (3, 4), (4, 3), (4, 4), (2, 3)]
    let log = try page.run(
      "size:3x3;pattern:glider;report;predict;"
        + guesses.map { "click:\($0.0),\($0.1)" }.joined(separator: ";")
        + ";reveal;score")
    let board = log.split(separator: "\n").dropFirst().prefix(7).joined(separator: "\n")
    let game = try Game(picture: board)
    let marked = Set(guesses.map { Position(row: $0.0, column: $0.1) })
    let before = Set(game.liveCells)
    let reasons = game.cells.map { (position: $0.position, rule: game.rule(decidingFateOf: $0.position)) }
    let neighbours = Dictionary(
      uniqueKeysWithValues: game.cells.map { ($0.position, game.liveNeighbourCount(of: $0.position)) })
    game.step()
    let after = Set(game.liveCells)
    let scored = before.union(after).union(marked)
    let wrong = scored.filter { marked.contains($0) != after.contains($0) }
    #expect(log.contains("Score: \(scored.count - wrong.count) of \(scored.count) cells right"), "\(log)")
    #expect(log.contains("Score: 5 of 7 cells right"))
    for position in wrong {
      let rule = try #require(reasons.first { $0.position == position }?.rule)
      let said = marked.contains(position) ? "you said alive" : "you said dead"
      let outcome =
        before.contains(position) ? (after.contains(position) ? "it lives on" : "it dies") : "it is born"
      let count = neighbours[position] ?? -1
      let cell = "row \(position.row + 1), column \(position.column + 1)"
      let line =
        "✗ \(cell): \(said); \(outcome) by \(rule), with \(count) live neighbour\(count == 1 ? "" : "s")"
      #expect(log.contains(line), "missing: \(line)\n\(log)")
    }
    #expect(wrong.count == 2)
  }

  @Test("The page draws the rules, the board, Explain and Predict; the screenshot is attached")
  func screenshot() throws {
    let page = try TeachingPageFile()
    let png = try page.screenshot(script: "pattern:gosper-glider-gun;explain")
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(png.count > 10_000)
    Attachment.record(png, named: "teaching-page-explain.png")
  }

  @Test("life export --format html draws with the same board script, in a browser too")
  func exportDraws() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("glider.html")
    expectSuccess(try LifeProcess.run(["export", "glider", "--generations", "4", "--output", path]))
    let dom = try Browser.run(["--dump-dom", URL(fileURLWithPath: path).absoluteString], in: folder.url)
    // The status is written after the board is drawn: a script error on the way leaves it empty.
    #expect(dom.contains("<div id=\"status\">Generation 0, population 5</div>"), "\(dom)")
  }

  /// Twenty-four soups, twelve on each edge kind, of assorted sizes.
  static let soups: [PageJob] = (1...24).map { seed in
    let topology = seed % 2 == 0 ? "torus" : "bounded"
    return PageJob(
      label: "soup \(seed) on a \(topology)",
      script: "topology:\(topology);size:\(6 + seed * 7 % 31)x\(5 + seed * 5 % 23);seed:\(seed);random")
  }

  /// Every library pattern on both edge kinds, placed by the page as `life` places it.
  static let libraryPatterns: [PageJob] = PatternLibrary.all.flatMap { entry in
    ["bounded", "torus"].map { topology in
      PageJob(
        label: "\(entry.name) on a \(topology)",
        script: "topology:\(topology);size:16x12;pattern:\(entry.name)",
        libraryName: entry.name)
    }
  }
}
