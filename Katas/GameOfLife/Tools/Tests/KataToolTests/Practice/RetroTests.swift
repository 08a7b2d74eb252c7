// Over 250 lines: one retrospective, its episodes, its numbers and its file, built from one history.

import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts

/// When every hand-made history starts: 10:00 today, in the local time zone, so the clock reads 10:00.
private let start = Calendar.current.date(bySettingHour: 10, minute: 0, second: 0, of: Date()) ?? Date()

/// Lines added and removed, in one part.
private func lines(_ added: Int, _ removed: Int = 0) -> LineChanges.Count {
  LineChanges.Count(added: added, removed: removed)
}

/// One entry of a hand-made history, `seconds` after the start.
private func entry(
  _ number: Int, at seconds: TimeInterval, _ light: Light? = nil, event: RunRecord.Event = .run,
  sources: LineChanges.Count = lines(0), tests: LineChanges.Count = lines(0), predicted: Light? = nil,
  revertTo: Int? = nil
) -> RunRecord {
  RunRecord(
    number: number, time: start.addingTimeInterval(seconds), event: event,
    command: event == .start ? "kata" : revertTo == nil ? "kata-test" : "kata-tcr", light: light,
    prediction: predicted, changes: LineChanges(sources: sources, tests: tests),
    revert: revertTo.map { .init(to: $0, parts: Snapshot.Part.allCases) }, snapshot: Snapshot())
}

/// Fifteen entries: a start, 13 runs and code kept by a revert, in five episodes and an open one.
///
///     entry  1  2  3  4   5  6  7   8  9   10  11  12   13   14   15
///     light  ·  A  R  G   R  ↶4 G   A  G   G   R↶10 R   G    A    R
///     second 0  60 150 300 400 460 520 640 900 960 1020 1100 1210 1300 1500
private let history = [
  entry(1, at: 0, event: .start),
  entry(2, at: 60, .amber, tests: lines(5), predicted: .red),
  entry(3, at: 150, .red, sources: lines(1)),
  entry(4, at: 300, .green, sources: lines(2, 1), predicted: .green),
  entry(5, at: 400, .red, sources: lines(5)),
  entry(6, at: 460, event: .kept, sources: lines(1, 1), revertTo: 4),
  entry(7, at: 520, .green, sources: lines(1)),
  entry(8, at: 640, .amber, sources: lines(3), tests: lines(2), predicted: .green),
  entry(9, at: 900, .green, tests: lines(1), predicted: .green),
  entry(10, at: 960, .green, tests: lines(6)),
  entry(11, at: 1020, .red, tests: lines(2), revertTo: 10),
  entry(12, at: 1100, .red, tests: lines(3)),
  entry(13, at: 1210, .green, sources: lines(3, 1)),
  entry(14, at: 1300, .amber, sources: lines(2)),
  entry(15, at: 1500, .red, tests: lines(1), predicted: .red),
]

@Suite("The retrospective")
struct RetroTests {
  @Test("Code put back to code the tool kept has the light of the run that tested it, not 'no light yet'")
  func revertToKeptCode() {
    let green = Snapshot(files: ["Sources/GameOfLife/Game.swift": "green\n"])
    let red = Snapshot(files: ["Sources/GameOfLife/Game.swift": "red\n"])
    // Baby steps' time ran out on red code (kept as 3); the learner brought it back with kata-revert (4).
    var records = [
      entry(0, at: 0, event: .start), entry(1, at: 60, .green), entry(2, at: 120, .red),
      entry(3, at: 180, event: .kept, revertTo: 1), entry(4, at: 240, event: .kept, revertTo: 3),
      entry(5, at: 300, .green),
    ]
    for (index, code) in [(1, green), (2, red), (3, red), (4, red)] { records[index].snapshot = code }
    let retro = Retro(records)
    #expect(retro.codeLight(leftBy: records[4]) == .light(.red))
    #expect(retro.timeIn[.noLightYet] == nil)
    #expect(abs((retro.timeIn[.light(.red)] ?? 0) - 120) < 0.001)
  }

