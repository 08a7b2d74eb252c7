import KataSystem
import Verdicts

/// Judges whether the kata's steps really are test-driven, from one run of the specification per solution.
///
/// For every step N, the tests step N adds must fail on the solution of step N − 1 (red), and every test
/// of steps 1 to N must pass on the solution of step N (green). Solution 0 is the practice template.
package func judgeSteps(_ steps: Steps, runs: [Int: TestRun]) -> Report {
  var report = Report()
  for step in steps.all {
    let number = step.number
    guard let before = runs[number - 1], let after = runs[number] else {
      report.fail("✘ \(step.label): FAILED: no test run for the solution of step \(number - 1) or \(number)")
      continue
    }
    let added = after.stepTests.filter { $0.step == number }
    let upToHere = after.stepTests.filter { ($0.step ?? 0) <= number }
    let alreadyGreen = before.tests.filter { $0.step == number && $0.passed }
    var problems: [String] = []
    if added.isEmpty { problems.append("the step adds no test") }
    for test in alreadyGreen {
      problems.append(
        "not red: its new test \"\(test.sentence)\" already passes on the solution of step \(number - 1)")
    }
    for test in upToHere where !test.passed {
      problems.append("not green: the solution fails \"\(test.sentence)\" (\(test.file):\(test.line))")
    }
    if problems.isEmpty {
      let fail = added.count == 1 ? "fails" : "fail"
      report.say(
        "✔ \(step.label): red (\(count(added.count, "new test")) \(fail) on step \(number - 1)), "
          + "green (all \(upToHere.count) tests up to step \(number) pass)")
    } else {
      report.fail("✘ \(step.label): FAILED")
      for problem in problems { report.say("    \(problem)") }
    }
  }
  let known = Set(steps.all.map(\.number))
  let unknown = Set(runs.values.flatMap(\.stepTests).compactMap(\.step)).subtracting(known)
  for number in unknown.sorted() {
    report.fail("✘ tests for a step \(number) that has no folder in Katas/GameOfLife/steps")
  }
  return report
}
