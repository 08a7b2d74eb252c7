// Over 250 lines: the page's every part (rules, steps, boards, failures) is checked on one rendered page.

import Foundation
import Testing

@testable import KataSystem
@testable import Specification
@testable import SpecificationPage
@testable import Verdicts

// The specification as a web page: its tests, results and boards, and a browser's view of it.

private func test(
  _ function: String, _ sentence: String, suite: String, file: String, outcome: TestResult.Outcome = .passed,
  problem: String? = nil, cases: [String] = [], attachments: [(String, String)] = []
) -> TestResult {
  var result = TestResult(
    id: "GameOfLifeSpec.\(suite)/\(function)()/\(file):1:4", sentence: sentence,
    suiteID: "GameOfLifeSpec.\(suite)", file: file, line: 1, cases: cases, outcome: outcome)
  result.firstProblem = problem
  result.attachments = attachments.map { TestAttachment(name: $0.0, text: $0.1) }
  return result
}

private func runOf(_ tests: [TestResult]) -> TestRun {
  var run = TestRun()
  // The survival suite is named first, yet its tests come in a later step: the rules follow the steps.
  run.suites = [
    ("GameOfLifeSpec.SurvivalSpec", "Survival: a live cell with two or three live neighbours lives on"),
    ("GameOfLifeSpec.GameSpec", "The game board"),
  ]
  run.tests = tests
  return run
}

private let vertical = ".....\n..O..\n..O..\n..O..\n....."
private let horizontal = ".....\n.....\n.OOO.\n.....\n....."

/// A pass with a board, a fail with before, expected and actual, and a test outside the steps.
private let sampleRun = runOf([
  test(
    "empty", "A new game's cells are all dead", suite: "GameSpec", file: "Step01TheBoard.swift",
    attachments: [("board", "...\n...")]),
  test(
    "blinker", "A blinker flips", suite: "SurvivalSpec", file: "Step02Survival.swift", outcome: .failed,
    problem: "The next generation is not as expected",
    attachments: [
      ("before", vertical), ("expected", horizontal), ("actual", vertical), ("focus", "2 2"),
    ]),
  test("helper", "The picture helper reads dots", suite: "GameSpec", file: "HelperSpec.swift"),
])

/// The part of a page between two markers.
private func part(of html: String, from start: String, to end: String? = nil) -> Substring {
  guard let from = html.range(of: start) else { return "" }
  let rest = html[from.upperBound...]
  guard let end, let to = rest.range(of: end) else { return rest }
  return rest[..<to.lowerBound]
}

private func byRule(_ html: String) -> Substring {
  part(of: html, from: "id=\"by-rule\"", to: "id=\"by-step\"")
}

func occurrences(of text: String, in html: some StringProtocol) -> Int {
  html.components(separatedBy: text).count - 1
}

/// A cell a test is about, and what the page should say decides it.
struct FocusExample: Sendable, CustomTestStringConvertible {
  var name: String
  var picture: String
  var row: Int
  var column: Int
  var verdict: String
  var testDescription: String { name }
}

@Suite("The specification as a web page")
struct SpecificationPageTests {
  /// The kata's own steps, for their titles.
  let steps: Steps

  init() throws { steps = try Steps(workspace: Workspace(root: repositoryRoot)) }

  @Test("A pass and a fail show their sentences, results in a mark and a word, and data attributes")
  func passAndFail() {
    let html = specificationPage(steps, run: sampleRun, title: "the library's Game")
    let rules = byRule(html)
    #expect(html.contains("the library&#39;s Game"))
    #expect(html.contains("✔ 2 passed</span> · <span class=\"fail\">✘ 1 failed"))
    let passing = part(of: String(rules), from: "data-test-id=\"GameOfLifeSpec.GameSpec/empty()", to: "</li>")
    #expect(passing.contains("data-result=\"pass\""))
    #expect(passing.contains("✔</span> pass"))
    #expect(passing.contains("A new game&#39;s cells are all dead"))
    #expect(!passing.contains("class=\"problem\""))
    let failing = part(
      of: String(rules), from: "data-test-id=\"GameOfLifeSpec.SurvivalSpec/blinker()", to: "</li>")
    #expect(failing.contains("data-result=\"fail\""))
    #expect(failing.contains("✘</span> FAIL"))
    #expect(failing.contains("<pre class=\"problem\">The next generation is not as expected</pre>"))
  }

