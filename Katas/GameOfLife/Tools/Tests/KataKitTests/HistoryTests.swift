import Foundation
import Testing

@testable import KataKit

/// Writes files below a folder: each path relative to it, with its text.
private func write(_ files: [String: String], into folder: URL) throws {
  for (path, text) in files {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

private func read(_ path: String, in folder: URL) throws -> String {
  try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
}

private func exists(_ path: String, in folder: URL) -> Bool {
  FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
}

@Suite("Snapshots: the learner's Swift files, compared, combined and put back")
struct SnapshotTests {
  @Test("A snapshot reads only the Swift files under Sources and Tests, by their path in the package")
  func readsOnlySwiftFiles() throws {
    let package = try temporaryFolder("snapshot-read")
    try write(
      [
        "Package.swift": "// the manifest\n",
        "Sources/GameOfLife/Game.swift": "struct Game {}\n",
        "Sources/GameOfLife/.#Game.swift": "an editor's lock file\n",
        "Sources/GameOfLife/notes.txt": "my notes\n",
        "Sources/GameOfLife/.hidden/Secret.swift": "// hidden\n",
        "Tests/GameOfLifeTests/GameTests.swift": "import Testing\n",
        "Other/Stray.swift": "// not a part\n",
      ], into: package)

    let snapshot = try Snapshot(of: package)

    #expect(
      snapshot.files == [
        "Sources/GameOfLife/Game.swift": "struct Game {}\n",
        "Tests/GameOfLifeTests/GameTests.swift": "import Testing\n",
      ])
    #expect(snapshot.files(in: "Sources") == ["GameOfLife/Game.swift": "struct Game {}\n"])
    #expect(snapshot.files(in: "Tests/GameOfLifeTests") == ["GameTests.swift": "import Testing\n"])
  }

  @Test("Lines changed are counted per part, new and deleted files included")
  func changesPerPart() {
    let before = Snapshot(files: [
      "Sources/GameOfLife/Game.swift": "a\nb\nc\n",
      "Sources/GameOfLife/Old.swift": "x\ny\nz\n",
      "Sources/GameOfLife/Same.swift": "same\n",
      "Tests/GameOfLifeTests/GameTests.swift": "t1\nt2\n",
    ])
    let after = Snapshot(files: [
      // b becomes B and d is added: 2 added, 1 removed.
      "Sources/GameOfLife/Game.swift": "a\nB\nc\nd\n",
      // Old.swift is deleted: 3 removed. New.swift is new: 1 added.
      "Sources/GameOfLife/New.swift": "n\n",
      "Sources/GameOfLife/Same.swift": "same\n",
      // One line added to a test file, and a new test file of two lines.
      "Tests/GameOfLifeTests/GameTests.swift": "t1\nt2\nt3\n",
      "Tests/GameOfLifeTests/MoreTests.swift": "m1\nm2\n",
    ])

    let changes = after.changes(since: before)

    #expect(changes.sources == LineChanges.Count(added: 3, removed: 4))
    #expect(changes.tests == LineChanges.Count(added: 3, removed: 0))
    #expect(!changes.isEmpty)
    #expect(after.changes(since: after).isEmpty)
    #expect(before.changes(since: after).sources == LineChanges.Count(added: 4, removed: 3))
  }

  @Test("Replacing Sources takes all of the other's Sources and keeps my own Tests")
  func replacingSources() {
    let mine = Snapshot(files: [
      "Sources/GameOfLife/Game.swift": "mine\n",
      "Sources/GameOfLife/OnlyMine.swift": "mine only\n",
      "Tests/GameOfLifeTests/GameTests.swift": "my tests\n",
    ])
    let theirs = Snapshot(files: [
      "Sources/GameOfLife/Game.swift": "theirs\n",
      "Sources/GameOfLife/OnlyTheirs.swift": "theirs only\n",
      "Tests/GameOfLifeTests/GameTests.swift": "their tests\n",
      "Tests/GameOfLifeTests/TheirTests.swift": "more of theirs\n",
    ])

    #expect(
      mine.replacing([.sources], from: theirs).files == [
        "Sources/GameOfLife/Game.swift": "theirs\n",
        "Sources/GameOfLife/OnlyTheirs.swift": "theirs only\n",
        "Tests/GameOfLifeTests/GameTests.swift": "my tests\n",
      ])
    #expect(mine.replacing(Snapshot.Part.allCases, from: theirs) == theirs)
    #expect(mine.replacing([], from: theirs) == mine)
  }

  @Test("Restoring Sources writes only what differs, deletes Swift files it lacks, and leaves the rest")
  func restoreSources() throws {
    let package = try temporaryFolder("snapshot-restore")
    try write(
      [
        "Sources/GameOfLife/Game.swift": "unchanged\n",
        "Sources/GameOfLife/Rule.swift": "edited\n",
        "Sources/GameOfLife/Extra.swift": "written since\n",
        "Sources/GameOfLife/.#Rule.swift": "an editor's lock file\n",
        "Sources/GameOfLife/notes.txt": "my notes\n",
        "Sources/Helpers/Only.swift": "a file in a folder of its own\n",
        "Tests/GameOfLifeTests/GameTests.swift": "tests written since\n",
        "Tests/GameOfLifeTests/NewTests.swift": "a new test file\n",
      ], into: package)
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent("Sources/GameOfLife/Empty"), withIntermediateDirectories: true)
    let untouched = package.appendingPathComponent("Sources/GameOfLife/Game.swift")
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: untouched.path)
    let snapshot = Snapshot(files: [
      "Sources/GameOfLife/Game.swift": "unchanged\n",
      "Sources/GameOfLife/Rule.swift": "as it was\n",
      "Sources/GameOfLife/Gone.swift": "deleted since\n",
      "Tests/GameOfLifeTests/GameTests.swift": "tests as they were\n",
    ])

    try snapshot.restore([.sources], into: package)

    let attributes = try FileManager.default.attributesOfItem(atPath: untouched.path)
    let modified = attributes[.modificationDate] as? Date
    #expect(modified == old, "a file that did not differ was written again")
    #expect(try read("Sources/GameOfLife/Rule.swift", in: package) == "as it was\n")
    #expect(try read("Sources/GameOfLife/Gone.swift", in: package) == "deleted since\n")
    #expect(!exists("Sources/GameOfLife/Extra.swift", in: package))
    #expect(!exists("Sources/Helpers/Only.swift", in: package))
    // Folders, files other than Swift files, and hidden files stay.
    #expect(exists("Sources/Helpers", in: package))
    #expect(exists("Sources/GameOfLife/Empty", in: package))
    #expect(try read("Sources/GameOfLife/notes.txt", in: package) == "my notes\n")
    #expect(try read("Sources/GameOfLife/.#Rule.swift", in: package) == "an editor's lock file\n")
    // Tests were not asked for, so they are as the learner left them.
    #expect(try read("Tests/GameOfLifeTests/GameTests.swift", in: package) == "tests written since\n")
    #expect(try read("Tests/GameOfLifeTests/NewTests.swift", in: package) == "a new test file\n")
    #expect(try Snapshot(of: package).files(in: "Sources") == snapshot.files(in: "Sources"))

    try snapshot.restore(Snapshot.Part.allCases, into: package)

    #expect(try Snapshot(of: package) == snapshot)
    #expect(try read("Sources/GameOfLife/notes.txt", in: package) == "my notes\n")
  }
}

@Suite("A practice package's history", .serialized)
struct HistoryTests {
  /// A fresh practice package, made as `make kata` makes it: its history holds the start entry, run 1.
  func newPractice(_ name: String = "kata", folder: String) throws -> (PracticePackage, History) {
    let workspace = try copiedWorkspace(folder)
    let practice = try PracticePackage(name: name, workspace: workspace)
    try practice.create(force: false)
    return (practice, History(practice: practice))
  }

  @discardableResult
  func appendRun(
    _ history: History, light: Light = .green, files: SourceFiles = [:], revert: RunRecord.Revert? = nil,
    sawBefore: ((Snapshot?) -> Void)? = nil
  ) throws -> RunRecord {
    try history.append { number, before in
      sawBefore?(before)
      return RunRecord(
        number: number, time: Date(), event: .run, command: "kata-test", light: light, revert: revert,
        snapshot: Snapshot(files: files))
    }
  }

  func entry(_ number: Int, of history: History) -> URL {
    history.folder.appendingPathComponent(String(format: "%04d.json", number))
  }

  /// Changes an entry's JSON as a person with an editor might.
  func edit(_ number: Int, of history: History, _ change: (inout [String: Any]) -> Void) throws {
    let file = entry(number, of: history)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    change(&object)
    try JSONSerialization.data(withJSONObject: object).write(to: file)
  }

  @Test("make kata starts the history with one start entry holding the new package's code")
  func startEntry() throws {
    let (practice, history) = try newPractice(folder: "history-start")
    let loaded = history.load()
    #expect(loaded.problems.isEmpty)
    #expect(loaded.records.map(\.number) == [1])
    #expect(loaded.records.first?.event == .start)
    #expect(loaded.records.first?.snapshot == (try Snapshot(of: practice.folder)))
    #expect(loaded.runs.isEmpty)
    #expect(exists("History/0001.json", in: practice.folder))
  }

  @Test("A history that cannot be written is one line naming it and the reason; the code is untouched")
  func unwritableHistory() throws {
    let (practice, history) = try newPractice(folder: "history-unwritable")
    // A file where the folder should be: no entry can be written there, even by the superuser.
    try FileManager.default.removeItem(at: history.folder)
    try Data("not a folder\n".utf8).write(to: history.folder)
    let code = try Snapshot(of: practice.folder)
    let error = try #require(throws: KataError.self) {
      try appendRun(history, files: ["Sources/A.swift": "2\n"])
    }
    #expect(!error.description.contains("\n"))
    #expect(error.description.hasPrefix("Practice/kata/History cannot be written ("), "\(error)")
    #expect(error.description.hasSuffix("), so this run is not recorded; your code is as you left it"))
    #expect(try Snapshot(of: practice.folder) == code)
  }

  @Test("Entries are numbered 1, 2, 3, …, each given the code the entry before left")
  func numbering() throws {
    let (_, history) = try newPractice(folder: "history-numbers")
    let start = try history.record(1)
    var seen: [Snapshot?] = []
    let second = try appendRun(history, light: .red, files: ["Sources/A.swift": "2\n"]) { seen.append($0) }
    let third = try appendRun(history, files: ["Sources/A.swift": "3\n"]) { seen.append($0) }

    #expect(second.number == 2)
    #expect(third.number == 3)
    #expect(seen == [start.snapshot, second.snapshot])
    #expect(history.load().records.map(\.number) == [1, 2, 3])
    #expect(history.load().runs.map(\.light) == [.red, .green])
    #expect(FileManager.default.fileExists(atPath: entry(3, of: history).path))
    #expect(try history.record(2).snapshot.files == ["Sources/A.swift": "2\n"])
  }

  @Test("A damaged or hand-edited entry is reported once, by its path, and skipped; the others still load")
  func damagedEntries() throws {
    let (_, history) = try newPractice(folder: "history-damaged")
    for _ in 2...5 { try appendRun(history) }
    try Data([0x00, 0xFF, 0x7B, 0x13]).write(to: entry(2, of: history))
    try edit(3, of: history) { $0["number"] = 7 }
    try edit(4, of: history) { $0["command"] = nil }

    let loaded = history.load()

    #expect(loaded.records.map(\.number) == [1, 5])
    #expect(loaded.problems.count == 3)
    let expected = [
      "Practice/kata/History/0002.json is damaged, so it is skipped: not JSON",
      "Practice/kata/History/0003.json is damaged, so it is skipped: it says it is run 7",
      "Practice/kata/History/0004.json is damaged, so it is skipped: expected a field \"command\"",
    ]
    for (problem, start) in zip(loaded.problems, expected) {
      #expect(problem.hasPrefix(start), "\(problem)")
    }
    for number in 2...4 {
      #expect(loaded.problems.filter { $0.contains(String(format: "%04d.json", number)) }.count == 1)
    }
    #expect(throws: KataError.self) { try history.record(3) }
    #expect(try history.record(5).number == 5)
  }

  @Test("Numbers go on after the highest file, even a damaged one, and the latest entry passes over it")
  func numberingAfterDamage() throws {
    let (_, history) = try newPractice(folder: "history-highest")
    try appendRun(history, files: ["Sources/A.swift": "2\n"])
    let third = try appendRun(history, light: .red, files: ["Sources/A.swift": "3\n"])
    try Data("{ not quite".utf8).write(to: entry(7, of: history))

    #expect(history.latest()?.number == 3)
    var before: Snapshot?
    let next = try appendRun(history) { before = $0 }

    #expect(next.number == 8)
    #expect(before == third.snapshot)
    #expect(history.load().records.map(\.number) == [1, 2, 3, 8])
    #expect(history.load().problems.count == 1)
  }

  @Test("Asking for a run there is not names the runs there are")
  func missingRun() throws {
    let (_, history) = try newPractice(folder: "history-missing")
    try appendRun(history)
    try appendRun(history)
    #expect(throws: KataError("there is no run 9 in Practice/kata/History: its runs are 1-3")) {
      try history.record(9)
    }
  }

  @Test("The code after a revert is the entry's own, with the reverted parts taken from the run it went to")
  func codeAfterRevert() throws {
    let (_, history) = try newPractice(folder: "history-revert")
    let green = try appendRun(
      history,
      files: ["Sources/GameOfLife/Game.swift": "green\n", "Tests/GameOfLifeTests/T.swift": "green tests\n"])
    let red = try appendRun(
      history, light: .red,
      files: [
        "Sources/GameOfLife/Game.swift": "red\n", "Sources/GameOfLife/New.swift": "new\n",
        "Tests/GameOfLifeTests/T.swift": "red tests\n",
      ],
      revert: .init(to: green.number, parts: [.sources]))

    #expect(
      try history.code(after: red).files == [
        "Sources/GameOfLife/Game.swift": "green\n",
        "Tests/GameOfLifeTests/T.swift": "red tests\n",
      ])
    #expect(try history.code(after: green) == green.snapshot)
    // The next entry starts from the code the revert left.
    var before: Snapshot?
    try appendRun(history) { before = $0 }
    #expect(before == (try history.code(after: red)))
  }

  @Test("A damaged entry that a revert went back to does not stop the next run being recorded")
  func damagedRevertTarget() throws {
    let (_, history) = try newPractice(folder: "history-revert-damaged")
    let green = try appendRun(history, files: ["Sources/GameOfLife/Game.swift": "green\n"])
    try appendRun(
      history, light: .red, files: ["Sources/GameOfLife/Game.swift": "red\n"],
      revert: .init(to: green.number, parts: Snapshot.Part.allCases))
    try Data("garbage".utf8).write(to: entry(green.number, of: history))

    #expect(history.load().problems.count == 1)
    // The code run 3 left cannot be read, but the next run must still be recorded.
    let next = try appendRun(history)
    #expect(next.number == 4)
  }

  @Test("make kata FORCE=1 keeps the history with the old package, and the new one starts again")
  func forceMovesHistory() throws {
    let (practice, history) = try newPractice(folder: "history-force")
    try appendRun(history, light: .red)
    try appendRun(history)

    #expect(try practice.create(force: true) == "Practice/kata.1")

    let archive = practice.folder.deletingLastPathComponent().appendingPathComponent("kata.1")
    #expect(exists("History/0003.json", in: archive))
    let fresh = History(practice: practice).load()
    #expect(fresh.problems.isEmpty)
    #expect(fresh.records.map(\.number) == [1])
    #expect(fresh.records.map(\.event) == [.start])

    let old = try PracticePackage(name: "kata.1", workspace: practice.workspace)
    let kept = History(practice: old).load()
    #expect(kept.problems.isEmpty)
    #expect(kept.records.map(\.number) == [1, 2, 3])
    #expect(kept.runs.map(\.light) == [.red, .green])
  }

  @Test("A package's name is letters, digits, '-' and '_', or an archived package's, as kata.1")
  func names() throws {
    let workspace = Workspace(root: try temporaryFolder("history-names"))
    #expect(try PracticePackage(name: "kata.1", workspace: workspace).path == "Practice/kata.1")
    #expect(try PracticePackage(name: "ada_2-b", workspace: workspace).path == "Practice/ada_2-b")
    for bad in ["a b", "../x", "", "kata.", "kata.x", ".1"] {
      #expect(throws: KataError.self, "\(bad)") { try PracticePackage(name: bad, workspace: workspace) }
    }
  }
}

@Suite("The light of a run, by one rule")
struct LightTests {
  /// A run of the learner's tests: each name passes unless it is among `failing`.
  func outcome(_ names: [String], failing: Set<String> = []) throws -> Outcome {
    var stream = RecordedStream()
    for (line, name) in names.enumerated() {
      stream.test(name, file: "GameOfLifeTests.swift", line: line + 1)
      stream.run(name, file: "GameOfLifeTests.swift", line: line + 1, fails: failing.contains(name))
    }
    var outcome = Outcome(variantName: "practice")
    outcome.run = try stream.testRun()
    outcome.exitedCleanly = failing.isEmpty
    return outcome
  }

  @Test("Code that does not compile is amber")
  func compileError() {
    var outcome = Outcome(variantName: "practice")
    outcome.compileError = "error: cannot find 'Gmae' in scope"
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .amber)
    #expect(verdict.why == "it did not compile")
  }

  @Test("A run stopped by the time limit is amber, even with a test passed before it")
  func timeLimit() throws {
    var outcome = try outcome(["first", "loops"])
    outcome.run.mark(outcome.run.tests[1], .stopped, problem: "stopped after 5 s")
    outcome.stoppedAfter = 5
    outcome.exitedCleanly = false
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .amber)
    #expect(verdict.why == "the time limit stopped it")
  }

  @Test("A run in which a test crashed is amber")
  func crashed() throws {
    var outcome = try outcome(["first", "crashes"])
    outcome.run.mark(outcome.run.tests[1], .crashed, problem: "Fatal error")
    outcome.crashed = true
    outcome.exitedCleanly = false
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .amber)
    #expect(verdict.why == "a test crashed")
  }

  @Test("A run in which no test ran is amber")
  func noTestRan() throws {
    var stream = RecordedStream()
    stream.test("neverStarted", file: "GameOfLifeTests.swift")
    var outcome = Outcome(variantName: "practice")
    outcome.run = try stream.testRun()
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .amber)
    #expect(verdict.why == "no test ran")
    #expect(verdict.passed == 0 && verdict.failed == 0)
    #expect(RunVerdict(Outcome(variantName: "empty")).why == "no test ran")
  }

  @Test("One failing test of two is red, with the counts and the failing test's name")
  func red() throws {
    let verdict = RunVerdict(try outcome(["aloneDies", "crowdedDies"], failing: ["crowdedDies"]))
    #expect(verdict.light == .red)
    #expect(verdict.why == nil)
    #expect(verdict.passed == 1)
    #expect(verdict.failed == 1)
    #expect(verdict.failing == ["crowdedDies"])
  }

  @Test("Every test passing is green")
  func green() throws {
    let verdict = RunVerdict(try outcome(["aloneDies", "crowdedDies"]))
    #expect(verdict.light == .green)
    #expect(verdict.why == nil)
    #expect(verdict.passed == 2 && verdict.failed == 0)
    #expect(verdict.failing.isEmpty)
  }

  @Test("XCTest's own lines count: a failure there is red, with the failing test's name")
  func xctestFailure() {
    var outcome = Outcome(variantName: "practice")
    outcome.exitedCleanly = false
    outcome.output = """
      Test Suite 'All tests' started at 2025-01-01 10:00:00.000
      Test Case 'GameTests.testAlone' started at 2025-01-01 10:00:00.001
      Test Case 'GameTests.testAlone' passed (0.001 seconds)
      Test Case 'GameTests.testCrowded' started at 2025-01-01 10:00:00.002
      GameTests.swift:12: error: GameTests.testCrowded : XCTAssertEqual failed: ("1") is not equal to ("0")
      Test Case 'GameTests.testCrowded' failed (0.002 seconds)
      Test Suite 'All tests' failed at 2025-01-01 10:00:00.003
      \t Executed 2 tests, with 1 failure (0 unexpected) in 0.003 (0.003) seconds

      """
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .red)
    #expect(verdict.passed == 1)
    #expect(verdict.failed == 1)
    #expect(verdict.failing == ["GameTests.testCrowded"])
  }

  @Test("XCTest stopped by the time limit after one failure: amber, and no count below zero")
  func xctestStopped() {
    var outcome = Outcome(variantName: "practice")
    outcome.stoppedAfter = 5
    outcome.exitedCleanly = false
    // XCTest's summary comes only at the end, so a run stopped part way has none.
    outcome.output = """
      Test Suite 'All tests' started at 2025-01-01 10:00:00.000
      Test Case 'GameTests.testCrowded' started at 2025-01-01 10:00:00.001
      GameTests.swift:12: error: GameTests.testCrowded : XCTAssertEqual failed: ("1") is not equal to ("0")
      Test Case 'GameTests.testCrowded' failed (0.002 seconds)
      Test Case 'GameTests.testLoops' started at 2025-01-01 10:00:00.003

      """
    let verdict = RunVerdict(outcome)
    #expect(verdict.light == .amber)
    #expect(verdict.why == "the time limit stopped it")
    #expect(verdict.passed == 0)
    #expect(verdict.failed >= 1)
  }

  @Test("XCTest crashing after one failure is not 'no test ran'")
  func xctestCrashed() {
    // Swift Testing had no test and exited cleanly; the XCTest run then died in its second test, so the
    // suite runner saw a run that did not exit cleanly and no unfinished Swift Testing test.
    var outcome = Outcome(variantName: "practice")
    outcome.exitedCleanly = false
    outcome.output = """
      Test Suite 'All tests' started at 2025-01-01 10:00:00.000
      Test Case 'GameTests.testCrowded' started at 2025-01-01 10:00:00.001
      Test Case 'GameTests.testCrowded' failed (0.002 seconds)
      Test Case 'GameTests.testCrash' started at 2025-01-01 10:00:00.003
      GameOfLife/Game.swift:20: Fatal error: Index out of range

      """
    let verdict = RunVerdict(outcome)
    #expect(verdict.light != .green)
    #expect(verdict.why != "no test ran")
    #expect(verdict.passed >= 0)
  }

  @Test("A light is named in full or by its letter, in any case; other words are not lights")
  func lightWords() {
    #expect(Light(word: "red") == .red)
    #expect(Light(word: "R") == .red)
    #expect(Light(word: "amber") == .amber)
    #expect(Light(word: "a") == .amber)
    #expect(Light(word: "GREEN") == .green)
    #expect(Light(word: "g") == .green)
    #expect(Light(word: "blue") == nil)
    #expect(Light(word: "") == nil)
  }
}