  @Test("Each light's runs and time, worked out by hand")
  func lightsAndTime() {
    let retro = Retro(history.shuffled())
    #expect(retro.entries.map(\.number) == Array(1...15))
    // Runs 2-5 and 7-15: amber 2, 8, 14; red 3, 5, 11, 12, 15; green 4, 7, 9, 10, 13.
    #expect(retro.runs.count == 13)
    #expect(retro.runs(.amber) == 3)
    #expect(retro.runs(.red) == 5)
    #expect(retro.runs(.green) == 5)
    // Each entry's time until the next, for the light of the code it left:
    // start 1→2: 60 before the first run.
    // amber 2→3: 90; 8→9: 260; 14→15: 200. Together 550.
    // red 3→4: 150; 5→6: 60; 12→13: 110. Together 320.
    // green 4→5: 100; 6 (kept, put back run 4, green) →7: 60; 7→8: 120; 9→10: 60; 10→11: 60;
    //   11 (red, put back run 10, green) →12: 80; 13→14: 90. Together 570.
    // 60 + 550 + 320 + 570 = 1500, the whole history; the time after run 15 is not counted.
    #expect(
      retro.timeIn == [.beforeTheFirstRun: 60, .light(.amber): 550, .light(.red): 320, .light(.green): 570])
  }

  @Test("The pace: the time between runs and the longest stretch without green")
  func pace() {
    let retro = Retro(history)
    // 2→3 90, 3→4 150, 4→5 100, 5→7 120, 7→8 120, 8→9 260, 9→10 60, 10→11 60, 11→12 80, 12→13 110,
    // 13→14 90, 14→15 200. Sorted: 60 60 80 90 90 [100 110] 120 120 150 200 260: median (100 + 110) / 2.
    #expect(
      retro.timesBetweenRuns.map(\.duration) == [90, 150, 100, 120, 120, 260, 60, 60, 80, 110, 90, 200])
    #expect(retro.medianTimeBetweenRuns == 105)
    #expect(retro.longestTimeBetweenRuns == .init(from: 8, to: 9, duration: 260))
    // From the first entry or a green to the next green (or the last run): 1→4 300, 4→7 220, 7→9 380,
    // 9→10 60, 10→13 250, 13→15 290.
    #expect(retro.longestWithoutGreen == .init(from: 7, to: 9, duration: 380))
  }

  @Test("How one light followed another, and the predictions")
  func transitionsAndPredictions() {
    let retro = Retro(history)
    // A R G R G A G G R R G A R: A→R 2-3 and 14-15, R→G 3-4, 5-7 and 12-13, G→R 4-5 and 10-11,
    // G→A 7-8 and 13-14, A→G 8-9, G→G 9-10, R→R 11-12.
    #expect(
      retro.transitions == [
        .init(from: .red, to: .red): 1, .init(from: .red, to: .green): 3,
        .init(from: .amber, to: .red): 2, .init(from: .amber, to: .green): 1,
        .init(from: .green, to: .red): 2, .init(from: .green, to: .amber): 2,
        .init(from: .green, to: .green): 1,
      ])
    // Right: 4 green, 9 green, 15 red. Wrong: 2 (red, was amber), 8 (green, was amber).
    #expect(retro.predictionsRight == 3)
    #expect(retro.predictionsWrong == 2)
  }

  @Test("The episodes from green to green, their lines and their classes")
  func episodes() {
    let retro = Retro(history)
    // 2-4: Tests 5 at 2, red at 3, Sources 2+1 at 4 (and 1 at 3): test-first, Sources 1 + 3 = 4.
    // 5-7: Sources 5 + (1+1) + 1 = 8 and no Tests: refactoring, though run 5 is red.
    // 8-9: Sources 3, Tests 2 + 1 = 3, no red: test-last.
    // 10: Tests 6 only: test addition.
    // 11-13: Tests 2 at red run 11, Sources 3+1 at 13: test-first, Tests 2 + 3 = 5.
    #expect(retro.episodes.map(\.green) == [4, 7, 9, 10, 13])
    #expect(retro.episodes.map(\.sourcesLines) == [4, 8, 3, 0, 4])
    #expect(retro.episodes.map(\.testsLines) == [5, 0, 3, 6, 5])
    #expect(retro.episodes.map(\.kind) == [.testFirst, .refactoring, .testLast, .testAddition, .testFirst])
    // Sources sorted 0 3 [4] 4 8; Tests sorted 0 3 [5] 5 6.
    #expect(retro.sourcesLinesPerGreen == .init(median: 4, largest: 8))
    #expect(retro.testsLinesPerGreen == .init(median: 5, largest: 6))
    #expect(Retro.Episode.Kind.allCases.map(retro.episodes) == [2, 1, 1, 1, 0])
    #expect(retro.openEpisode.map(\.number) == [14, 15])
  }

  @Test("The markdown shows every figure, states every rule and ends with the three questions")
  func markdown() {
    let text = Retro(history, package: "Practice/ada").markdown
    let expected = [
      "# Retrospective of Practice/ada",
      "13 runs from 10:00 to 10:25 (25 m 00 s). Answer the questions at the end here: make kata-retro "
        + "keeps a retro.md you changed as retro.N.md before it writes a new one.",
      "| green | 5 | 9 m 30 s |", "| red | 5 | 5 m 20 s |", "| amber | 3 | 9 m 10 s |",
      "| before the first run | | 1 m 00 s |", Retro.timeRule,
      "- Time between runs: median 1 m 45 s, longest 4 m 20 s (run 8 to run 9).",
      "- Longest stretch without green: 6 m 20 s (run 7 to run 9). " + Retro.stretchRule,
      "| R→R | 1 |\n| R→G | 3 |\n| A→R | 2 |\n| A→G | 1 |\n| G→R | 2 |\n| G→A | 2 |\n| G→G | 1 |",
      "3 right, 2 wrong, of 5 runs with a prediction.",
      Retro.episodeRule,
      "| 4 | 4 | 5 | test-first |\n| 7 | 8 | 0 | refactoring |\n| 9 | 3 | 3 | test-last |\n"
        + "| 10 | 0 | 6 | test addition |\n| 13 | 4 | 5 | test-first |",
      "Lines changed per green: Sources median 4, largest 8; Tests median 5, largest 6.",
      "2 test-first, 1 test-last, 1 refactoring, 1 test addition, 0 no change.",
      Retro.kindRules.map { "- \($0)" }.joined(separator: "\n"),
      "2 runs after the last green (run 13): an open episode, not classified.",
      "## What did you learn?\n\n\n\n## What surprised you?\n\n\n\n## What will you do differently?\n\n",
    ]
    for part in expected { #expect(text.contains(part), "\(part)") }
    #expect(!text.contains("| no light yet |"))
    #expect(text.hasSuffix("## What will you do differently?\n\n"))
  }

  @Test("Code put back to an entry that is not a run has no light yet")
  func noLightYet() {
    let retro = Retro([
      entry(1, at: 0, event: .start),
      entry(2, at: 30, event: .kept, sources: lines(4), revertTo: 1),
      entry(3, at: 100, .red, tests: lines(1)),
    ])
    // 1→2: 30 before the first run; 2→3: 70 for the start's code, which no run has tested.
    #expect(retro.timeIn == [.beforeTheFirstRun: 30, .noLightYet: 70])
    #expect(retro.markdown.contains("| no light yet | | 1 m 10 s |"))
  }

  @Test("An empty history has no figures and a markdown that says so")
  func empty() {
    let retro = Retro([])
    #expect(retro.runs.isEmpty)
    #expect(retro.timeIn.isEmpty)
    #expect(retro.medianTimeBetweenRuns == nil)
    #expect(retro.longestTimeBetweenRuns == nil)
    #expect(retro.longestWithoutGreen == nil)
    #expect(retro.transitions.isEmpty)
    #expect(retro.predictionsRight == 0 && retro.predictionsWrong == 0)
    #expect(retro.episodes.isEmpty && retro.openEpisode.isEmpty)
    #expect(retro.sourcesLinesPerGreen == nil && retro.testsLinesPerGreen == nil)
    #expect(retro.markdown.contains("There are fewer than two runs."))
    #expect(retro.markdown.contains("No run had a prediction"))
  }

  @Test("Only ambers: no green, so one open episode and a stretch without green to the last run")
  func onlyAmbers() {
    let retro = Retro([
      entry(1, at: 0, event: .start),
      entry(2, at: 45, .amber, tests: lines(3)),
      entry(3, at: 105, .amber, sources: lines(2)),
      entry(4, at: 250, .amber),
    ])
    #expect(retro.runs(.amber) == 3 && retro.runs(.green) == 0)
    // 1→2 45 before the first run; 2→3 60 and 3→4 145 amber.
    #expect(retro.timeIn == [.beforeTheFirstRun: 45, .light(.amber): 205])
    // Gaps 60 and 145: median (60 + 145) / 2 = 102.5, shown rounded as 1 m 43 s.
    #expect(retro.medianTimeBetweenRuns == 102.5)
    #expect(retro.longestTimeBetweenRuns == .init(from: 3, to: 4, duration: 145))
    #expect(retro.longestWithoutGreen == .init(from: 1, to: 4, duration: 250))
    #expect(retro.transitions == [.init(from: .amber, to: .amber): 2])
    #expect(retro.episodes.isEmpty)
    #expect(retro.openEpisode.map(\.number) == [2, 3, 4])
    let text = retro.markdown
    #expect(text.contains("median 1 m 43 s"))
    #expect(text.contains("No green run yet: all 3 runs are one open episode, not classified."))
    #expect(!text.contains("| Green run |"))
  }

  @Test(
    "Each class on a minimal episode",
    arguments: [
      // A red run with the new test, then Sources.
      ([entry(1, at: 0, .red, tests: lines(1)), entry(2, at: 9, .green, sources: lines(1))], .testFirst),
      // The red run comes after the Tests change, and Sources change after it.
      (
        [
          entry(1, at: 0, .amber, tests: lines(2)), entry(2, at: 9, .red),
          entry(3, at: 19, .green, sources: lines(3)),
        ], .testFirst
      ),
      // Both in one go, with no red between.
      ([entry(1, at: 0, .green, sources: lines(1), tests: lines(1))], .testLast),
      // Red before the test was written: Sources changed first.
      ([entry(1, at: 0, .red, sources: lines(1)), entry(2, at: 9, .green, tests: lines(1))], .testLast),
      // A red test, but Sources only changed before it.
      (
        [
          entry(1, at: 0, .amber, sources: lines(1)), entry(2, at: 9, .red, tests: lines(1)),
          entry(3, at: 19, .green),
        ], .testLast
      ),
      // Sources changed in the red run itself, not after it.
      (
        [entry(1, at: 0, .red, sources: lines(1), tests: lines(1)), entry(2, at: 9, .green)],
        .testLast
      ),
      // A new test that does not compile yet fails too: amber, then Sources.
      ([entry(1, at: 0, .amber, tests: lines(1)), entry(2, at: 9, .green, sources: lines(1))], .testFirst),
      // Lines removed count as much as lines added.
      (
        [entry(1, at: 0, .red, sources: lines(0, 2)), entry(2, at: 9, .green, sources: lines(1))],
        .refactoring
      ),
      ([entry(1, at: 0, .green, tests: lines(2))], .testAddition),
      ([entry(1, at: 0, .red), entry(2, at: 9, .green)], .noChange),
    ] as [([RunRecord], Retro.Episode.Kind)])
  func kind(entries: [RunRecord], kind: Retro.Episode.Kind) {
    let retro = Retro(entries)
    #expect(retro.episodes.map(\.kind) == [kind])
  }
}

