import Foundation

/// The specification as one web page: every test with its result and its boards, by rule and by kata step.
///
/// The page stands alone (its style and script are inside it), reads on a projector and prints on A4, one
/// rule to a page. `title` says whose Game ran the tests, as "the library's Game".
func specificationPage(_ steps: Steps, run: TestRun, title: String) -> String {
  let failed = run.tests.count { !$0.passed }
  var page = HTMLText()
  page.add("<!doctype html>")
  page.add("<html lang=\"en\">")
  page.add("<head>")
  page.add("<meta charset=\"utf-8\">")
  page.add("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
  page.add("<title>The specification: \(htmlEscaped(title))</title>")
  page.add("<style>\n\(specificationPageStyle)</style>")
  page.add("</head>")
  page.add("<body data-view=\"rule\">")
  page.add("<header>")
  page.add("<h1>Conway's Game of Life: the specification</h1>")
  page.add(
    "<p class=\"whose\">The tests in Tests/GameOfLifeSpec, run against "
      + "<strong>\(htmlEscaped(title))</strong>.</p>")
  page.add(
    "<p class=\"counts\"><span class=\"pass\">✔ \(run.tests.count - failed) passed</span> · "
      + "<span class=\"fail\">✘ \(failed) failed</span> · \(count(run.tests.count, "test"))</p>")
  // Hidden until the script runs: without a script the page shows the rules only, as on paper.
  page.add("<nav class=\"switch\" hidden aria-label=\"Views\">")
  page.add("<button type=\"button\" data-show=\"rule\" aria-pressed=\"true\">By rule <kbd>r</kbd></button>")
  page.add("<button type=\"button\" data-show=\"step\" aria-pressed=\"false\">By step <kbd>s</kbd></button>")
  page.add("</nav>")
  page.add("</header>")
  page.add("<main>")
  page.add(view("rule", heading: "By rule", groups: rules(of: run), run: run))
  page.add(view("step", heading: "By step", groups: kataSteps(steps, run: run), run: run))
  page.add("</main>")
  page.add("<script>\n\(specificationPageScript)</script>")
  page.add("</body>")
  page.add("</html>")
  return page.text
}

/// Writes the page whole or not at all, making its folder first.
func writeSpecificationPage(_ html: String, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(html.utf8).write(to: url, options: .atomic)
}

/// Lines of a page being written.
private struct HTMLText {
  var lines: [String] = []
  mutating func add(_ line: String) { lines.append(line) }
  var text: String { lines.joined(separator: "\n") + "\n" }
}

/// A heading and the tests under it: one rule, or one step.
private struct TestGroup {
  var heading: String
  var tests: [TestResult]
}

/// The rules in the order the kata meets them (as `make spec` lists them); suites outside the steps last,
/// and tests of a suite the run never named after them, so that no test is left out.
private func rules(of run: TestRun) -> [TestGroup] {
  let firstStep = { (suiteID: String) in
    run.tests.filter { $0.suiteID == suiteID }.compactMap(\.step).min() ?? 99
  }
  let named = run.suites.enumerated().sorted {
    (firstStep($0.element.id), $0.offset) < (firstStep($1.element.id), $1.offset)
  }.map(\.element)
  var unnamed: [String] = []
  for test in run.tests
  where !named.contains(where: { $0.id == test.suiteID }) && !unnamed.contains(test.suiteID) {
    unnamed.append(test.suiteID)
  }
  let groups =
    named.map { suite in
      TestGroup(heading: suite.name, tests: run.tests.filter { $0.suiteID == suite.id })
    } + unnamed.map { id in TestGroup(heading: id, tests: run.tests.filter { $0.suiteID == id }) }
  return groups.filter { !$0.tests.isEmpty }
}

/// The kata's steps in order, then the tests no step adds.
private func kataSteps(_ steps: Steps, run: TestRun) -> [TestGroup] {
  let known = Set(steps.all.map(\.number))
  let groups =
    steps.all.map { step in
      TestGroup(
        heading: "Step \(step.number): \(step.title)", tests: run.tests.filter { $0.step == step.number })
    } + [
      TestGroup(heading: "Outside the steps", tests: run.tests.filter { $0.step.map(known.contains) != true })
    ]
  return groups.filter { !$0.tests.isEmpty }
}

private func view(_ name: String, heading: String, groups: [TestGroup], run: TestRun) -> String {
  var html = HTMLText()
  html.add("<section class=\"view\" id=\"by-\(name)\" data-view=\"\(name)\">")
  html.add("<h2>\(heading)</h2>")
  for group in groups {
    let failing = group.tests.count { !$0.passed }
    html.add("<section class=\"group\">")
    html.add(
      "<h3>\(htmlEscaped(group.heading)) <span class=\"tally\">"
        + (failing == 0 ? "all pass" : "\(failing) of \(group.tests.count) FAIL") + "</span></h3>")
    html.add("<ol class=\"tests\">")
    for test in group.tests {
      // By rule, each test says its step; by step, its rule.
      let context = name == "rule" ? test.step.map { "step \($0)" } : run.suiteName(of: test)
      html.add(testItem(test, context: context))
    }
    html.add("</ol>")
    html.add("</section>")
  }
  html.add("</section>")
  return html.text
}

private func testItem(_ test: TestResult, context: String?) -> String {
  let result = test.passed ? "pass" : "fail"
  var html = HTMLText()
  html.add("<li class=\"test\" data-test-id=\"\(htmlEscaped(test.id))\" data-result=\"\(result)\">")
  html.add(
    "<p class=\"sentence\"><span class=\"result \(result)\">\(resultWords(test))</span> "
      + "<span class=\"text\">\(htmlEscaped(test.sentence))</span>"
      + (context.map { " <span class=\"context\">(\(htmlEscaped($0)))</span>" } ?? "") + "</p>")
  if !test.passed, let problem = test.firstProblem {
    html.add("<pre class=\"problem\">\(htmlEscaped(problem))</pre>")
  }
  if !test.cases.isEmpty {
    html.add(casesTable(test.cases, labels: parameterLabels(of: test)))
  }
  let shown = exhibits(of: test.attachments)
  if !shown.isEmpty {
    html.add("<div class=\"boards\">")
    let hasBefore = shown.contains { if case .board(let board) = $0 { board.role == .before } else { false } }
    for exhibit in shown {
      switch exhibit {
      case .board(let board): html.add(boardFigure(board, afterBefore: hasBefore))
      case .text(let name, let text):
        html.add(
          "<figure class=\"attachment\"><pre>\(htmlEscaped(text))</pre>"
            + "<figcaption>\(htmlEscaped(name))</figcaption></figure>")
      }
    }
    html.add("</div>")
  }
  html.add("</li>")
  return html.text
}

/// The result as a mark in colour and as a word, for readers who cannot tell the colours apart.
private func resultWords(_ test: TestResult) -> String {
  switch test.outcome {
  case .passed: "<span aria-hidden=\"true\">✔</span> pass"
  case .failed: "<span aria-hidden=\"true\">✘</span> FAIL"
  case .crashed: "<span aria-hidden=\"true\">✘</span> FAIL (crashed)"
  case .stopped: "<span aria-hidden=\"true\">✘</span> FAIL (stopped)"
  case .notRun: "<span aria-hidden=\"true\">✘</span> FAIL (not run)"
  }
}

/// The cases of a parameterised test as a table, a column per argument headed by its label when every
/// case has one value per label: `live neighbours`, `becomes`.
private func casesTable(_ cases: [String], labels: [String]) -> String {
  let rows = cases.map { $0.components(separatedBy: ", ") }
  let columns = labels.count > 1 && rows.allSatisfy { $0.count == labels.count } ? labels : []
  var html = HTMLText()
  html.add("<table class=\"cases\">")
  html.add("<caption>For each of \(count(cases.count, "case"))</caption>")
  if !columns.isEmpty {
    html.add(
      "<thead><tr>" + columns.map { "<th>\(htmlEscaped($0))</th>" }.joined()
        + "</tr></thead>")
  }
  html.add("<tbody>")
  for (name, values) in zip(cases, rows) {
    let cells =
      columns.isEmpty ? ["<td>\(htmlEscaped(name))</td>"] : values.map { "<td>\(htmlEscaped($0))</td>" }
    html.add("<tr>" + cells.joined() + "</tr>")
  }
  html.add("</tbody>")
  html.add("</table>")
  return html.text
}

/// A parameterised test's argument labels, in words: `deadCell(liveNeighbours:becomes:)` gives
/// "live neighbours" and "becomes".
func parameterLabels(of test: TestResult) -> [String] {
  let function = test.id.split(separator: "/").dropFirst().first ?? ""
  guard let open = function.firstIndex(of: "("), let close = function.lastIndex(of: ")") else { return [] }
  return function[function.index(after: open)..<close].split(separator: ":").map { label in
    label.reduce(into: "") { words, letter in
      words += letter.isUppercase ? " " + letter.lowercased() : String(letter)
    }
  }
}

/// A board as a grid of cells, captioned by its role; on an `actual` board every cell that differs from
/// the expected one is outlined and carries a `!`, and the focus cell is outlined twice and explained.
private func boardFigure(_ board: AttachedBoard, afterBefore: Bool) -> String {
  var html = HTMLText()
  html.add("<figure class=\"board-figure\">")
  html.add(
    "<table class=\"board\" data-role=\"\(board.role.rawValue)\" data-torus=\"\(board.torus)\""
      + " aria-label=\"\(caption(board, afterBefore: afterBefore))\">")
  // Column numbers above and row numbers beside, counted from zero as the tests count.
  html.add(
    "<thead><tr><th></th>" + (0..<board.columnCount).map { "<th scope=\"col\">\($0)</th>" }.joined()
      + "</tr></thead>")
  html.add("<tbody>")
  for row in 0..<board.rowCount {
    let cells = (0..<board.columnCount).map { column in
      cell(board, at: AttachedBoard.Place(row: row, column: column))
    }
    html.add("<tr><th scope=\"row\">\(row)</th>" + cells.joined() + "</tr>")
  }
  html.add("</tbody>")
  html.add("</table>")
  html.add("<figcaption>")
  html.add("<span class=\"role\">\(caption(board, afterBefore: afterBefore))</span>")
  if !board.differing.isEmpty {
    let cells = board.differing.count == 1 ? "1 cell differs" : "\(board.differing.count) cells differ"
    html.add("<span class=\"differs-note\">! \(cells) from expected</span>")
  }
  if let verdict = board.focusVerdict {
    html.add("<span class=\"focus-note\">\(htmlEscaped(verdict))</span>")
  }
  html.add("</figcaption>")
  html.add("</figure>")
  return html.text
}

/// "before", "expected after" (when there is a before), "actual", "board"; a torus says so.
private func caption(_ board: AttachedBoard, afterBefore: Bool) -> String {
  let role = board.role == .expected && afterBefore ? "expected after" : board.role.rawValue
  return board.torus ? "\(role) (torus)" : role
}

private func cell(_ board: AttachedBoard, at place: AttachedBoard.Place) -> String {
  let alive = board.isAlive(place)
  var classes = [alive ? "alive" : "dead"]
  var title = "row \(place.row), column \(place.column): \(alive ? "alive" : "dead")"
  var glyph = ""
  if board.differing.contains(place) {
    classes.append("differs")
    title += ", expected \(alive ? "dead" : "alive")"
    glyph = "!"
  }
  if board.focus == place {
    classes.append("focus")
    title += ", the cell this test is about"
  }
  return "<td class=\"\(classes.joined(separator: " "))\" title=\"\(title)\">\(glyph)</td>"
}

/// Text made safe to put inside an element or an attribute's quotes.
func htmlEscaped(_ text: String) -> String {
  var safe = ""
  safe.reserveCapacity(text.count)
  for character in text {
    switch character {
    case "&": safe += "&amp;"
    case "<": safe += "&lt;"
    case ">": safe += "&gt;"
    case "\"": safe += "&quot;"
    case "'": safe += "&#39;"
    default: safe.append(character)
    }
  }
  return safe
}
