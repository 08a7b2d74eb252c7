import Foundation
import KataSystem
import Specification
import Verdicts

/// The specification as one web page: every test with its result and its boards, by rule and by kata step.
///
/// The page stands alone (its style and script are inside it), reads on a projector and prints on A4, one
/// rule to a page. `title` says whose Game ran the tests, as "the library's Game".
func specificationPage(
  _ steps: Steps, run: TestRun, title: String, folder: String = "Tests/GameOfLifeSpec",
  notAsked: [String] = []
) -> String {
  var run = run
  run.tests.removeAll(where: \.skipped)
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
    "<p class=\"whose\">The tests in \(htmlEscaped(folder)), run against "
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
  if !notAsked.isEmpty {
    page.add("<section class=\"not-asked\">")
    page.add("<h2>Not asked of this design</h2>")
    page.add("<ul>")
    for line in notAsked { page.add("<li>\(htmlEscaped(line))</li>") }
    page.add("</ul>")
    page.add("</section>")
  }
  page.add("</main>")
  page.add("<script>\n\(specificationPageScript)</script>")
  page.add("</body>")
  page.add("</html>")
  return page.text
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