@Suite("make kata-retro")
struct RetroCommandTests {
  /// A practice package with the given entries in its history, in a workspace of its own.
  func practice(_ name: String, entries: [RunRecord]) throws -> (Retrospective, PracticePackage) {
    let workspace = Workspace(root: try temporaryFolder(name))
    let practice = try PracticePackage(name: "ada", workspace: workspace)
    try FileManager.default.createDirectory(at: practice.sources, withIntermediateDirectories: true)
    let history = History(practice: practice)
    for record in entries { try history.append(reporter: KeptReport()) { _, _ in record } }
    return (Retrospective(Kata(workspace: workspace, reporter: KeptReport())), practice)
  }

  func read(_ file: String, in practice: PracticePackage) throws -> String {
    try String(contentsOf: practice.folder.appendingPathComponent(file), encoding: .utf8)
  }

  func exists(_ file: String, in practice: PracticePackage) -> Bool {
    FileManager.default.fileExists(atPath: practice.folder.appendingPathComponent(file).path)
  }

  @Test("A retro.md the learner wrote in is moved to retro.1.md, then retro.2.md, never lost")
  func keepsTheLearnersWords() throws {
    let (kata, practice) = try practice("retro-keep", entries: Array(history.prefix(5)))
    #expect(try kata.retro(name: "ada"))
    let first = try read("retro.md", in: practice)
    #expect(first == Retro(Array(history.prefix(5)), package: "Practice/ada").markdown)

    // Unchanged since the tool wrote it: simply written again.
    #expect(try kata.retro(name: "ada"))
    #expect(!exists("retro.1.md", in: practice))

    let answered = first + "I learned to write the test first.\n"
    try Data(answered.utf8).write(to: practice.folder.appendingPathComponent("retro.md"))
    #expect(try kata.retro(name: "ada"))
    #expect(try read("retro.1.md", in: practice) == answered)
    #expect(try read("retro.md", in: practice) == first)

    try Data("Second thoughts.\n".utf8).write(to: practice.folder.appendingPathComponent("retro.md"))
    #expect(try kata.retro(name: "ada"))
    #expect(try read("retro.1.md", in: practice) == answered)
    #expect(try read("retro.2.md", in: practice) == "Second thoughts.\n")
    #expect(!exists("retro.3.md", in: practice))
  }