@Suite("What TCR puts back after each light")
struct TCRLightTests {
  func verdict(_ configure: (inout Outcome) throws -> Void) rethrows -> RunVerdict {
    var outcome = Outcome(variantName: "practice")
    try configure(&outcome)
    return RunVerdict(outcome)
  }

  func run(failing: Bool) throws -> TestRun {
    var stream = RecordedStream()
    stream.test("aloneDies", file: "GameOfLifeTests.swift")
    stream.run("aloneDies", file: "GameOfLifeTests.swift", fails: failing)
    return try stream.testRun()
  }

  @Test("Plain TCR puts Sources and Tests back after red and after amber, a compile error too")
  func plain() throws {
    let red = try verdict { $0.run = try run(failing: true) }
    let green = try verdict { $0.run = try run(failing: false) }
    let noTest = verdict { _ in }
    let compileError = verdict { $0.compileError = "error: nope" }
    #expect(red.light == .red && green.light == .green)
    #expect(TCRVariant.plain.reverts(red))
    #expect(TCRVariant.plain.reverts(noTest))
    #expect(TCRVariant.plain.reverts(compileError))
    #expect(!TCRVariant.plain.reverts(green))
    #expect(TCRVariant.plain.parts == [.sources, .tests])
    #expect(TCRVariant.btcr.parts == [.sources, .tests])
  }

