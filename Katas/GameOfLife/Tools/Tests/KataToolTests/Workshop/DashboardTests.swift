import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts
@testable import Workshop

/// A practice room made by hand: four pairs, their histories starting a few seconds apart.
///
/// ada is graded and checked; bob runs, stops for twelve minutes, and runs again; cy has a damaged entry;
/// dee has no history at all. Times are fixed, in UTC.
struct DashboardRoom {
  static let zero = Date(timeIntervalSince1970: 1_700_000_000)  // 22:13:20 UTC

  static func at(_ minutes: Int, _ seconds: Int) -> Date {
    zero.addingTimeInterval(Double(minutes * 60 + seconds))
  }

  static func start(_ number: Int, _ time: Date) -> RunRecord {
    RunRecord(number: number, time: time, event: .start, command: "kata", snapshot: Snapshot())
  }

  static func run(_ number: Int, _ time: Date, _ light: Light) -> RunRecord {
    RunRecord(
      number: number, time: time, event: .run, command: "kata-test", light: light, snapshot: Snapshot())
  }

  static let ada = DashboardPair(
    name: "ada",
    loaded: History.Loaded(records: [
      start(1, at(0, 0)), run(2, at(0, 30), .amber), run(3, at(1, 10), .red), run(4, at(1, 40), .green),
      run(5, at(3, 0), .red), run(6, at(3, 20), .green),
    ]),
    specification: SpecificationRecord(time: at(3, 30), reached: 3, steps: 8, command: "kata-step"),
    grade: GradeRecord(time: at(3, 50), killed: 12, mutants: 15))

  /// Twelve minutes from bob's green at 2:30 to the red at 14:30, and no one else ran after minute 3.
  static let bob = DashboardPair(
    name: "bob",
    loaded: History.Loaded(records: [
      start(1, at(0, 20)), run(2, at(2, 0), .red), run(3, at(2, 30), .green), run(4, at(14, 30), .red),
      run(5, at(15, 0), .green), run(6, at(15, 20), .green),
    ]),
    specification: SpecificationRecord(time: at(15, 30), reached: 2, steps: 8, command: "kata-verify"))

  static let cy = DashboardPair(
    name: "cy",
    loaded: History.Loaded(
      records: [start(1, at(1, 0)), run(2, at(1, 30), .green), run(4, at(3, 40), .amber)],
      problems: ["Practice/cy/History/0003.json is damaged, so it is skipped: not JSON"]))

  static let dee = DashboardPair(name: "dee", loaded: History.Loaded())

  static func dashboard(watching: Bool = false) -> Dashboard {
    Dashboard(
      pairs: [ada, bob, cy, dee], made: at(16, 0), watching: watching,
      timeZone: TimeZone(identifier: "UTC") ?? .current)
  }
}

@Suite("The dashboard in the terminal")
struct DashboardViewTests {
  func lines(_ dashboard: Dashboard, width: Int = 100, colours: Bool = false) -> [String] {
    DashboardView(dashboard: dashboard, paint: Paint(colours: colours), width: width).lines
  }

  @Test("Every pair's lights on one minute axis, a break of over five minutes as one ┊, then the facts")
  func room() {
    #expect(
      lines(DashboardRoom.dashboard()) == [
        "Practice dashboard at 22:29:20: 4 pairs · minute 0 is 22:13",
        "minute  0      ┊14",
        "ada     ARG  RG┊",
        "        G 2 green · R 2 red · A 1 amber · step 3 of 8 · 12/15 mutants",
        "bob        RG  ┊RGG",
        "        G 3 green · R 2 red · A 0 amber · step 2 of 8 · not graded",
        "cy       G   A ┊",
        "        G 1 green · R 0 red · A 1 amber · step not checked · not graded",
        "        ! Practice/cy/History/0003.json is damaged, so it is skipped: not JSON",
        "dee     no runs yet",
        "        step not checked · not graded",
        "┊ more than 5 minutes with no run",
      ])
  }

  @Test("Minutes with runs are as wide as the most runs any pair made in them; a short pause stays")
  func columns() {
    let axis = DashboardRoom.dashboard().axis
    #expect(axis.start == DashboardRoom.zero)
    #expect(
      axis.columns == [
        .minute(0, slot: 0), .minute(1, slot: 0), .minute(1, slot: 1), .minute(2, slot: 0),
        .minute(2, slot: 1), .minute(3, slot: 0), .minute(3, slot: 1), .pause(4...13), .minute(14, slot: 0),
        .minute(15, slot: 0), .minute(15, slot: 1),
      ])
    // Five quiet minutes, 4 to 8 and 10 to 14, are not a break: each keeps its column.
    var early = DashboardRoom.bob
    early.loaded.records[3].time = DashboardRoom.at(9, 0)
    let shorter = DashboardAxis([DashboardRoom.ada, early])
    #expect(shorter.columns.allSatisfy { !$0.isPause })
    #expect(shorter.ruler == "0       5    10   15")
  }

  @Test("A narrow terminal shows the latest minutes after …, never half a minute")
  func latest() {
    let lines = lines(DashboardRoom.dashboard(), width: 18)
    #expect(
      Array(lines.prefix(3)) == [
        "Practice dashboard at 22:29:20: 4 pairs · minute 0 is 22:13",
        "minute  …2   ┊14",
        "ada     …  RG┊",
      ])
    #expect(lines.last == "┊ more than 5 minutes with no run · … earlier minutes left out")
  }

  @Test("In colour, each light is its letter on its colour; the totals too")
  func colours() throws {
    let lines = lines(DashboardRoom.dashboard(), colours: true)
    let ada = try #require(lines.first { $0.hasPrefix("ada") })
    #expect(ada.contains("\u{1B}[1;30;43mA\u{1B}[0m\u{1B}[1;30;41mR\u{1B}[0m\u{1B}[1;30;42mG\u{1B}[0m"))
    #expect(ada.replacing(/\x{1B}\[[0-9;]*m/, with: "") == "ada     ARG  RG┊")
    #expect(lines.contains { $0.contains("\u{1B}[1;30;42mG\u{1B}[0m 2 green") })
  }

  @Test("With no practice package, the dashboard says how to make one")
  func empty() {
    let dashboard = Dashboard(pairs: [], made: DashboardRoom.zero)
    #expect(
      lines(dashboard) == [
        "There are no practice packages in Practice/ yet: make kata NAME=… makes one for each pair."
      ])
  }
}
