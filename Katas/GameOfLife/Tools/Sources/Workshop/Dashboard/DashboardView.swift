import Foundation
import KataSystem

/// The dashboard in the terminal: a header, the minute ruler, and two lines a pair.
///
///     Practice dashboard at 10:42:05: 2 pairs · minute 0 is 10:00
///     minute  0    5 ┊ 18
///     ada     ARG  G ┊ RG
///             G 3 green · R 1 red · A 1 amber · step 3 of 8 · 12/15 mutants
///     bob     no runs yet
///             step not checked · not graded
///     ┊ more than 5 minutes with no run
///
/// When the axis is wider than the terminal, only its latest part is shown, after a `…`: the room
/// wants to see what is happening now; the page and `make kata-lights` show the rest.
struct DashboardView {
  var dashboard: Dashboard
  var paint: Paint
  var width = 100

  var lines: [String] {
    let pairs = dashboard.pairs
    guard !pairs.isEmpty else {
      return ["There are no practice packages in Practice/ yet: make kata NAME=… makes one for each pair."]
    }
    let axis = dashboard.axis
    let nameWidth = max("minute".count, pairs.map(\.name.count).max() ?? 0) + 2
    // Room for the ruler's last label to run past the lanes.
    let shown = axis.latest(max(10, width - nameWidth - 3))
    var lines = [header(axis)]
    lines.append(padded("minute", nameWidth) + shown.ruler)
    for (index, pair) in pairs.enumerated() {
      let lane = shown.lane(index).map(\.character).joined().trimmingTrailingSpaces
      let lights = pair.runs.isEmpty ? pair.noRuns : paint.lights(inRow: lane)
      lines.append((padded(pair.name, nameWidth) + lights).trimmingTrailingSpaces)
      let facts =
        (pair.runs.isEmpty ? [] : paint.totals(of: pair.runs)) + [pair.step, pair.mutants]
        + (pair.constraint.map { [$0] } ?? []) + (pair.drivers.map { [$0] } ?? [])
      lines.append(padded("", nameWidth) + facts.joined(separator: " · "))
      lines += pair.loaded.problems.map { padded("", nameWidth) + "! " + $0 }
    }
    let legend =
      (shown.columns.contains(where: \.isPause) ? ["┊ more than 5 minutes with no run"] : [])
      + (shown.cut ? ["… earlier minutes left out"] : [])
    if !legend.isEmpty { lines.append(legend.joined(separator: " · ")) }
    return lines
  }

  private func header(_ axis: DashboardAxis) -> String {
    let made = clock(dashboard.made, seconds: true, in: dashboard.timeZone)
    let start = axis.start.map { " · minute 0 is \(clock($0, in: dashboard.timeZone))" } ?? ""
    return paint.bold("Practice dashboard at \(made): \(count(dashboard.pairs.count, "pair"))\(start)")
  }

  private func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