  @Test("Relaxed TCR puts back Sources only")
  func relaxed() throws {
    #expect(TCRVariant.relaxed.parts == [.sources])
    #expect(TCRVariant.relaxed.reverts(try verdict { $0.run = try run(failing: true) }))
    #expect(!TCRVariant.relaxed.reverts(try verdict { $0.run = try run(failing: false) }))
  }

  @Test("BTCR leaves code that does not compile, and puts back red and other ambers")
  func btcr() throws {
    #expect(!TCRVariant.btcr.reverts(verdict { $0.compileError = "error: nope" }))
    #expect(TCRVariant.btcr.reverts(try verdict { $0.run = try run(failing: true) }))
    #expect(TCRVariant.btcr.reverts(verdict { _ in }))
    #expect(!TCRVariant.btcr.reverts(try verdict { $0.run = try run(failing: false) }))
  }

  @Test("VARIANT= is plain when empty, relaxed or btcr by name, and refused otherwise")
  func words() throws {
    #expect(try TCRVariant(word: "") == .plain)
    #expect(try TCRVariant(word: "relaxed") == .relaxed)
    #expect(try TCRVariant(word: "btcr") == .btcr)
    #expect(throws: KataError("VARIANT must be relaxed or btcr (or nothing, for plain TCR), not 'x'")) {
      try TCRVariant(word: "x")
    }
  }
}

@Suite("The lights view of a history")
struct LightsViewTests {
  let practice: PracticePackage

  init() throws {
    practice = try PracticePackage(name: "kata", workspace: Workspace(root: URL(fileURLWithPath: "/kata")))
  }

  func at(_ minutes: Int, _ seconds: Int) -> Date {
    Date(timeIntervalSince1970: 1_700_000_000 + Double(minutes * 60 + seconds))
  }

  func record(
    _ number: Int, _ time: Date, _ event: RunRecord.Event = .run, light: Light? = nil,
    prediction: Light? = nil, revert: RunRecord.Revert? = nil
  ) -> RunRecord {
    RunRecord(
      number: number, time: time, event: event, command: event == .start ? "kata" : "kata-test",
      light: light, prediction: prediction, revert: revert, snapshot: Snapshot())
  }

  /// A start, three runs, code kept when the tool put run 4 back, and a last green.
  var history: History.Loaded {
    History.Loaded(records: [
      record(1, at(0, 0), .start),
      record(2, at(0, 30), light: .amber),
      record(3, at(1, 10), light: .red),
      record(4, at(1, 50), light: .green, prediction: .red),
      record(5, at(6, 0), .kept, revert: .init(to: 4, parts: Snapshot.Part.allCases)),
      record(6, at(6, 20), light: .green),
    ])
  }

  func view(_ loaded: History.Loaded, colours: Bool = false) -> LightsView {
    LightsView(
      loaded: loaded, specification: nil, steps: nil, practice: practice, paint: Paint(colours: colours))
  }

  @Test("Runs show as letters on a minute axis, with wrong predictions, code put back, and the totals")
  func lights() {
    #expect(
      view(history).lines == [
        "Practice/kata: 4 runs in 6 minutes · step reached: not checked yet (make kata-step)",
        "lights  A R G   · G",
        "            !   ↶",
        "run     2 3 4   5 6",
        "minute  0 1     6",
        "G 2 green · R 1 red · A 1 amber · ! 1 wrong prediction · ↶ code put back 1 time",
      ])
  }

  @Test("A history with only its start entry has no runs yet; problems come first")
  func noRuns() {
    let start = History.Loaded(records: [record(1, at(0, 0), .start)])
    #expect(view(start).lines == ["Practice/kata has no runs yet: make kata-test records the first."])

    var damaged = history
    damaged.problems = ["Practice/kata/History/0007.json is damaged, so it is skipped: not JSON"]
    let lines = view(damaged).lines
    #expect(lines.first == damaged.problems[0])
    #expect(Array(lines.dropFirst()) == view(history).lines)
    #expect(
      view(History.Loaded(records: [], problems: ["a problem"])).lines == [
        "a problem", "Practice/kata has no runs yet: make kata-test records the first.",
      ])
  }

  @Test("In colour, the lights row paints each letter and keeps it")
  func colours() throws {
    let lines = view(history, colours: true).lines
    let row = try #require(lines.first { $0.hasPrefix("lights") })
    #expect(row.contains("\u{1B}[1;30;43mA\u{1B}[0m"))
    #expect(row.contains("\u{1B}[1;30;41mR\u{1B}[0m"))
    #expect(row.contains("\u{1B}[1;30;42mG\u{1B}[0m"))
    #expect(row.replacing(/\x{1B}\[[0-9;]*m/, with: "") == "lights  A R G   · G")
    #expect(lines.contains("            !   ↶"))
  }
}
