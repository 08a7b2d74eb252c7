import KataSystem
import Specification
import Verdicts

extension SpecificationJudge {
  /// `make kata-verify` in a round with a requirement change: the change's sentences, asked of the pair's
  /// design through their adapter (or the template's `Game`), in place of the specification it changes.
  package func verify(name: String, change: RequirementChange) throws -> SpecificationVerdict {
    let practice = try PracticePackage(name: name, workspace: workspace)
    try practice.requireExists()
    guard
      let judged = try designSpecOnPractice(
        practice, filter: [], command: "kata-verify", why: nil, change: change)
    else { return SpecificationVerdict(light: .amber) }
    let report = judgeChange(change, run: judged.outcome.run)
    return SpecificationVerdict(light: report.passed ? .green : .red, report: report)
  }
}

/// What a requirement change's sentences said of a pair's design: each test, then the first red one's words.
func judgeChange(_ change: RequirementChange, run: TestRun) -> Report {
  var report = Report()
  let tests = run.tests.filter { !$0.skipped }
  guard !tests.isEmpty else {
    report.fail("No test of the change \(change.rawValue) ran.")
    return report
  }
  report.say("Requirement change: \(change.title), asked of your design:")
  for test in tests { report.say(wrapped("\(mark(test)) \(test.sentence)", indent: "  ")) }
  report.say()
  let red = tests.filter { !$0.passed }
  guard let first = red.first else {
    report.say("Your design follows the change: all \(tests.count) of its tests pass.")
    return report
  }
  report.fail(
    "Your design does not follow the change yet: \(red.count) of \(tests.count) tests fail. The first one says:"
  )
  report.problem(of: first, indent: "    ")
  report.say("  It is in Tests/GameOfLifeDesignSpec/\(change.specificationFile), line \(first.line).")
  return report
}
