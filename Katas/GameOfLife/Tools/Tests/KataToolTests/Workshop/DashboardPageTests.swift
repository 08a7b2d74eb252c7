import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts
@testable import Workshop

@Suite("The dashboard as a page")
struct DashboardPageTests {
  let page = dashboardPage(DashboardRoom.dashboard())

  /// The page's rows for one pair: its facts, its lights, and any note.
  func row(_ name: String) -> String {
    page.split(separator: "\n").filter { $0.contains("data-pair=\"\(name)\"") }.joined(separator: "\n")
  }

  func light(_ light: Light) -> String {
    "<span class=\"light \(light.rawValue)\" title=\"\(light.rawValue)\">\(light.letter)</span>"
  }

  @Test("One row a pair, in name order, with lights as letters on colours, totals, step and mutants")
  func rows() throws {
    let names = page.matches(of: /<tr class="pair" data-pair="([a-z]+)">/).map { String($0.1) }
    #expect(names == ["ada", "bob", "cy", "dee"])

    let ada = row("ada")
    #expect(ada.contains("<th scope=\"row\">ada</th>"))
    let lane = [.amber, .red, .green].map(light).joined() + "  " + [.red, .green].map(light).joined()
    #expect(ada.contains("<td class=\"lane\">\(lane)<span class=\"mark\">┊</span>   </td>"))
    #expect(ada.contains("\(light(.green)) 2</span>"))
    #expect(ada.contains("\(light(.red)) 2</span>"))
    #expect(ada.contains("\(light(.amber)) 1</span>"))
    #expect(ada.contains("<td class=\"step\">3 of 8</td><td class=\"mutants\">12/15</td>"))

    let bob = row("bob")
    #expect(bob.contains("<span class=\"mark\">┊</span>" + [.red, .green, .green].map(light).joined()))
    #expect(bob.contains("<td class=\"step\">2 of 8</td><td class=\"mutants\">not graded</td>"))
    #expect(row("cy").contains("<td class=\"step\">not checked</td>"))
    #expect(row("dee").contains("<td class=\"totals\">no runs yet</td>"))
    #expect(row("dee").contains("<td class=\"lane\"></td>"))
  }

  @Test("A damaged entry is a note under its pair's row")
  func damaged() {
    #expect(
      page.contains(
        "<tr class=\"note\" data-pair=\"cy\"><td colspan=\"5\">"
          + "! Practice/cy/History/0003.json is damaged, so it is skipped: not JSON</td></tr>"))
    #expect(page.components(separatedBy: "<tr class=\"note\"").count == 2)
  }

  @Test("The page stands alone, says when it was made, has a legend, and reloads itself only when watched")
  func standsAlone() {
    #expect(page.hasPrefix("<!doctype html>"))
    #expect(page.contains("<style>"))
    #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("<script"))
    #expect(page.contains("Made at <time datetime=\"2023-11-14T22:29:20Z\">22:29:20</time>: 4 pairs"))
    #expect(page.contains("minute 0 is 22:13"))
    #expect(page.contains("<span class=\"ruler\">0      <span class=\"mark\">┊</span>14</span>"))
    for words in ["green: every test passed", "red: a test failed", "more than 5 minutes with no run"] {
      #expect(page.contains(words))
    }
    #expect(!page.contains("http-equiv=\"refresh\""))
    let watched = dashboardPage(DashboardRoom.dashboard(watching: true))
    #expect(watched.contains("<meta http-equiv=\"refresh\" content=\"10\">"))
    #expect(watched.contains("reloads every 10 s"))
  }

  @Test("Names and problems are escaped")
  func escaped() {
    var pair = DashboardRoom.cy
    pair.loaded.problems = ["a <b> & \"c\""]
    let page = dashboardPage(Dashboard(pairs: [pair], made: DashboardRoom.zero))
    #expect(page.contains("! a &lt;b&gt; &amp; &quot;c&quot;"))
  }
}

