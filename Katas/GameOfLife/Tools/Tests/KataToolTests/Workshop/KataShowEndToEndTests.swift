import Foundation
import Testing

@testable import Build
@testable import KataSystem

/// `make kata-show` through the built `kata`, on the practice loop's workspace: its cache of compiled
/// modules makes each new package's first build quick.
@Suite("make kata-show, end to end", .serialized)
struct KataShowEndToEndTests {
  /// A practice package whose Game is the library's own, as a pair with a finished kata has.
  private func pairWithTheLibrarysGame(_ name: String) throws -> Learner {
    let learner = try Learner(name, in: try PracticeLoopTests.workspace.get())
    #expect(try learner.kata("new", "--force", "1").status == 0)
    try SourceFiles.swiftFiles(in: learner.workspace.library).write(into: learner.practice.sources)
    return learner
  }

  /// Changes one text in a file of the pair's Game, and makes sure it was there to change.
  private func plant(_ slip: (old: String, new: String), in file: String, of learner: Learner) throws {
    let path = "Sources/GameOfLife/\(file)"
    let text = try learner.read(path)
    let changed = text.replacingOccurrences(of: slip.old, with: slip.new)
    #expect(changed != text, "\(slip.old) is not in \(file)")
    try learner.save(path, changed)
  }

  @Test("The library's Game agrees with itself; a birth with two neighbours differs from generation 1")
  func agreesThenDiffers() throws {
    let ivy = try pairWithTheLibrarysGame("show-ivy")
    let same = try ivy.kata("show", "--pattern", "glider", "--generations", "8")
    // A `kata` without the command prints its usage: then nothing else here can be checked.
    try #require(same.status == 0, "\(same.output)")
    #expect(
      same.output.contains("Generation 8: the same\nlibrary   show-ivy  differences\n"), "\(same.output)")
    #expect(same.output.contains("The pair's Game agrees with the library's for all 8 generations."))

    try plant(
      ("case (.dead, 3): .reproduction", "case (.dead, 2...3): .reproduction"), in: "Rule.swift", of: ivy)
    let differs = try ivy.kata("show", "--pattern", "glider", "--generations", "8")
    #expect(differs.status == 1, "\(differs.output)")
    // Generation 1: five dead cells with two live neighbours come alive.
    #expect(
      differs.output.contains(
        """
        Generation 1: 5 cells differ
        library   show-ivy  differences
        ........  ........  ........
        ........  ...O....  ...X....
        .O.O....  .O.OO...  ....X...
        ..OO....  ..OOO...  ....X...
        ..O.....  .OOO....  .X.X....
        ........  ........  ........
        """), "\(differs.output)")
    #expect(
      differs.output.contains("The pair's Game first differs from the library's at generation 1 (5 cells)."))
  }

  @Test("An endless loop in step() is stopped within the limit, with its generation, and leaves no process")
  func endlessLoop() throws {
    let lou = try pairWithTheLibrarysGame("show-lou")
    // A first show builds the package, so that the timed one only compiles the changed Game. Its time
    // stands for a build on this machine now: the timed show may take that, the limit, and a margin.
    let warmStart = Date()
    let warm = try lou.kata("show", "--pattern", "blinker", "--generations", "2", timeLimit: 5)
    let buildSeconds = Date().timeIntervalSince(warmStart)
    try #require(warm.status == 0, "\(warm.output)")
    try plant(
      ("public func step() {", "public func step() {\n    while generation >= 1 {}"),
      in: "Game+Generation.swift",
      of: lou)

    let start = Date()
    let show = try lou.kata("show", "--pattern", "blinker", "--generations", "4", timeLimit: 5)
    #expect(show.status == 1, "\(show.output)")
    #expect(Date().timeIntervalSince(start) < buildSeconds + 5 + 10)
    #expect(show.output.contains("Generation 1: the same"), "\(show.output)")
    #expect(!show.output.contains("Generation 2:"))
    // With where the loop was, from the one sample the backtrace asked for at the limit gives: in step(),
    // or in the `generation` it asks for, at a line, or in the file alone; none when the sample fell on an
    // instruction with no place, whose caller is the show's own test, which the pair never wrote.
    let stopped = try #require(
      show.output.split(separator: "\n").first { $0.hasPrefix("The pair's Game was stopped") },
      "\(show.output)")
    let words = "The pair's Game was stopped after 5 s during generation 2"
    #expect(stopped.hasPrefix(words + " at Game") || stopped.hasPrefix(words + ":"), "\(stopped)")
    #expect(stopped.contains(": is there an endless loop?"))
    try waitUntilNoProcess(mentioning: "practice/show-lou/")
  }

  @Test("A pair's Game that does not compile shows the compiler's words, with the pair's own paths")
  func compileError() throws {
    let kim = try pairWithTheLibrarysGame("show-kim")
    try kim.save("Sources/GameOfLife/Slip.swift", "public func slip() -> Int { \"one\" }\n")
    let show = try kim.kata("show", "--pattern", "block", "--generations", "1")
    try #require(show.status == 1, "\(show.output)")
    #expect(show.output.contains("Practice/show-kim/Sources/GameOfLife/Slip.swift:1:"), "\(show.output)")
    #expect(show.output.contains("Error: the pair's Game (Practice/show-kim) does not compile."))
  }
}
