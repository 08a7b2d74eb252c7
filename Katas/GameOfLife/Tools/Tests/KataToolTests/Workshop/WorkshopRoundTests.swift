import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Workshop

@Suite(
  "A workshop round, in a terminal", .serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux"))
struct WorkshopRoundTests {
  /// One workspace for the suite, as in the practice loop's tests; each test leaves it usable by the next.
  static let workspace = Result { try copiedWorkspace("workshop-round") }

  @Test(
    "A one-minute round runs to its end, asks its questions, and on y keeps each pair's work, even what was written during the round, and starts afresh"
  )
  func roundKeptOnYes() throws {
    let workspace = try Self.workspace.get()
    try requireWorkshopCommands(in: workspace)
    let pairs = try ["ada", "bob"].map { try pairReady($0, in: workspace) }
    for pair in pairs {
      try Data("// \(pair.name)'s round\n".utf8).write(to: pair.sources.appendingPathComponent("Round.swift"))
    }
    let terminal = try TmuxPane(
      kata: ["workshop-round", "--minutes", "1", "--constraint", "ping-pong"], in: workspace)
    try terminal.waitFor("Round 1: 1 minute, from ", "Constraint: Ping-pong pairing (CONSTRAINT=ping-pong)")
    try terminal.waitFor("left · round 1 · ping-pong · q ends the round")
    // The pairs go on working while the clock runs.
    for pair in pairs {
      try Data("// \(pair.name)'s last test, written during the round\n".utf8).write(
        to: pair.folder.appendingPathComponent("Tests/GameOfLifeTests/LastMinute.swift"))
    }
    let before = try pairs.map { try folderContents($0.folder) }
    try terminal.waitFor("0:30 left · round 1")
    try terminal.waitFor(
      "Time's up: round 1 is over.", "1. What did you learn?", "2. What surprised you?",
      "3. What will you do differently?", "Pairs: Practice/ada, Practice/bob",
      "give each pair a fresh package? [y/N] ")
    try terminal.send("y", "Enter")
    let screen = try terminal.waitFor("Round 1 is kept in Practice/rounds/round-1:", "kata has ended")
    // The answer shows as typed: the countdown's raw keys were off before the question.
    #expect(screen.contains("[y/N] y\n"), "\(screen)")
    #expect(screen.contains("Practice/rounds/round-1/ada  2 runs"), "\(screen)")
    #expect(terminal.wrapperFile("exit-status") == "0")
    #expect(terminal.wrapperFile("stty-after") == terminal.wrapperFile("stty-before"))

    let archive = WorkshopArchive(workspace: workspace)
    for (pair, files) in zip(pairs, before) {
      #expect(try folderContents(archive.folder(ofRound: 1).appendingPathComponent(pair.name)) == files)
      #expect(History(practice: pair).load().records.map(\.event) == [.start], "a fresh \(pair.name)")
    }
    let record = try #require(archive.record(ofRound: 1))
    #expect(record.constraint == "ping-pong" && record.minutes == 1)
    #expect(record.end.timeIntervalSince(record.start) >= 60)

    let rounds = try kata(["workshop-rounds"], in: workspace, timeLimit: 30)
    #expect(rounds.status == 0)
    #expect(rounds.output.contains("Round 1 · "), "\(rounds.output)")
    #expect(rounds.output.contains(" · ping-pong (1 minute)"), "\(rounds.output)")
    #expect(rounds.output.contains("  Practice/rounds/round-1/bob  2 runs"), "\(rounds.output)")
  }

  @Test("Ctrl-C ends a round early; answering n changes nothing, and the terminal is as it was")
  func nothingChangesOnNo() throws {
    let workspace = try Self.workspace.get()
    try requireWorkshopCommands(in: workspace)
    for name in ["ada", "bob"] { _ = try pairReady(name, in: workspace) }
    let before = try folderContents(workspace.practice)
    let terminal = try TmuxPane(kata: ["workshop-round", "--minutes", "5"], in: workspace)
    try terminal.waitFor("No constraint this round", "left · round ")
    try terminal.send("C-c")
    try terminal.waitFor("ended early, at ", "[y/N] ")
    try terminal.send("n", "Enter")
    try terminal.waitFor("Nothing changed: every pair carries on in its own package.", "kata has ended")
    #expect(terminal.wrapperFile("exit-status") == "0")
    #expect(terminal.wrapperFile("stty-after") == terminal.wrapperFile("stty-before"))
    #expect(try folderContents(workspace.practice) == before)
  }

  @Test("An unknown constraint is one clear line naming every constraint, and a failure")
  func unknownConstraint() throws {
    let run = try kata(
      ["workshop-round", "--minutes", "1", "--constraint", "pingpong"], in: try Self.workspace.get(),
      timeLimit: 30)
    #expect(run.status != 0)
    #expect(run.output.contains("Error: CONSTRAINT must be one of baby-steps, ping-pong, "), "\(run.output)")
    #expect(run.output.contains("not 'pingpong'"))
  }

  /// Fails at once, rather than after every wait on the screen, when `kata` lacks the workshop's commands.
  private func requireWorkshopCommands(in workspace: Workspace) throws {
    let run = try kata(["workshop-constraints"], in: workspace, timeLimit: 30)
    try #require(run.status == 0, "kata does not know workshop-constraints: \(run.output)")
  }

  /// A pair's package with two runs, made unless an earlier test made it.
  private func pairReady(_ name: String, in workspace: Workspace) throws -> PracticePackage {
    let pair = try PracticePackage(name: name, workspace: workspace)
    if FileManager.default.fileExists(atPath: pair.folder.path) { return pair }
    return try pairWithWork(name, in: workspace)
  }
}
