/// Shows a learner how their code does against the specification's tests for steps 1 to `last`.
///
/// - Returns: whether every one of those tests passes.
func reportStep(_ last: Int, steps: Steps, run: TestRun) -> Bool {
  let tests = run.stepTests.filter { ($0.step ?? 0) <= last }
  guard !tests.isEmpty else {
    print("No test up to step \(last) ran: is STEP a step number from 1 to \(steps.numbers.last ?? 0)?")
    return false
  }
  for number in steps.numbers where number <= last {
    print("Step \(number): \(steps.title(number))")
    for test in tests where test.step == number {
      print("  \(mark(test)) \(test.sentence)")
    }
  }
  let red = tests.filter { !$0.passed }
  print("")
  print("\(tests.count - red.count) of \(tests.count) tests up to step \(last) pass.")
  guard let next = red.first else {
    let following = steps.numbers.first { $0 > last }
    print(
      following.map { "Every test up to step \(last) is green. Next: make kata-step STEP=\($0)" }
        ?? "Every step is green. Check the whole kata: make kata-verify")
    return true
  }
  print("Next red test, from step \(next.step ?? 0) (\(run.suiteName(of: next))):")
  print("  \(mark(next)) \(next.sentence)")
  printProblem(next.firstProblem, indent: "    ")
  print("  It is in Tests/GameOfLifeSpec/\(next.file), line \(next.line).")
  return false
}

/// Runs the whole specification's verdict on a learner's code: complete, or what is still red.
func reportVerify(steps: Steps, run: TestRun) -> Bool {
  guard !run.tests.isEmpty else {
    print("The kata is not complete: no test of the specification ran.")
    return false
  }
  for number in steps.numbers {
    let tests = run.tests.filter { $0.step == number }
    let passing = tests.count(where: \.passed)
    print(
      "\(passing == tests.count ? "✔" : "✘") Step \(number): \(steps.title(number)): \(passing) of \(tests.count)"
    )
  }
  let others = run.tests.filter { $0.step == nil }
  if !others.isEmpty {
    let passing = others.count(where: \.passed)
    print("\(passing == others.count ? "✔" : "✘") The test helpers: \(passing) of \(others.count)")
  }
  let red = run.tests.filter { !$0.passed }
  print("")
  guard let first = red.first else {
    print("The kata is complete: all \(run.tests.count) tests of the specification pass against your Game.")
    return true
  }
  print("The kata is not complete: \(red.count) of \(run.tests.count) tests of the specification fail.")
  for test in red.prefix(10) {
    print("  \(mark(test)) step \(test.step.map(String.init) ?? "-"): \(test.sentence)")
  }
  if red.count > 10 { print("  … and \(red.count - 10) more") }
  print("The first one says:")
  printProblem(first.firstProblem, indent: "    ")
  return false
}
