import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts

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
        "G 2 green · R 1 red · A 1 amber · ! 1 wrong prediction · ↶ code put back 1 time · "
          + "· 1 kept (the code before it was put back: no run)",
      ])
  }

  @Test("Every run is numbered, however many digits its number has")
  func twoDigitNumbers() throws {
    let runs = (2...13).map { record($0, at(0, $0 * 4), light: .green) }
    let lines = view(History.Loaded(records: [record(1, at(0, 0), .start)] + runs)).lines
    #expect(lines.contains("lights  G G G G G G G G G  G  G  G"), "\(lines)")
    #expect(lines.contains("run     2 3 4 5 6 7 8 9 10 11 12 13"), "\(lines)")
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
