import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Specification
@testable import SpecificationPage
@testable import Verdicts
@testable import Workshop

@Suite(
  "The room's pages read from the back of a room at 1280 × 720",
  .enabled(if: Browser.path != nil, "needs chromium"))
struct RoomPageTests {
  @Test(
    "The dashboard of 2 to 12 pairs is whole in the window, in type of 20 px or more", arguments: [2, 12])
  func dashboard(pairs: Int) throws {
    let page = dashboardPage(DashboardRoom.busy(pairs: pairs))
    let problems = try RoomScreen(page: page, whole: true).problems()
    #expect(problems.isEmpty, "\(pairs) pairs:\n\(problems.joined(separator: "\n"))")
  }

  @Test("The dashboard of 4 pairs in a round with a constraint and drivers' turns is whole, at 20 px or more")
  func dashboardOfARound() throws {
    let dashboard = DashboardRoom.busy(pairs: 4, constraint: "no-conditionals", drivers: true)
    #expect(dashboard.pairs.allSatisfy { $0.constraint != nil && $0.drivers != nil })
    let page = dashboardPage(dashboard)
    #expect(page.contains("<th scope=\"col\">Constraint, drivers</th>"))
    let problems = try RoomScreen(page: page, whole: true).problems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(
    "The specification page's first screen is in type of 20 px or more, and nothing is cut off at its sides")
  func specificationPage() throws {
    let steps = try Steps(workspace: Workspace(root: repositoryRoot))
    let page = SpecificationPage.specificationPage(
      steps, run: RoomPageTests.firstTests, title: "the library's Game")
    let problems = try RoomScreen(page: page, whole: false).problems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("The measure catches small type and a page cut off")
  func catches() throws {
    let small = "<!doctype html><p style=\"font-size: 19px\">small</p>"
    #expect(try RoomScreen(page: small, whole: false).problems().first?.hasPrefix("small type: p") == true)
    let wide = "<!doctype html><p style=\"font-size: 20px; width: 1400px\">wide</p>"
    #expect(
      try RoomScreen(page: wide, whole: false).problems().contains { $0.hasPrefix("cut off at the side: p") })
    let tall = "<!doctype html><p style=\"font-size: 20px; height: 800px\">tall</p>"
    #expect(
      try RoomScreen(page: tall, whole: true).problems().contains { $0.hasPrefix("cut off at the bottom: p") }
    )
    #expect(try RoomScreen(page: tall, whole: false).problems().isEmpty)
  }

  /// The first tests of the specification as the page shows them first: cases, boards on both edges, and
  /// a failure with its problem.
  static let firstTests: TestRun = {
    var run = TestRun()
    run.suites = [("GameOfLifeSpec.GameSpec", "The game board")]
    var cases = TestResult(
      id: "GameOfLifeSpec.GameSpec/newGame(topology:)/Step01TheBoard.swift:1:4",
      sentence: "A new game has every cell dead", suiteID: "GameOfLifeSpec.GameSpec",
      file: "Step01TheBoard.swift", line: 1, cases: [".bounded", ".torus"], outcome: .passed)
    cases.attachments = [
      TestAttachment(name: "board", text: "....\n....\n...."),
      TestAttachment(name: "board torus", text: "....\n....\n...."),
    ]
    var failure = TestResult(
      id: "GameOfLifeSpec.GameSpec/toggle()/Step01TheBoard.swift:9:4",
      sentence: "Toggling a cell brings it to life", suiteID: "GameOfLifeSpec.GameSpec",
      file: "Step01TheBoard.swift", line: 9, cases: [], outcome: .failed)
    failure.firstProblem = "Expectation failed: game.isAlive(at: Position(row: 1, column: 1))"
    failure.attachments = [
      TestAttachment(name: "expected", text: "...\n.O.\n..."),
      TestAttachment(name: "actual", text: "...\n...\n..."),
    ]
    run.tests = [cases, failure]
    return run
  }()
}

