import Foundation
import KataSystem
import Specification
import Verdicts

/// The dashboard as one page for the projector, `Practice/dashboard.html`: a row per pair with its
/// lights on the shared minute axis, its totals, its step and its mutants.
///
/// The page stands alone (its style is inside it). Every light carries its letter as well as its colour,
/// for readers who cannot tell red from green. While the dashboard is watched, the page reloads itself
/// every 10 seconds; otherwise it is a snapshot and stays as it is. A reload would undo any scrolling, so
/// twelve pairs fit a 1280 × 720 projector whole, in type of 20 px or more: one row a pair, and the latest
/// `width` columns of lights.
func dashboardPage(_ dashboard: Dashboard, width: Int = 48) -> String {
  // The round's column takes the room of a third of the lights.
  let round = dashboard.pairs.contains { $0.constraint != nil || $0.drivers != nil }
  let axis = dashboard.axis.latest(round ? width * 2 / 3 : width)
  let made = clock(dashboard.made, seconds: true, in: dashboard.timeZone)
  let start = axis.start.map { " · minute 0 is \(clock($0, in: dashboard.timeZone))" } ?? ""
  var page = [
    "<!doctype html>",
    "<html lang=\"en\">",
    "<head>",
    "<meta charset=\"utf-8\">",
    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
  ]
  if dashboard.watching { page.append("<meta http-equiv=\"refresh\" content=\"10\">") }
  page += [
    "<title>Practice dashboard</title>",
    "<style>\n\(dashboardPageStyle)</style>",
    "</head>",
    "<body>",
    "<header>",
    "<h1>Practice dashboard</h1>",
    "<p class=\"made\">Made at <time datetime=\"\(iso8601(dashboard.made))\">\(made)</time>: "
      + count(dashboard.pairs.count, "pair") + start
      + (dashboard.watching ? " · reloads every 10 s" : "") + "</p>",
    legend,
    "</header>",
    "<main>",
  ]
  page.append(dashboard.pairs.isEmpty ? noPairs : table(dashboard.pairs, axis: axis))
  page += ["</main>", "</body>", "</html>"]
  return page.joined(separator: "\n") + "\n"
}

private let noPairs =
  "<p class=\"empty\">There are no practice packages in Practice/ yet: "
  + "<code>make kata NAME=…</code> makes one for each pair.</p>"

private let legend = """
  <ul class="legend" aria-label="Legend">
  <li>\(lightSpan(.green)) green: every test passed</li>
  <li>\(lightSpan(.red)) red: a test failed, crashed or ran out of time</li>
  <li>\(lightSpan(.amber)) amber: did not compile, or no test ran</li>
  <li><span class="mark">┊</span> more than 5 minutes with no run</li>
  <li><span class="mark">…</span> earlier minutes left out</li>
  </ul>
  """

/// A table of one row a pair, so twelve pairs fit the screen: the name, the lights under the ruler, then
/// the facts, in columns to compare down the room.
private func table(_ pairs: [DashboardPair], axis: DashboardAxis) -> String {
  // A column for the round, once a light has checked a constraint or a watch kept the drivers' turns.
  let round = pairs.contains { $0.constraint != nil || $0.drivers != nil }
  var rows = [
    "<table class=\"pairs\">",
    "<thead>",
    "<tr><th scope=\"col\">Pair</th><th scope=\"col\" class=\"axis\">Lights by minute<br>"
      + "<span class=\"ruler\">\(marked(axis.ruler))</span></th><th scope=\"col\">Runs</th>"
      + "<th scope=\"col\">Step passing</th><th scope=\"col\">Mutants killed</th>"
      + (round ? "<th scope=\"col\">Constraint, drivers</th>" : "") + "</tr>",
    "</thead>",
    "<tbody>",
  ]
  for (index, pair) in pairs.enumerated() {
    rows.append(row(pair, lane: axis.lane(index), round: round))
    if !pair.loaded.problems.isEmpty {
      // A damaged entry is said under its pair's row, never in place of its lights.
      rows.append(
        "<tr class=\"note\" data-pair=\"\(htmlEscaped(pair.name))\"><td colspan=\"\(round ? 6 : 5)\">"
          + pair.loaded.problems.map { "! " + htmlEscaped($0) }.joined(separator: "<br>") + "</td></tr>")
    }
  }
  rows += ["</tbody>", "</table>"]
  return rows.joined(separator: "\n")
}

private func row(_ pair: DashboardPair, lane: [DashboardAxis.Mark], round: Bool) -> String {
  let totals = [Light.green, .red, .amber].map { light in
    "<span class=\"total\">\(lightSpan(light)) \(pair.runs.count { $0.light == light })</span>"
  }
  let marks = lane.map { mark in
    if case .light(let light) = mark { return lightSpan(light) }
    return mark == .blank ? " " : "<span class=\"mark\">\(mark.character)</span>"
  }
  let step =
    pair.specification.map { "\($0.reached) of \($0.steps)" }
    ?? (pair.ownDesign ? "own design" : "not checked")
  let mutants = pair.grade.map { "\($0.killed)/\($0.mutants)" } ?? "not graded"
  return "<tr class=\"pair\" data-pair=\"\(htmlEscaped(pair.name))\">"
    + "<th scope=\"row\">\(htmlEscaped(pair.name))</th>"
    + "<td class=\"lane\">\(pair.runs.isEmpty ? "" : marks.joined())</td>"
    + "<td class=\"totals\">\(pair.runs.isEmpty ? pair.noRuns : totals.joined(separator: " "))</td>"
    + "<td class=\"step\">\(step)</td><td class=\"mutants\">\(mutants)</td>"
    + (round
      ? "<td class=\"round\">"
        + [pair.constraint ?? "no constraint checked", pair.drivers ?? "no drivers kept"].map(htmlEscaped)
        .joined(separator: "<br>") + "</td>"
      : "")
    + "</tr>"
}

/// A light as a letter on its colour; its name is said to screen readers and shown on hover.
private func lightSpan(_ light: Light) -> String {
  "<span class=\"light \(light.rawValue)\" title=\"\(light.rawValue)\">\(light.letter)</span>"
}

/// The ruler with its pause and cut marks made one column wide, as they are in the lanes.
private func marked(_ ruler: String) -> String {
  ruler.map { character in
    let text = htmlEscaped(String(character))
    return ["┊", "…"].contains(character) ? "<span class=\"mark\">\(text)</span>" : text
  }.joined()
}

private func iso8601(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
