import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Practice
@testable import Verdicts

private func exists(_ path: String, in folder: URL) -> Bool {
  FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
}

@Suite("A practice package's history", .serialized)
struct HistoryTests {
  /// A fresh practice package, made as `make kata` makes it: its history holds the start entry, run 0.
  func newPractice(_ name: String = "kata", folder: String) throws -> (PracticePackage, History) {
    let workspace = try copiedWorkspace(folder)
    let practice = try PracticePackage(name: name, workspace: workspace)
    try practice.create(force: false, reporter: KeptReport())
    return (practice, History(practice: practice))
  }

  @discardableResult
  func appendRun(
    _ history: History, light: Light = .green, files: SourceFiles = [:], revert: RunRecord.Revert? = nil,
    sawBefore: ((Snapshot?) -> Void)? = nil
  ) throws -> RunRecord {
    try history.append(reporter: KeptReport()) { number, before in
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
    #expect(loaded.records.map(\.number) == [0])
    #expect(loaded.records.first?.event == .start)
    #expect(loaded.records.first?.snapshot == (try Snapshot(of: practice.folder)))
    #expect(loaded.runs.isEmpty)
    #expect(exists("History/0000.json", in: practice.folder))
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

  @Test("The start is entry 0 and the runs are numbered 1, 2, …, each given the code the entry before left")
  func numbering() throws {
    let (_, history) = try newPractice(folder: "history-numbers")
    let start = try history.record(0)
    var seen: [Snapshot?] = []
    let first = try appendRun(history, light: .red, files: ["Sources/A.swift": "1\n"]) { seen.append($0) }
    let second = try appendRun(history, files: ["Sources/A.swift": "2\n"]) { seen.append($0) }

    #expect(first.number == 1)
    #expect(second.number == 2)
    #expect(seen == [start.snapshot, first.snapshot])
    #expect(history.load().records.map(\.number) == [0, 1, 2])
    #expect(history.load().runs.map(\.light) == [.red, .green])
    #expect(FileManager.default.fileExists(atPath: entry(2, of: history).path))
    #expect(try history.record(1).snapshot.files == ["Sources/A.swift": "1\n"])
  }

  @Test("A history whose start is entry 1, as histories began before, reads as it did and numbers on")
  func historyStartingAtOne() throws {
    let (_, history) = try newPractice(folder: "history-old")
    try FileManager.default.moveItem(at: entry(0, of: history), to: entry(1, of: history))
    try edit(1, of: history) { $0["number"] = 1 }
    let run = try appendRun(history)

    #expect(run.number == 2)
    #expect(history.load().problems.isEmpty)
    #expect(history.load().records.map(\.event) == [.start, .run])
    #expect(history.load().records.map(\.number) == [1, 2])
  }

  @Test("A history with no start at all numbers its first run 1")
  func historyWithoutStart() throws {
    let (_, history) = try newPractice(folder: "history-no-start")
    try FileManager.default.removeItem(at: entry(0, of: history))
    #expect(try appendRun(history).number == 1)
  }

  @Test("A damaged or hand-edited entry is reported once, by its path, and skipped; the others still load")
  func damagedEntries() throws {
    let (_, history) = try newPractice(folder: "history-damaged")
    for _ in 1...5 { try appendRun(history) }
    try Data([0x00, 0xFF, 0x7B, 0x13]).write(to: entry(2, of: history))
    try edit(3, of: history) { $0["number"] = 7 }
    try edit(4, of: history) { $0["command"] = nil }

    let loaded = history.load()

    #expect(loaded.records.map(\.number) == [0, 1, 5])
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
    try appendRun(history, files: ["Sources/A.swift": "1\n"])
    let second = try appendRun(history, light: .red, files: ["Sources/A.swift": "2\n"])
    try Data("{ not quite".utf8).write(to: entry(7, of: history))

    #expect(history.latest()?.number == 2)
    var before: Snapshot?
    let next = try appendRun(history) { before = $0 }

    #expect(next.number == 8)
    #expect(before == second.snapshot)
    #expect(history.load().records.map(\.number) == [0, 1, 2, 8])
    #expect(history.load().problems.count == 1)
  }

  @Test("Asking for a run there is not names the runs there are")
  func missingRun() throws {
    let (_, history) = try newPractice(folder: "history-missing")
    try appendRun(history)
    try appendRun(history)
    #expect(throws: KataError("there is no run 9 in Practice/kata/History: its runs are 0-2")) {
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
    // The code run 2 left cannot be read, but the next run must still be recorded.
    let next = try appendRun(history)
    #expect(next.number == 3)
  }

  @Test("make kata FORCE=1 keeps the history with the old package, and the new one starts again")
  func forceMovesHistory() throws {
    let (practice, history) = try newPractice(folder: "history-force")
    try appendRun(history, light: .red)
    try appendRun(history)

    #expect(try practice.create(force: true, reporter: KeptReport()) == "Practice/kata.1")

    let archive = practice.folder.deletingLastPathComponent().appendingPathComponent("kata.1")
    #expect(exists("History/0002.json", in: archive))
    let fresh = History(practice: practice).load()
    #expect(fresh.problems.isEmpty)
    #expect(fresh.records.map(\.number) == [0])
    #expect(fresh.records.map(\.event) == [.start])

    let old = try PracticePackage(name: "kata.1", workspace: practice.workspace)
    let kept = History(practice: old).load()
    #expect(kept.problems.isEmpty)
    #expect(kept.records.map(\.number) == [0, 1, 2])
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
