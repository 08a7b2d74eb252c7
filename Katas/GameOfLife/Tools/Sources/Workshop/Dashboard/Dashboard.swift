import Foundation
import KataSystem
import Practice

/// The practice room at a glance, for `make kata-dashboard`: every pair's lights on one shared minute
/// axis, with their totals, the step their Game reached and how many mutants their tests killed.
///
/// It is made from records only, so it can be drawn for the terminal or as a page, and tested with
/// hand-made histories; `RoomClient.roomPairs()` lists the pairs whose records it reads.
package struct Dashboard: Sendable {
  var pairs: [DashboardPair]
  /// When it was made: the page says so, since a page left open may be old.
  var made: Date
  /// Whether the page reloads itself (`WATCH=1`).
  var watching = false
  /// The zone its clock times are in: the room's own, or a fixed one in tests.
  var timeZone = TimeZone.current

  var axis: DashboardAxis { DashboardAxis(pairs) }
}

/// One pair's row: their practice package's name, its history, and the latest verdicts.
struct DashboardPair: Sendable {
  var name: String
  var loaded: History.Loaded
  var specification: SpecificationRecord?
  var grade: GradeRecord?
  /// A pair who joined the room and has published nothing: its runs are on its own laptop.
  var joinedOnly = false
  /// A design of the pair's own, as the commands that judge it decided: no step until it has an adapter.
  var ownDesign = false

  var runs: [RunRecord] { loaded.runs }

  /// What its row says when there are no runs to show.
  var noRuns: String { joinedOnly ? "nothing published yet" : "no runs yet" }

  /// "step 3 of 8", as the specification last judged the pair's Game.
  var step: String {
    specification.map { "step \($0.reached) of \($0.steps)" }
      ?? (ownDesign ? "a design of its own" : "step not checked")
  }

  /// "12/15 mutants", as the pair's tests were last graded.
  var mutants: String { grade.map { "\($0.killed)/\($0.mutants) mutants" } ?? "not graded" }

  /// "drivers ada 5, bo 3 · ping-pong 3 of 4", when the pair's watch kept the driver's turn.
  var drivers: String? { DriverShare(runs).map { "drivers " + $0.summary } }

  /// "no-else: 2 breaks" or "no-else kept", as the pair's last light that checked a constraint found;
  /// nil when none did.
  var constraint: String? {
    guard let run = runs.last(where: { $0.constraint != nil }), let name = run.constraint else { return nil }
    let breaks = run.constraintBreaks?.count ?? 0
    return breaks == 0 ? "\(name) kept" : "\(name): \(count(breaks, "break"))"
  }
}

extension DashboardPair {
  /// A pair's row, from what its package's history says; a damaged entry is one of `problems`, and a
  /// damaged verdict file reads as none.
  init(_ package: PracticePackage) {
    let history = History(practice: package)
    self.init(
      name: package.name, loaded: history.load(), specification: history.specification, grade: history.grade)
    ownDesign = package.isOwnDesign
  }
}

extension Workspace {
  /// Every practice package in `Practice/`, in name order, with what its history says.
  func dashboardPairs() -> [DashboardPair] { packages(in: practice).map(DashboardPair.init) }
}

/// Whole minutes from `start` to `time`, never below zero.
func wholeMinutes(from start: Date, to time: Date) -> Int {
  max(0, Int((time.timeIntervalSince(start) / 60).rounded(.down)))
}
