import Foundation
import Testing

@testable import KataSystem
@testable import Verdicts
@testable import Workshop

@Suite("make kata-show: patterns, frames and the verdict")
struct KataShowTests {
  // MARK: Patterns

  @Test("Every built-in pattern is a rectangle of cells narrow enough for three columns in 100")
  func builtInPatterns() throws {
    for pattern in ShowPattern.builtIn {
      #expect(try ShowPattern.named(pattern.name, root: URL(fileURLWithPath: "/")) == pattern)
      let rows = pattern.picture.split(separator: "\n")
      #expect(Set(rows.map(\.count)).count == 1, "\(pattern.name) is not a rectangle")
      #expect(rows.allSatisfy { $0.allSatisfy { $0 == "." || $0 == "O" } })
      #expect(3 * rows[0].count + 4 <= 100, "\(pattern.name) is too wide")
    }
    let glider = try ShowPattern.named("glider", root: URL(fileURLWithPath: "/"))
    #expect(glider.picture.hasPrefix("........\n..O.....\n...O....\n.OOO....\n........"))
  }

  @Test("An unknown pattern's name is one line that lists the names the kata knows")
  func unknownPattern() throws {
    let root = try temporaryFolder("show-unknown")
    #expect(
      throws: KataError(
        "PATTERN 'glidr' is neither a pattern the kata knows "
          + "(glider, blinker, toad, beacon, block, r-pentomino, lwss) nor a picture file")
    ) { try ShowPattern.named("glidr", root: root) }
  }

  @Test("A picture file: comments skipped, short rows padded, an empty line a row of dead cells")
  func pictureFile() throws {
    let root = try temporaryFolder("show-file")
    let text = "!Name: a pair of blocks\r\n!\r\nOO\r\nOO.OO\r\n\r\n...OO\r\n\r\n"
    try Data(text.utf8).write(to: root.appendingPathComponent("blocks.cells"))
    let pattern = try ShowPattern.named("blocks.cells", root: root)
    #expect(pattern == ShowPattern(name: "blocks.cells", picture: "OO...\nOO.OO\n.....\n...OO"))
  }

  @Test("A picture file with another character names its line")
  func pictureFileWithAnotherCharacter() {
    #expect(
      throws: KataError("p.cells, line 3: '*' is not a cell: a picture holds only '.' (dead) and 'O' (alive)")
    ) {
      try ShowPattern(name: "p.cells", fileText: "!comment\n.O.\n.*.\n")
    }
    #expect(throws: KataError("p.cells holds no picture: rows of '.' (dead) and 'O' (alive)")) {
      try ShowPattern(name: "p.cells", fileText: "!only a comment\n\n")
    }
  }

  @Test("GENERATIONS: 8 when not given, 1 to 200, else one line saying so")
  func generations() throws {
    #expect(try ShowPattern.generations("") == 8)
    #expect(try ShowPattern.generations("1") == 1)
    #expect(try ShowPattern.generations("200") == 200)
    for wrong in ["0", "201", "-3", "eight", "2.5"] {
      #expect(throws: KataError("GENERATIONS must be a whole number from 1 to 200, not '\(wrong)'")) {
        try ShowPattern.generations(wrong)
      }
    }
  }

  @Test("The show's test builds the pattern's picture and attaches every generation")
  func generatedTest() throws {
    let pattern = ShowPattern(name: "blinker", picture: "...\nOOO\n...")
    let test = try #require(ShowRun.tests(pattern, generations: 4).files["Show.swift"])
    #expect(test.contains("    ...\n    OOO\n    ...\n    \"\"\", topology: .bounded)"))
    #expect(test.contains(#"Attachment.record(frame(game.picture), named: "generation 0.txt")"#))
    #expect(test.contains("for generation in 1...4 {"))
    #expect(test.contains(#"named: "generation \(generation).txt""#))
  }

  // MARK: Frames

  @Test("Two frames side by side, every differing cell marked X, a missing cell differing too")
  func sideBySide() {
    let difference = FrameDifference(".O.\n.O.\n.O.", "...\nOOO\n...\n")
    #expect(difference.count == 4)
    #expect(
      difference.sideBySide(titles: ("library", "ada")) == """
        library  ada  differences
        .O.      ...  .X.
        .O.      OOO  X.X
        .O.      ...  .X.
        """)
    let short = FrameDifference("..\n.O", "..")
    #expect(short.count == 2)
    // The missing row: the library's, then an empty column for the pair's, then the marks.
    #expect(short.sideBySide(titles: ("library", "bo")).hasSuffix("\n.O" + spaces(5 + 2 + 2 + 2) + "XX"))
    #expect(FrameDifference("O.\n.O", "O.\n.O\n").count == 0)
  }

  @Test("The first generation that differs, and in how many cells")
  func firstDifference() {
    let library = ShowFilm(frames: ["O..", ".O.", "..O", "..."], ending: .finished)
    var comparison = ShowComparison(library: library, pair: library, pairTitle: "ada", generations: 3)
    #expect(comparison.firstDifference == nil)
    #expect(comparison.agrees)
    #expect(comparison.verdict == ["The pair's Game agrees with the library's for all 3 generations."])

    comparison.pair.frames = ["O..", ".O.", "O.O", "OOO"]
    #expect(comparison.firstDifference?.generation == 2)
    #expect(comparison.firstDifference?.cells == 1)
    #expect(!comparison.agrees)
    #expect(
      comparison.verdict == ["The pair's Game first differs from the library's at generation 2 (1 cell)."])
    #expect(comparison.frame(3, paint: Paint(colours: false)).hasPrefix("Generation 3: 3 cells differ\n"))
  }

  @Test("Frames the pair's Game never showed: a crash, the time limit, an error, each with its generation")
  func missingFrames() {
    let library = ShowFilm(frames: ["O..", ".O.", "..O", "..."], ending: .finished)
    var pair = ShowFilm(frames: ["O..", ".O."], ending: .crashed("Fatal error: Index out of range"))
    var comparison = ShowComparison(library: library, pair: pair, pairTitle: "ada", generations: 3)
    #expect(comparison.shared == 0..<2)
    #expect(!comparison.agrees)
    #expect(
      comparison.verdict == [
        "The pair's Game agrees with the library's up to generation 1.",
        "The pair's Game crashed during generation 2: Fatal error: Index out of range",
      ])

    pair.frames = ["O..", "OO.", "O..", "O.."]
    pair.ending = .stopped(seconds: 5)
    comparison.pair = pair
    #expect(
      comparison.verdict == [
        "The pair's Game first differs from the library's at generation 1 (1 cell).",
        "The pair's Game was stopped after 5 s during generation 4: is there an endless loop? "
          + "(KATA_TIME_LIMIT=N allows N seconds.)",
      ])
    // With the line its loop was at, read from the backtrace asked for at the time limit.
    comparison.pair.ending = .stopped(seconds: 5, place: "Game.swift:31")
    #expect(
      comparison.verdict.last
        == "The pair's Game was stopped after 5 s during generation 4 at Game.swift:31: is there an endless "
        + "loop? (KATA_TIME_LIMIT=N allows N seconds.)")

    comparison.pair = ShowFilm(frames: [], ending: .failed("Caught error: emptyPicture"))
    #expect(
      comparison.verdict == [
        "The pair's Game failed while making the game from the picture: Caught error: emptyPicture"
      ])
  }

  @Test("A design of the pair's own, through its adapter, is called their design, not their Game")
  func ownDesign() {
    let library = ShowFilm(frames: ["O..", ".O."], ending: .finished)
    var comparison = ShowComparison(
      library: library, pair: ShowFilm(frames: ["O..", "..."], ending: .finished), pairTitle: "ada",
      generations: 1, throughAnAdapter: true)
    #expect(
      comparison.verdict == ["The pair's design first differs from the library's at generation 1 (1 cell)."])
    comparison.pair = ShowFilm(frames: [""], ending: .crashed("Fatal error: boom"))
    #expect(comparison.verdict.last == "The pair's design crashed during generation 1: Fatal error: boom")
    #expect(
      comparison.frame(0, paint: Paint(colours: false)).hasPrefix(
        "Generation 0: 3 cells differ (the picture the pair's design gave is empty)\n"))
  }

  @Test("An empty picture is named in the heading, not left looking like the tool's mistake")
  func emptyPicture() {
    let film = ShowFilm(frames: ["O.\n.O"], ending: .finished)
    let comparison = ShowComparison(
      library: film, pair: ShowFilm(frames: [""], ending: .finished), pairTitle: "ada", generations: 0)
    let gap = spaces(5 + 2 + 3 + 2)
    #expect(
      comparison.frame(0, paint: Paint(colours: false)) == """
        Generation 0: 4 cells differ (the pair's Game.picture is empty)
        library  ada  differences
        O.\(gap)XX
        .O\(gap)XX
        """)
  }

  @Test(
    "A film is read from the attachments in generation order, and a crash as the runtime said it, at its line"
  )
  func filmFromOutcome() {
    var test = TestResult(id: "t", sentence: "show()", suiteID: "", file: "Show.swift", line: 5)
    test.outcome = .crashed
    test.record(TestProblem(text: "crashed: Fatal error: Index out of range", line: 20, file: "Game.swift"))
    test.attachments = [
      TestAttachment(name: "generation 1", text: "O"), TestAttachment(name: "generation 0", text: "."),
    ]
    var outcome = Outcome(variantName: "the pair's Game")
    outcome.run.tests = [test]
    outcome.crashed = true
    outcome.output = "Test show() started.\nSwift/Array.swift:12: Fatal error: Index out of range\n"
    #expect(
      ShowFilm(outcome)
        == ShowFilm(
          frames: [".", "O"], ending: .crashed("Game.swift:20: Fatal error: Index out of range")))

    outcome.run.tests[0].outcome = .stopped
    outcome.run.tests[0].problems = [
      TestProblem(text: "stopped after 5 s: is there an endless loop?", line: 31, file: "Game.swift")
    ]
    outcome.stoppedAfter = 5
    #expect(ShowFilm(outcome).ending == .stopped(seconds: 5, place: "Game.swift:31"))
  }
}

private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }
