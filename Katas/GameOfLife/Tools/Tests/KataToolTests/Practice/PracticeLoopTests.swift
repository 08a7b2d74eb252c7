// Over 250 lines: the watch, baby steps and TCR driven in a terminal share one learner and its helpers.

import Foundation
import Testing

@testable import KataSystem
@testable import Practice

/// A learner at work in a practice package, through the built `kata` command: every file version they
/// write is remembered, so the test can check that the history kept each one.
final class Learner {
  let name: String
  let workspace: Workspace
  let practice: PracticePackage
  private(set) var written: [(path: String, text: String)] = []

  init(_ name: String, in workspace: Workspace) throws {
    self.name = name
    self.workspace = workspace
    practice = try PracticePackage(name: name, workspace: workspace)
  }

  /// Runs `kata COMMAND --name NAME …`, as the Makefile does.
  @discardableResult
  func kata(_ command: String, _ options: String..., timeLimit: Int = 30) throws -> (
    status: Int32, output: String
  ) {
    let result = try KataToolTests.kata(
      [command, "--name", name] + options, in: workspace, timeLimit: timeLimit)
    return (result.status, result.output)
  }

  /// Saves a file in the package, as an editor does: `Sources/GameOfLife/Answer.swift`.
  func save(_ path: String, _ text: String) throws {
    let url = practice.folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Whole, as an editor that saves by renaming writes it: a file written in place can be read empty
    // between its truncation and its text when the machine is loaded, and that read is a run of its own.
    try Data(text.utf8).write(to: url, options: .atomic)
    written.append((path, text))
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: practice.folder.appendingPathComponent(path), encoding: .utf8)
  }

  var history: History { History(practice: practice) }

  /// The learner's tests: a file with the given test bodies, each an `@Test` of its own.
  static func tests(_ bodies: String...) -> String {
    "import GameOfLife\nimport Testing\n\n"
      + bodies.enumerated().map { "@Test func test\($0.offset)() {\n  \($0.element)\n}\n" }.joined(
        separator: "\n")
  }
}

let answerFile = "Sources/GameOfLife/Answer.swift"
let testsFile = "Tests/GameOfLifeTests/GameOfLifeTests.swift"

@Suite("The practice loop, end to end", .serialized)
struct PracticeLoopTests {
  /// One workspace for the suite: its cache of compiled modules makes each new package's first build quick.
  static let workspace = Result { try copiedWorkspace("loop") }

  @Test(
    "A session: each run recorded with its light; a wrong prediction, a diff, TCR and a revert; no code lost")
  func session() throws {
    let ada = try Learner("ada", in: try Self.workspace.get())
    #expect(try ada.kata("new").status == 0)
    // 1: no test yet.
    var run = try ada.kata("test", "--predict", "amber")
    #expect(run.status == 3)
    #expect(run.output.contains("A amber · ada · run 1 · no test ran"), "\(run.output)")
    #expect(run.output.contains("You predicted amber: right."))
    // 2: a test of a function that does not exist yet.
    try ada.save(testsFile, Learner.tests("#expect(answer() == 42)"))
    run = try ada.kata("test", "--predict", "red")
    #expect(run.output.contains("cannot find 'answer' in scope"), "\(run.output)")
    #expect(
      run.output.contains("\(ada.practice.path)/\(testsFile):"), "the learner's own path: \(run.output)")
    #expect(run.output.contains("A amber · ada · run 2 · it did not compile"))
    #expect(run.output.contains("You predicted red: wrong."))
    // 3: the function, wrong.
    try ada.save(answerFile, "public func answer() -> Int { 0 }\n")
    run = try ada.kata("test")
    #expect(run.output.contains("Expectation failed: (answer() → 0) == 42"), "\(run.output)")
    #expect(run.output.contains("> 5 |   #expect(answer() == 42)"), "the failing line, marked: \(run.output)")
    #expect(run.output.contains("R red · ada · run 3 · 1 of 1 test fails · Sources +1 -0"))
    // 4: green; 5: a refactoring, still green.
    try ada.save(answerFile, "public func answer() -> Int { 42 }\n")
    #expect(try ada.kata("test").output.contains("G green · ada · run 4 · 1 test passes · Sources +1 -1"))
    try ada.save(answerFile, "/// The answer.\npublic func answer() -> Int { 6 * 7 }\n")
    #expect(try ada.kata("test").status == 0)
    // 6: TCR on a slip: red, so the code goes back to run 5, and the slip is kept as run 6.
    try ada.save(answerFile, "/// The answer.\npublic func answer() -> Int { 6 * 9 }\n")
    run = try ada.kata("tcr")
    #expect(run.status == 1)
    #expect(run.output.contains("R red · ada · run 6"), "\(run.output)")
    #expect(run.output.contains("↶ Your Sources and Tests went back to run 5 (green, "))
    #expect(try ada.read(answerFile).contains("6 * 7"))
    // 7: green again; 8: back to the slip on purpose; 9: red.
    #expect(try ada.kata("test").status == 0)
    run = try ada.kata("revert", "--run", "6")
    #expect(run.output.contains("Your Sources and Tests are as they were at run 6 (red, "), "\(run.output)")
    #expect(run.output.contains("kept as run 8"))
    #expect(try ada.read(answerFile).contains("6 * 9"))
    #expect(try ada.kata("test").status == 1)
    // 10: back to the last green; 11: green.
    #expect(try ada.kata("revert", "--run", "7").status == 0)
    #expect(try ada.kata("test").output.contains("G green · ada · run 11"))

    let diff = try ada.kata("diff", "--run", "6").output
    #expect(diff.contains("From run 5 (green, "), "\(diff)")
    #expect(diff.contains("-public func answer() -> Int { 6 * 7 }\n+public func answer() -> Int { 6 * 9 }"))
    #expect(try ada.kata("diff", "--run", "4", "--to", "5").output.contains("+/// The answer."))

    let lights = try ada.kata("lights").output
    #expect(lights.contains("lights  A A R G G R G · R ·  G"), "\(lights)")
    #expect(lights.contains("          !       ↶   ↶   ↶"), "\(lights)")
    // The minute row may go on past 0 on a slow machine.
    #expect(lights.contains("run     1 2 3 4 5 6 7 8 9 10 11\nminute  0"), "\(lights)")
    #expect(
      lights.contains("G 4 green · R 3 red · A 2 amber · ! 1 wrong prediction · ↶ code put back 3 times"))

    let retro = try ada.kata("retro").output
    #expect(retro.contains("| green | 4 |"), "\(retro)")
    #expect(retro.contains("| red | 3 |"))
    #expect(retro.contains("| amber | 2 |"))
    #expect(retro.contains("1 right, 1 wrong, of 2 runs with a prediction."))
    // 1-4 add a test, see it fail, then change Sources; 5 and 6-7 change Sources only; in 8-11 only the
    // tool put code back, and what the tool puts back is not the learner's change.
    #expect(retro.contains("1 test-first, 0 test-last, 2 refactoring, 0 test addition, 1 no change."))
    #expect(try ada.read("retro.md").contains("## What did you learn?"))

    // Every version of every file the learner saved is in the history.
    let snapshots = ada.history.load().records.map(\.snapshot)
    for version in ada.written {
      #expect(snapshots.contains { $0.files[version.path] == version.text }, "lost: \(version)")
    }
  }

  @Test("A damaged or hand-edited history entry is reported and skipped; the rest still shows and grows")
  func damagedHistory() throws {
    let bob = try Learner("bob", in: try Self.workspace.get())
    #expect(try bob.kata("new").status == 0)
    try bob.save(testsFile, Learner.tests("#expect(1 + 1 == 2)"))
    #expect(try bob.kata("test").status == 0)
    #expect(try bob.kata("test").status == 0)
    let folder = bob.history.folder
    try Data("{ not json".utf8).write(to: folder.appendingPathComponent("0001.json"))
    let third = folder.appendingPathComponent("0002.json")
    let edited = try String(contentsOf: third, encoding: .utf8).replacingOccurrences(
      of: "\"number\" : 2", with: "\"number\" : 20")
    try Data(edited.utf8).write(to: third)

    let lights = try bob.kata("lights")
    #expect(lights.status == 0)
    #expect(lights.output.contains("Practice/bob/History/0001.json is damaged, so it is skipped: not JSON"))
    #expect(
      lights.output.contains(
        "Practice/bob/History/0002.json is damaged, so it is skipped: it says it is run 20"))
    let run = try bob.kata("test")
    #expect(run.output.contains("G green · bob · run 3 · 1 test passes"), "\(run.output)")
    #expect(try bob.kata("lights").output.contains("lights  G"))
    #expect(try bob.kata("diff", "--run", "1").output.contains("0001.json is damaged"))
  }
}

@Suite(
  "Watch and baby steps, in a terminal", .serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux"))
struct WatchTests {
  @Test("Watch shows each save's light and its first failure, and q quits with the terminal as it was")
  func watch() throws {
    let cy = try Learner("cy", in: try PracticeLoopTests.workspace.get())
    #expect(try cy.kata("new").status == 0)
    try cy.save(answerFile, "public func answer() -> Int { 42 }\n")
    try cy.save(testsFile, Learner.tests("#expect(answer() == 42)"))
    let terminal = try TmuxPane(kata: ["watch", "--name", "cy"], in: cy.workspace)
    try terminal.waitFor(
      "Watching Practice/cy: your tests run whenever you save a change to a file", "G green · cy · run 1",
      "Watching for your next save.")
    try cy.save(
      testsFile, Learner.tests("#expect(answer() == 42)", "#expect(answer() == 54, \"six by nine\")"))
    let red = try terminal.waitFor("R red · cy · run 2 · 1 of 2 tests fail")
    #expect(red.contains("six by nine"))
    #expect(red.contains(">  9 |   #expect(answer() == 54, \"six by nine\")"), "\(red)")
    try cy.save(answerFile, "public func answer() -> Int {\n")
    try terminal.waitFor("A amber · cy · run 3 · it did not compile")
    try terminal.send("q")
    try terminal.waitFor("Stopped. make kata-lights NAME=cy shows your runs.", "kata has ended")
    #expect(terminal.wrapperFile("exit-status") == "0")
    #expect(terminal.wrapperFile("stty-after") == terminal.wrapperFile("stty-before"))
    #expect(cy.history.load().runs.map(\.light) == [.green, .red, .amber])
  }

  @Test("The driver's turn in the watch: who drives, a reminder when time is up, n passes, each run's driver")
  func driversTurn() throws {
    let ivo = try Learner("ivo", in: try PracticeLoopTests.workspace.get())
    #expect(try ivo.kata("new").status == 0)
    try ivo.save(answerFile, "public func answer() -> Int { 42 }\n")
    try ivo.save(testsFile, Learner.tests("#expect(answer() == 42)"))
    let terminal = try TmuxPane(
      kata: ["watch", "--name", "ivo", "--drivers", "ada,bo", "--minutes", "0.05"], in: ivo.workspace)
    try terminal.waitFor(
      "Drivers in turn: ada, bo, 3 s each; ada drives first, and n passes the turn.", "G green · ivo · run 1")
    try terminal.waitFor("⏰ ada, your 3 s are up: pass the keyboard to bo (n).")
    try terminal.send("n")
    try terminal.waitFor("🚗 bo drives now.")
    try ivo.save(testsFile, Learner.tests("#expect(answer() == 54)"))
    try terminal.waitFor("R red · ivo · run 2")
    try terminal.send("q")
    try terminal.waitFor("kata has ended")
    #expect(ivo.history.load().runs.map { $0.driver } == ["ada", "bo"])
    let retro = try ivo.kata("retro")
    #expect(retro.output.contains("| ada | 1 | 1 | 0 | 0 |"), "\(retro.output)")
    #expect(retro.output.contains("| bo | 1 | 0 | 1 | 0 |"), "\(retro.output)")
  }

  @Test("A save during a run is never lost: the run is made again on the new code")
  func saveDuringRun() throws {
    let dee = try Learner("dee", in: try PracticeLoopTests.workspace.get())
    #expect(try dee.kata("new").status == 0)
    try dee.save(answerFile, "public func answer() -> Int { 42 }\n")
    let slow = "Thread.sleep(forTimeInterval: 3)\n  #expect(answer() == 42)"
    try dee.save(testsFile, "import Foundation\n" + Learner.tests(slow))
    let terminal = try TmuxPane(kata: ["watch", "--name", "dee"], in: dee.workspace)
    try terminal.waitFor("G green · dee · run 1")
    try dee.save(answerFile, "public func answer() -> Int { 41 }\n")
    try terminal.waitFor("running your tests")
    // The save lands while run 2 sleeps in its test.
    Thread.sleep(forTimeInterval: 1)
    try dee.save(answerFile, "public func answer() -> Int { 40 + 2 }\n")
    try terminal.waitFor("R red · dee · run 2", "G green · dee · run 3", seconds: 120)
    let runs = dee.history.load().runs
    #expect(runs.last?.snapshot.files[answerFile] == "public func answer() -> Int { 40 + 2 }\n")
    try terminal.send("q")
    try terminal.waitFor("kata has ended")
  }

  @Test(
    "Ctrl-C during a run stops it with every process it started, records nothing for it, and restores the terminal"
  )
  func interruptDuringRun() throws {
    let eve = try Learner("eve", in: try PracticeLoopTests.workspace.get())
    #expect(try eve.kata("new").status == 0)
    try eve.save(
      testsFile,
      "import Foundation\n" + Learner.tests("Thread.sleep(forTimeInterval: 1)\n  #expect(Bool(true))"))
    let terminal = try TmuxPane(kata: ["watch", "--name", "eve"], in: eve.workspace)
    try terminal.waitFor("G green · eve · run 1")
    try eve.save(
      testsFile,
      "import Foundation\n" + Learner.tests("Thread.sleep(forTimeInterval: 60)\n  #expect(Bool(true))"))
    try terminal.waitFor("running your tests")
    // Wait until the test binary itself runs, so there is a process tree to stop: under load the build
    // before it may take minutes.
    try waitUntil("the test binary runs", seconds: 300) {
      !processes(mentioning: "practice/eve/own").filter { $0.contains("xctest") }.isEmpty
    }
    try terminal.send("C-c")
    try terminal.waitFor("Stopped.", "kata has ended")
    #expect(terminal.wrapperFile("exit-status") == "0")
    #expect(terminal.wrapperFile("stty-after") == terminal.wrapperFile("stty-before"))
    try waitUntilNoProcess(mentioning: "practice/eve/own")
    #expect(eve.history.load().runs.count == 1)
  }

  @Test("Baby steps: no green before the time is up puts back the last green, and keeps what was written")
  func babySteps() throws {
    let fay = try Learner("fay", in: try PracticeLoopTests.workspace.get())
    #expect(try fay.kata("new").status == 0)
    try fay.save(answerFile, "public func answer() -> Int { 42 }\n")
    try fay.save(testsFile, Learner.tests("#expect(answer() == 42)"))
    let terminal = try TmuxPane(kata: ["babysteps", "--name", "fay", "--minutes", "0.15"], in: fay.workspace)
    try terminal.waitFor(
      "Baby steps, 9 s", "(what you wrote is kept as a run). Your tests run whenever you save a change",
      "G green · fay · run 1", "left to reach green")
    let slip = "public func answer() -> Int { 54 }\n"
    try fay.save(answerFile, slip)
    try terminal.waitFor("R red · fay · run 2")
    let screen = try terminal.waitFor("Time's up: no green in 9 s.", "kept as run 3", seconds: 30)
    #expect(screen.contains("↶ Your Sources and Tests went back to run 1 (green, "))
    #expect(try fay.read(answerFile) == "public func answer() -> Int { 42 }\n")
    let kept = try fay.history.record(3)
    #expect(kept.event == .kept)
    #expect(kept.snapshot.files[answerFile] == slip)
    try terminal.send("C-c")
    try terminal.waitFor("kata has ended")
    #expect(terminal.wrapperFile("stty-after") == terminal.wrapperFile("stty-before"))
    // Nothing written since the last green: the countdown starts again, and nothing is put back.
    #expect(fay.history.load().records.count == 4)
  }

  @Test(
    "TCR at every save puts nothing back before a save it saw, says what it kept, and leaves a kata-revert alone"
  )
  func tcrWaitsForASave() throws {
    let hal = try Learner("hal", in: try PracticeLoopTests.workspace.get())
    #expect(try hal.kata("new").status == 0)
    try hal.save(answerFile, "public func answer() -> Int { 42 }\n")
    try hal.save(testsFile, Learner.tests("#expect(answer() == 42)"))
    #expect(try hal.kata("test").status == 0)
    // Red code on the screen when TCR starts: it is the learner's, and no save has been seen yet.
    let red = "public func answer() -> Int { 54 }\n"
    try hal.save(answerFile, red)
    let terminal = try TmuxPane(kata: ["tcr", "--name", "hal", "--watch", "yes"], in: hal.workspace)
    try terminal.waitFor(
      "TCR (plain)", "Your tests run whenever you save a change", "Watching for your next save.")
    #expect(try hal.read(answerFile) == red)
    #expect(hal.history.load().runs.count == 1)
    // A save: red, so TCR puts back the green and keeps the slip as run 2.
    try hal.save(answerFile, "public func answer() -> Int { 6 * 9 }\n")
    try terminal.waitFor("R red · hal · run 2", "↶ Your Sources and Tests went back to run 1 (green, ")
    try terminal.waitFor("Watching for your next save.")
    // The learner takes the slip back on purpose: TCR must not undo it.
    #expect(try hal.kata("revert", "--run", "2").status == 0)
    try terminal.waitFor("↶ kata-revert put back run 2: TCR leaves it as it is and waits for your next save.")
    #expect(try hal.read(answerFile) == "public func answer() -> Int { 6 * 9 }\n")
    #expect(hal.history.load().runs.count == 2)
    // A green save is kept, and says so.
    try hal.save(answerFile, "public func answer() -> Int { 6 * 7 }\n")
    try terminal.waitFor("G green · hal · run 4", "Green: kept. This is now the code TCR goes back to.")
    try terminal.send("q")
    try terminal.waitFor("kata has ended")
  }

  @Test("Relaxed TCR at every save: a red puts back Sources only, and keeps the new test")
  func relaxedTCR() throws {
    let gus = try Learner("gus", in: try PracticeLoopTests.workspace.get())
    #expect(try gus.kata("new").status == 0)
    try gus.save(answerFile, "public func answer() -> Int { 42 }\n")
    try gus.save(testsFile, Learner.tests("#expect(answer() == 42)"))
    #expect(try gus.kata("test").status == 0)
    let terminal = try TmuxPane(
      kata: ["tcr", "--name", "gus", "--variant", "relaxed", "--watch", "1"], in: gus.workspace)
    try terminal.waitFor("TCR (relaxed)", "Watching for your next save.")
    let newTest = Learner.tests("#expect(answer() == 54)")
    try gus.save(testsFile, newTest)
    try gus.save(answerFile, "public func answer() -> Int { 41 }\n")
    try terminal.waitFor("R red · gus · run 2", "↶ Your Sources went back to run 1 (green, ")
    #expect(try gus.read(answerFile) == "public func answer() -> Int { 42 }\n")
    #expect(try gus.read(testsFile) == newTest)
    try gus.save(answerFile, "public func answer() -> Int { 54 }\n")
    try terminal.waitFor("G green · gus · run 3")
    try terminal.send("q")
    try terminal.waitFor("kata has ended")
    #expect(gus.history.load().runs.map(\.light) == [.green, .red, .green])
    #expect(try gus.history.record(2).revert?.parts == [.sources])
  }
}