@Suite("The dashboard reads Practice/", .serialized)
struct DashboardFilesTests {
  /// A workspace with practice packages written by hand: their folders, histories and verdicts.
  func room() throws -> Workspace {
    let workspace = Workspace(root: try temporaryFolder("dashboard"))
    for name in ["ada", "bob", "cy", "dee", "ada.1", ".hidden"] {
      try FileManager.default.createDirectory(
        at: workspace.practice.appendingPathComponent("\(name)/Sources/GameOfLife"),
        withIntermediateDirectories: true)
    }
    // A folder that is not a practice package, and the page itself, are passed over too.
    try FileManager.default.createDirectory(
      at: workspace.practice.appendingPathComponent("notes"), withIntermediateDirectories: true)
    try Data("old page".utf8).write(to: workspace.practice.appendingPathComponent("dashboard.html"))
    for pair in [DashboardRoom.ada, DashboardRoom.bob, DashboardRoom.cy] {
      let history = History(practice: try PracticePackage(name: pair.name, workspace: workspace))
      for record in pair.loaded.records {
        try history.append(reporter: KeptReport()) { _, _ in record }
      }
      if let specification = pair.specification { try history.save(specification) }
      if let grade = pair.grade { try history.save(grade) }
    }
    let cy = workspace.practice.appendingPathComponent("cy/History")
    try Data([0x00, 0xFF]).write(to: cy.appendingPathComponent("0003.json"))
    try Data("{ not quite".utf8).write(to: cy.appendingPathComponent("specification.json"))
    return workspace
  }

  @Test("Each package with a Game is a pair, archives and hidden folders are not; damage is noted")
  func pairs() throws {
    let pairs = try room().dashboardPairs()
    #expect(pairs.map(\.name) == ["ada", "bob", "cy", "dee"])
    #expect(pairs.map { $0.loaded.records.count } == [6, 6, 3, 0])
    #expect(pairs[0].grade?.killed == 12)
    #expect(pairs[1].specification?.reached == 2)
    #expect(pairs[2].specification == nil)
    #expect(pairs[2].loaded.problems.count == 1)
    #expect(pairs[2].loaded.problems.first?.hasPrefix("Practice/cy/History/0003.json is damaged") == true)
    // Read from files, the room looks as it does made by hand; only the problem's wording may say more.
    let dashboard = Dashboard(
      pairs: pairs, made: DashboardRoom.at(16, 0), timeZone: TimeZone(identifier: "UTC") ?? .current)
    let lines = { (dashboard: Dashboard) in
      DashboardView(dashboard: dashboard, paint: Paint(colours: false)).lines
        .filter { !$0.contains("damaged") }
    }
    #expect(lines(dashboard) == lines(DashboardRoom.dashboard()))
  }

  @Test("make kata-dashboard returns the room's dashboard, says nothing itself, and writes its page whole")
  func command() throws {
    let workspace = try room()
    let said = KeptReport()
    let display = DashboardDisplay(Kata(workspace: workspace, reporter: said))
    let dashboard = try display.dashboard()
    #expect(dashboard.pairs.map(\.name) == ["ada", "bob", "cy", "dee"])
    #expect(dashboard.pairs.map { $0.loaded.records.count } == [6, 6, 3, 0])
    #expect(!dashboard.watching)
    #expect(said.text.isEmpty, "the command's reporter says it: \(said.text)")
    let text = display.text(of: dashboard, paint: Paint(colours: false))
    #expect(text.hasPrefix("Practice dashboard at "))
    #expect(text.hasSuffix("The dashboard, as a page for the projector: Practice/dashboard.html"))
    let page = try String(
      contentsOf: workspace.practice.appendingPathComponent("dashboard.html"), encoding: .utf8)
    #expect(page.contains("<tr class=\"pair\" data-pair=\"dee\">"))
    #expect(!page.contains("http-equiv=\"refresh\""))
    let leftOver = try FileManager.default.contentsOfDirectory(atPath: workspace.practice.path)
    #expect(leftOver.sorted() == [".hidden", "ada", "ada.1", "bob", "cy", "dashboard.html", "dee", "notes"])
  }
}
