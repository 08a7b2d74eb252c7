import KataSystem
import Verdicts

/// The first step with a test that is not green, or `nil` when every step is.
///
/// On a design of the pair's own (`notAsked` given), a step that asks nothing of it is passed over; on
/// the template, a step without tests is not green.
package func firstStepNotGreen(_ steps: Steps, run: TestRun, notAsked: NotAsked? = nil) -> Int? {
  steps.all.map(\.number).first { number in
    let tests = run.asked(inStep: number)
    return tests.isEmpty ? notAsked == nil : tests.contains { !$0.passed }
  }
}

/// Shows a learner how their Game does against the specification's tests for steps 1 to `last`; with
/// `notAsked`, how a design of their own does through its adapter, and what is not asked of it.
package func judgeStep(_ last: Int, steps: Steps, run: TestRun, notAsked: NotAsked? = nil) -> Report {
  var report = Report()
  let tests = run.stepTests.filter { ($0.step ?? 0) <= last && !$0.skipped }
  guard !tests.isEmpty else {
    report.fail("No test of steps 1 to \(last) ran.")
    return report
  }
  for step in steps.all where step.number <= last {
    report.say("Step \(step.number): \(step.title)")
    for test in run.tests where test.step == step.number {
      report.say(
        wrapped(
          test.skipped
            ? "– \(test.sentence) (\(test.skipReason ?? "not asked"))" : "\(mark(test)) \(test.sentence)",
          indent: "  "))
    }
    let template = notAsked?.needingTheTemplate(step: step.number, in: run) ?? []
    if !template.isEmpty {
      report.say(
        "  – not asked of your design: \(count(template.count, "test")) in the template's names"
          + " (make kata-verify lists them)")
    }
  }
  let red = tests.filter { !$0.passed }
  report.say()
  report.say("\(tests.count - red.count) of \(tests.count) tests up to step \(last) pass.")
  // A test the time limit stopped comes first: it is why the others did not run.
  guard
    let next = red.first(where: { $0.outcome == .stopped }) ?? red.first(where: { $0.outcome != .notRun })
      ?? red.first
  else {
    if let following = steps.step(last + 1) {
      report.say(
        "Every test up to step \(last) is green. Next: step \(following.number), \(following.title):")
      report.say("  read \(following.folderName)/README.md, then make kata-step STEP=\(following.number)")
    } else {
      report.say("Every step is green. Check the whole kata: make kata-verify")
    }
    return report
  }
  report.passed = false
  report.say("Next red test, from step \(next.step ?? 0) (\(run.suiteName(of: next))):")
  report.say(wrapped("\(mark(next)) \(next.sentence)", indent: "  "))
  report.problem(of: next, indent: "    ")
  let folder = notAsked == nil ? "Tests/GameOfLifeSpec" : "Tests/GameOfLifeDesignSpec"
  report.say("  It is in \(folder)/\(next.file), line \(next.line).")
  return report
}

/// The whole specification's verdict on a learner's Game: complete, or what is still red; with
/// `notAsked`, on a design of their own through its adapter, with what is not asked of it.
package func judgeVerify(
  _ steps: Steps, run: TestRun, greenOnTheTemplate: GreenOnTheTemplate, notAsked: NotAsked? = nil
) -> Report {
  var report = Report()
  let whole = run
  var run = run
  run.tests.removeAll(where: \.skipped)
  guard !run.tests.isEmpty else {
    report.fail("The kata is not complete: no test of the specification ran.")
    return report
  }
  for step in steps.all {
    let tests = run.tests.filter { $0.step == step.number }
    let passing = tests.count(where: \.passed)
    if tests.isEmpty, notAsked != nil {
      report.say("– Step \(step.number): \(step.title): not asked of your design")
      continue
    }
    report.say(
      "\(passing == tests.count ? "✔" : "✘") Step \(step.number): \(step.title): \(passing) of \(tests.count)"
    )
  }
  let others = run.tests.filter { $0.step == nil }
  if !others.isEmpty {
    let passing = others.count(where: \.passed)
    report.say(
      "\(passing == others.count ? "✔" : "✘") The test helpers: \(passing) of \(others.count)"
        + " (most check the helpers themselves, so they pass whatever your Game does)")
  }
  let red = run.tests.filter { !$0.passed }
  if let notAsked { report.lines += notAsked.report(of: whole, steps: steps).lines }
  report.say()
  guard let first = red.first else {
    report.say(
      notAsked == nil
        ? "The kata is complete: all \(run.tests.count) tests of the specification pass against your Game."
        : "The kata is complete for your design: all \(run.tests.count) tests the specification asks of it pass."
    )
    return report
  }
  report.fail("The kata is not complete: \(red.count) of \(run.tests.count) tests of the specification fail.")
  for test in red.prefix(10) {
    report.say(
      wrapped("\(mark(test)) step \(test.step.map(String.init) ?? "-"): \(test.sentence)", indent: "  "))
  }
  if red.count > 10 { report.say("  … and \(red.count - 10) more") }
  report.say("The first one says:")
  report.problem(of: first, indent: "    ")
  // A crash or a time-out is placed where it happened, most often in the Game: the runtime's own place.
  if first.outcome == .crashed || first.outcome == .stopped, let place = first.problems.first?.place {
    report.say("    at \(place)")
  }
  // The template's "no" answers are about the template: a design of the pair's own never was it.
  let explained =
    notAsked != nil ? [] : run.tests.filter { $0.passed && greenOnTheTemplate.reasons[$0.sentence] != nil }
  if !explained.isEmpty {
    report.say()
    report.say("Green, but they pass on the untouched template too, where \"no\" is their right answer:")
    for test in explained {
      report.say(
        wrapped(
          "✔ step \(test.step.map(String.init) ?? "-"): \(test.sentence): \(greenOnTheTemplate.reasons[test.sentence] ?? "")",
          indent: "  "))
    }
  }
  return report
}