  @Test("A retro.md the tool did not write is kept, even with no fingerprint")
  func keepsAFileOfTheLearners() throws {
    let (kata, practice) = try practice("retro-own", entries: Array(history.prefix(3)))
    try Data("My own notes.\n".utf8).write(to: practice.folder.appendingPathComponent("retro.md"))
    #expect(try kata.retro(name: "ada"))
    #expect(try read("retro.1.md", in: practice) == "My own notes.\n")
    #expect(try read("retro.md", in: practice).hasPrefix("# Retrospective of Practice/ada"))
  }

  @Test("With no runs yet, nothing is written")
  func noRuns() throws {
    let (kata, practice) = try practice("retro-none", entries: [entry(1, at: 0, event: .start)])
    #expect(try kata.retro(name: "ada"))
    #expect(!exists("retro.md", in: practice))
    #expect(!exists("History/retro.written", in: practice))
  }

  @Test("A damaged entry is passed over")
  func damagedEntry() throws {
    let (kata, practice) = try practice("retro-damaged", entries: Array(history.prefix(4)))
    try Data("{ not json".utf8).write(to: practice.folder.appendingPathComponent("History/0003.json"))
    #expect(try kata.retro(name: "ada"))
    // Entries 1, 2 and 4: the amber and the green run.
    #expect(try read("retro.md", in: practice).contains("2 runs from 10:00 to 10:05"))
  }
}
