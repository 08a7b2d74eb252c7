import KataSystem
import Verdicts

/// Which part of the specification to show: all of it, one step, or the suites whose name holds a word.
package enum SpecificationPart: Sendable, Equatable {
  case all
  case step(Int)
  case rule(String)
}

/// The specification as a document: every test sentence with its result, by rule and by step, each
/// line at most 100 columns.
package func specificationDocument(_ steps: Steps, run: TestRun, part: SpecificationPart = .all) -> Report {
  var report = Report()
  report.say("# Conway's Game of Life: the specification")
  report.say()
  report.say("Read from the tests in Tests/GameOfLifeSpec as they ran just now: ✔ passes, ✘ fails.")
  let shown: [TestResult]
  switch part {
  case .all:
    shown = run.tests
  case .step(let number):
    shown = run.tests.filter { $0.step == number }
  case .rule(let word):
    shown = run.tests.filter { run.suiteName(of: $0).localizedCaseInsensitiveContains(word) }
    if shown.isEmpty {
      let names = run.suites.map(\.name).filter { name in run.tests.contains { run.suiteName(of: $0) == name }
      }
      report.fail("No rule's name contains '\(word)'. The rules are:")
      for name in names { report.say(wrapped("- \(name)", indent: "  ")) }
      return report
    }
  }
  let byRule: Bool
  let byStep: Bool
  switch part {
  case .all: (byRule, byStep) = (true, true)
  case .step: (byRule, byStep) = (false, true)
  case .rule: (byRule, byStep) = (true, false)
  }
  if byRule {
    report.say()
    report.say("## By rule")
    // The rules in the order the kata meets them; suites outside the steps last.
    let firstStep = { (suiteID: String) in
      shown.filter { $0.suiteID == suiteID }.compactMap(\.step).min() ?? 99
    }
    let order = run.suites.enumerated().sorted {
      (firstStep($0.element.id), $0.offset) < (firstStep($1.element.id), $1.offset)
    }
    for suite in order.map(\.element) {
      let tests = shown.filter { $0.suiteID == suite.id }
      guard !tests.isEmpty else { continue }
      report.say()
      report.say("### \(suite.name)")
      for test in tests {
        let step = test.step.map { " (step \($0))" } ?? ""
        report.say(wrapped("- \(mark(test)) \(test.sentence)\(step)", indent: ""))
        if !test.cases.isEmpty {
          report.say(wrapped("for each of: \(test.cases.joined(separator: " · "))", indent: "  "))
        }
        for line in SpecificationBoards(attachments: test.attachments).lines { report.say(line) }
      }
    }
  }
  if byStep {
    report.say()
    report.say("## By step")
    for step in steps.all {
      let tests = shown.filter { $0.step == step.number }
      guard !tests.isEmpty else { continue }
      report.say()
      report.say("### Step \(step.number): \(step.title)")
      for test in tests {
        report.say(wrapped("- \(mark(test)) \(run.suiteName(of: test)): \(test.sentence)", indent: ""))
        // The boards are drawn once: under the rules, or here when the steps are all there is.
        if !byRule {
          for line in SpecificationBoards(attachments: test.attachments).lines { report.say(line) }
        }
      }
    }
  }
  let red = shown.filter { !$0.passed }
  report.say()
  if shown.isEmpty {
    report.fail("make spec: FAILED: no test ran")
  } else if !red.isEmpty {
    report.fail("make spec: FAILED: \(red.count) of \(shown.count) tests fail:")
    for test in red {
      report.say(wrapped("\(mark(test)) \(test.sentence)", indent: "  "))
      report.problem(of: test)
    }
  } else {
    report.say("All \(shown.count) tests pass.")
  }
  return report
}