  @Test("Every text is escaped: sentences, problems, cases, suite names and the title")
  func escaping() {
    let nasty = "<script>alert('x')</script> & \"so\""
    var run = runOf([
      test(
        "nasty", nasty, suite: "GameSpec", file: "Step01TheBoard.swift", outcome: .failed, problem: nasty,
        cases: [nasty], attachments: [("note", nasty)])
    ])
    run.suites = [("GameOfLifeSpec.GameSpec", nasty)]
    let html = specificationPage(steps, run: run, title: nasty)
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("\"so\""))
    let safe = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;so&quot;"
    // The title twice, then the sentence, problem, case, note and rule name in each of the two views.
    #expect(occurrences(of: safe, in: html) == 2 + 2 * 5)
  }

  @Test("A board is drawn with one cell for each dot or O, the live ones filled, and captioned by its role")
  func boardCells() {
    let html = specificationPage(steps, run: sampleRun, title: "the library's Game")
    let rules = String(byRule(html))
    #expect(occurrences(of: "class=\"board\"", in: rules) == 4)
    let emptyBoard = part(of: rules, from: "data-role=\"board\"", to: "</figure>")
    #expect(occurrences(of: "<td class=\"dead", in: emptyBoard) == 6)
    #expect(occurrences(of: "<td class=\"alive", in: emptyBoard) == 0)
    let before = part(of: rules, from: "data-role=\"before\"", to: "</figure>")
    #expect(occurrences(of: "<td class=\"dead", in: before) == 22)
    #expect(occurrences(of: "<td class=\"alive", in: before) == 3)
    #expect(before.contains("<span class=\"role\">before</span>"))
    #expect(rules.contains("<span class=\"role\">expected after</span>"))
    #expect(rules.contains("<span class=\"role\">actual</span>"))
    #expect(rules.contains("<span class=\"role\">board</span>"))
  }

  @Test("A board on a torus says so")
  func torusCaption() throws {
    let board = try #require(AttachedBoard(name: "before torus", picture: "O.\n.O\n"))
    #expect(board.torus && board.role == .before && board.rowCount == 2 && board.columnCount == 2)
    let html = specificationPage(
      steps,
      run: runOf([
        test(
          "wrap", "Wraps", suite: "GameSpec", file: "Step01TheBoard.swift",
          attachments: [("before torus", "O.\n.O")])
      ]), title: "t")
    #expect(html.contains("data-torus=\"true\""))
    #expect(html.contains("<span class=\"role\">before (torus)</span>"))
  }

  @Test("Every cell where actual and expected differ is marked on the actual board, and only those")
  func differingCells() throws {
    // Expected horizontal, actual vertical: the middle agrees; two cells should live and two should die.
    let shown = exhibits(of: [
      TestAttachment(name: "expected", text: horizontal), TestAttachment(name: "actual", text: vertical),
    ])
    guard case .board(let actual) = try #require(shown.last) else {
      Issue.record("the actual board is not read as a board")
      return
    }
    let shouldLive = [AttachedBoard.Place(row: 2, column: 1), AttachedBoard.Place(row: 2, column: 3)]
    let shouldDie = [AttachedBoard.Place(row: 1, column: 2), AttachedBoard.Place(row: 3, column: 2)]
    #expect(actual.differing == Set(shouldLive + shouldDie))
    let html = specificationPage(steps, run: sampleRun, title: "the library's Game")
    let actualBoard = part(of: String(byRule(html)), from: "data-role=\"actual\"", to: "</figure>")
    #expect(occurrences(of: "differs\"", in: actualBoard) == 4)
    #expect(occurrences(of: ">!</td>", in: actualBoard) == 4)
    #expect(
      actualBoard.contains(
        "<td class=\"alive differs\" title=\"row 1, column 2: alive, expected dead\">!</td>"))
    #expect(actualBoard.contains("4 cells differ from expected"))
    let expectedBoard = part(of: String(byRule(html)), from: "data-role=\"expected\"", to: "</figure>")
    #expect(!expectedBoard.contains("differs"))
  }

  @Test("An actual board of another size than expected differs wherever expected has no cell")
  func differentSizes() {
    let expected = AttachedBoard(role: .expected, torus: false, rows: [[false, false]])
    let actual = AttachedBoard(role: .actual, torus: false, rows: [[false, true, false]])
    #expect(actual.places(differingFrom: expected) == [.init(row: 0, column: 1), .init(row: 0, column: 2)])
  }

  @Test(
    "The focus cell is marked and its rule named from its live neighbours",
    arguments: [
      FocusExample(
        name: "reproduction", picture: "O.O\n...\n.O.", row: 1, column: 1,
        verdict: "row 1, column 1: dead with 3 live neighbours → reproduction"),
      FocusExample(
        name: "survival", picture: "O..\n.O.\n..O", row: 1, column: 1,
        verdict: "row 1, column 1: alive with 2 live neighbours → survival"),
      FocusExample(
        name: "underpopulation", picture: "O..\n.O.\n...", row: 1, column: 1,
        verdict: "row 1, column 1: alive with 1 live neighbour → underpopulation"),
      FocusExample(
        name: "overpopulation", picture: "OOO\n.O.\nO..", row: 1, column: 1,
        verdict: "row 1, column 1: alive with 4 live neighbours → overpopulation"),
      FocusExample(
        name: "stays dead", picture: "O.O\n...\n...", row: 1, column: 1,
        verdict: "row 1, column 1: dead with 2 live neighbours → stays dead"),
      // The same corner twice: on a torus the far corners and edges are its neighbours, bounded not.
      FocusExample(
        name: "torus corner", picture: "O..O\n....\n....\nO..O", row: 0, column: 0,
        verdict: "row 0, column 0: alive with 3 live neighbours → survival"),
      FocusExample(
        name: "bounded corner", picture: "O..O\n....\n....\nO..O", row: 0, column: 0,
        verdict: "row 0, column 0: alive with 0 live neighbours → underpopulation"),
      FocusExample(
        name: "bounded edge", picture: "O.O\nO.O\n...", row: 1, column: 0,
        verdict: "row 1, column 0: alive with 1 live neighbour → underpopulation"),
      FocusExample(
        name: "torus edge", picture: "O.O\nO.O\n...", row: 1, column: 0,
        verdict: "row 1, column 0: alive with 3 live neighbours → survival"),
    ])
  func focusCell(_ example: FocusExample) throws {
    let board = example.name.contains("torus") ? "board torus" : "board"
    let html = specificationPage(
      steps,
      run: runOf([
        test(
          "focus", "One cell", suite: "GameSpec", file: "Step01TheBoard.swift",
          attachments: [(board, example.picture), ("focus", "\(example.row) \(example.column)")])
      ]), title: "t")
    let figure = part(of: String(byRule(html)), from: "class=\"board\"", to: "</figure>")
    #expect(figure.contains("<span class=\"focus-note\">\(htmlEscaped(example.verdict))</span>"))
    #expect(occurrences(of: "focus\" title=\"row \(example.row), column \(example.column):", in: figure) == 1)
    #expect(occurrences(of: "focus\"", in: figure) == 1)
  }

  @Test("A focus goes with the board right before it; one with no board before it is shown as text")
  func focusBelongsToTheBoardBefore() {
    let shown = exhibits(of: [
      TestAttachment(name: "focus", text: "0 0"), TestAttachment(name: "before", text: "O"),
      TestAttachment(name: "expected", text: "."), TestAttachment(name: "focus", text: "0 0"),
    ])
    #expect(shown.first == .text(name: "focus", text: "0 0"))
    guard case .board(let before) = shown[1], case .board(let expected) = shown[2] else {
      Issue.record("the boards are not read as boards: \(shown)")
      return
    }
    #expect(before.focus == nil)
    #expect(expected.focus == .init(row: 0, column: 0))
    #expect(expected.focusVerdict == "row 0, column 0: dead with 0 live neighbours → stays dead")
  }

  @Test("A picture with anything but dots and Os is shown as text, not as a board")
  func notABoard() {
    #expect(AttachedBoard(name: "board", picture: "..x\n...") == nil)
    #expect(AttachedBoard(name: "board tiny", picture: "...") == nil)
    #expect(AttachedBoard(name: "picture", picture: "...") == nil)
    #expect(
      exhibits(of: [TestAttachment(name: "board", text: "hello")]) == [.text(name: "board", text: "hello")])
  }

  @Test("A parameterised test lists its cases in a table")
  func casesTable() {
    let cases = ["Position(row: 0, column: 0)", "Position(row: 4, column: 4)"]
    let html = specificationPage(
      steps,
      run: runOf([
        test("corners", "Each corner", suite: "GameSpec", file: "Step01TheBoard.swift", cases: cases)
      ]),
      title: "t")
    let table = part(of: String(byRule(html)), from: "<table class=\"cases\">", to: "</table>")
    #expect(table.contains("<caption>For each of 2 cases</caption>"))
    #expect(occurrences(of: "<tr>", in: table) == 2)
    #expect(table.contains("<td>Position(row: 4, column: 4)</td>"))
  }

  @Test("A case of several arguments gets a column each, headed by the test's argument labels in words")
  func casesByLabel() {
    var rule = test(
      "deadCell", "A dead cell becomes", suite: "GameSpec", file: "Step08ExactlyThree.swift",
      cases: ["2, .dead", "3, .alive"])
    rule.id = "GameOfLifeSpec.GameSpec/deadCell(liveNeighbours:becomes:)/Step08ExactlyThree.swift:1:4"
    #expect(parameterLabels(of: rule) == ["live neighbours", "becomes"])
    let table = part(
      of: String(byRule(specificationPage(steps, run: runOf([rule]), title: "t"))),
      from: "<table class=\"cases\">", to: "</table>")
    #expect(table.contains("<thead><tr><th>live neighbours</th><th>becomes</th></tr></thead>"))
    #expect(table.contains("<tr><td>3</td><td>.alive</td></tr>"))
  }

  @Test("Both views hold every test: by rule in the order of the steps, by step with the steps' titles")
  func bothViews() throws {
    let html = specificationPage(steps, run: sampleRun, title: "t")
    let rules = byRule(html)
    let byStep = part(of: html, from: "id=\"by-step\"", to: "</main>")
    for test in sampleRun.tests {
      #expect(occurrences(of: "data-test-id=\"\(htmlEscaped(test.id))\"", in: rules) == 1)
      #expect(occurrences(of: "data-test-id=\"\(htmlEscaped(test.id))\"", in: byStep) == 1)
    }
    let board = try #require(rules.range(of: "<h3>The game board"))
    let survival = try #require(rules.range(of: "<h3>Survival: a live cell"))
    #expect(board.lowerBound < survival.lowerBound)
    #expect(byStep.contains("Step 1: \(htmlEscaped(steps.title(1)))"))
    #expect(byStep.contains("Step 2: \(htmlEscaped(steps.title(2)))"))
    #expect(byStep.contains("Outside the steps"))
  }

  @Test(
    "The page prints one rule a page on A4, without the buttons, and shows the rules without a script"
  )
  func printAndNoScript() {
    let html = specificationPage(steps, run: sampleRun, title: "t")
    let print = part(of: html, from: "@media print", to: "</style>")
    #expect(print.contains("size: A4"))
    #expect(print.contains("break-before: page"))
    #expect(print.contains(".switch { display: none !important; }"))
    #expect(html.contains("<nav class=\"switch\" hidden"))
    #expect(html.contains("<body data-view=\"rule\">"))
    #expect(html.contains("#by-step { display: none; }"))
    #expect(!html.contains("http://") && !html.contains("https://"))
  }

  @Test("The page is written whole, its folders made, over an older one")
  func writing() throws {
    let file = try temporaryFolder("spec-page").appendingPathComponent("new/folders/spec.html")
    try writePage("old", to: file)
    try writePage("<p>new</p>", to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "<p>new</p>")
  }

  @Test(
    "A browser runs the page: every test with its result, every board, and a screenshot",
    .enabled(if: Browser.path != nil, "needs chromium"))
  func inABrowser() throws {
    let browser = try #require(Browser.path)
    let folder = try temporaryFolder("spec-page-browser")
    let page = folder.appendingPathComponent("spec.html")
    try writePage(
      specificationPage(steps, run: sampleRun, title: "the library's Game"), to: page)
    let options = [
      browser, "--headless", "--no-sandbox", "--disable-gpu",
      "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
    ]
    let dom = try ChildProcess.run(options + ["--dump-dom", page.absoluteString], timeLimit: 60)
    try #require(dom.succeeded, "\(dom.output)")
    for test in sampleRun.tests {
      let result = test.passed ? "pass" : "fail"
      #expect(
        occurrences(of: "data-test-id=\"\(htmlEscaped(test.id))\" data-result=\"\(result)\"", in: dom.output)
          == 2)
    }
    #expect(occurrences(of: "class=\"board\"", in: dom.output) == 2 * 4)
    // The script ran: the switch is shown.
    #expect(dom.output.contains("<nav class=\"switch\" aria-label=\"Views\">"))
    let screenshot = folder.appendingPathComponent("spec.png")
    let shot = try ChildProcess.run(
      options + ["--screenshot=\(screenshot.path)", "--window-size=1280,2000", page.absoluteString],
      timeLimit: 60)
    try #require(shot.succeeded, "\(shot.output)")
    let png = try Data(contentsOf: screenshot)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(png.count > 1000)
  }
}