extension DashboardRoom {
  /// A room of `pairs` pairs, each running every minute or two for 45 minutes: as many lights as the page
  /// shows.
  ///
  /// In a round with a `constraint`, each light checks it (every third breaks it, twice); with `drivers`,
  /// two drivers take turns.
  static func busy(pairs: Int, constraint: String? = nil, drivers: Bool = false) -> Dashboard {
    let names = [
      "ada", "bob", "cy", "dee", "eve", "finn", "grace", "hugo", "ines", "jo", "kai", "lena-and-max",
    ]
    let lights: [Light] = [.red, .green, .green, .amber, .red, .green]
    let room = names.prefix(pairs).enumerated().map { index, name in
      var records = [start(1, at(0, index))]
      for minute in 0..<45 {
        records.append(
          run(records.count + 1, at(minute, 10 + index), lights[(minute + index) % lights.count]))
        if minute % 3 == index % 3 {
          records.append(run(records.count + 1, at(minute, 40 + index), .green))
        }
      }
      for index in records.indices where records[index].isRun {
        if let constraint {
          records[index].constraint = constraint
          records[index].constraintBreaks =
            index % 3 == 0
            ? [
              ConstraintBreak(file: "Sources/GameOfLife/Rules.swift", line: 12, column: 5, what: "if"),
              ConstraintBreak(file: "Sources/GameOfLife/Game.swift", line: 30, column: 9, what: "?:"),
            ] : []
        }
        if drivers { records[index].driver = [name, "\(name)'s partner"][index / 4 % 2] }
      }
      return DashboardPair(
        name: name, loaded: History.Loaded(records: records),
        specification: SpecificationRecord(
          time: at(45, 0), reached: index % 12, steps: 12, command: "kata-step"),
        grade: GradeRecord(time: at(45, 0), killed: 10 + index % 6, mutants: 15))
    }
    return Dashboard(pairs: room, made: at(46, 0), timeZone: TimeZone(identifier: "UTC") ?? .current)
  }
}

/// A page as a room sees it: shown in a frame of 1280 × 720, and every element on the first screen
/// checked for its type size and for being cut off.
///
/// The frame's own script does the checking (``Browser/measure(_:width:height:window:script:in:)``), so the
/// page itself needs no script.
struct RoomScreen {
  static let width = 1280
  static let height = 720
  static let smallestType = 20

  let page: String
  /// Whether the whole page must fit the window (the dashboard); otherwise only its first screen is read,
  /// and only its sides may not cut anything off.
  let whole: Bool

  func problems() throws -> [String] {
    let folder = try temporaryFolder("room-page")
    try page.write(to: folder.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
    let measure = """
      const root = frame.contentDocument.documentElement, whole = \(whole);
      const problems = [];
      const named = (element) => element.tagName.toLowerCase() +
        Array.from(element.classList, (name) => "." + name).join("");
      for (const element of frame.contentDocument.body.querySelectorAll("*")) {
        const box = element.getBoundingClientRect(), style = page.getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || box.top >= page.innerHeight) continue;
        const text = Array.from(element.childNodes, (node) => node.nodeType === 3 ? node.textContent : "").join("").trim();
        const words = " '" + (text || element.textContent.trim()).slice(0, 40) + "'";
        if (text && parseFloat(style.fontSize) < \(Self.smallestType)) {
          problems.push("small type: " + named(element) + words + " in " + style.fontSize);
        }
        // What is cut off is said of the words themselves; a page too large says so once, below.
        if (!text) continue;
        if (box.left < -0.5 || box.right > page.innerWidth + 0.5) {
          problems.push("cut off at the side: " + named(element) + words + " from " + Math.round(box.left) + " to " + Math.round(box.right) + " px");
        }
        if (whole && box.bottom > page.innerHeight + 0.5) {
          problems.push("cut off at the bottom: " + named(element) + words + " down to " + Math.round(box.bottom) + " px");
        }
      }
      for (const element of frame.contentDocument.body.querySelectorAll("*")) {
        const style = page.getComputedStyle(element);
        if (style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1) {
          problems.push("cut off inside: " + named(element) + ", " + element.scrollWidth + " px wide in " + element.clientWidth);
        }
      }
      if (root.scrollWidth > page.innerWidth) problems.push("the page scrolls sideways: " + root.scrollWidth + " px wide");
      if (whole && root.scrollHeight > page.innerHeight) problems.push("the page scrolls: " + root.scrollHeight + " px high");
      return "measured in " + page.innerWidth + " × " + page.innerHeight + "\\n" + problems.join("\\n");
      """
    let log = try Browser.measure(
      "page.html", width: Self.width, height: Self.height, script: measure, in: folder)
    let lines = log.split(separator: "\n").map(String.init)
    try #require(
      lines.first == "measured in \(Self.width) × \(Self.height)", "the frame did not measure: \(lines)")
    return Array(lines.dropFirst())
  }
}
