/// Prints the specification as a document: every test sentence with its result, by rule and by step.
///
/// - Returns: whether every test passed (and at least one ran).
func printSpecification(steps: Steps, run: TestRun) -> Bool {
  print("# Conway's Game of Life: the specification")
  print("")
  print("Read from the tests in Tests/GameOfLifeSpec as they ran just now: ✔ passes, ✘ fails.")
  print("")
  print("## By rule")
  // The rules' suites first, in the order the kata meets them; suites outside the steps last.
  let firstStep = { (suiteID: String) in
    run.tests.filter { $0.suiteID == suiteID }.compactMap(\.step).min() ?? 99
  }
  let suiteIDs = run.suiteOrder.enumerated().sorted {
    (firstStep($0.element), $0.offset) < (firstStep($1.element), $1.offset)
  }
  for suiteID in suiteIDs.map(\.element) {
    let tests = run.tests.filter { $0.suiteID == suiteID }
    guard !tests.isEmpty else { continue }
    print("")
    print("### \(run.suites[suiteID] ?? suiteID)")
    for test in tests {
      let step = test.step.map { " (step \($0))" } ?? ""
      print("- \(mark(test)) \(test.sentence)\(step)")
      if !test.cases.isEmpty {
        print("  for each of: \(test.cases.joined(separator: " · "))")
      }
    }
  }
  print("")
  print("## By step")
  for number in steps.numbers {
    print("")
    print("### Step \(number): \(steps.title(number))")
    for test in run.tests where test.step == number {
      print("- \(mark(test)) \(run.suiteName(of: test)): \(test.sentence)")
    }
  }
  let red = run.tests.filter { !$0.passed }
  print("")
  if run.tests.isEmpty {
    print("make spec: FAILED: no test ran")
    return false
  }
  if !red.isEmpty {
    print("make spec: FAILED: \(red.count) of \(run.tests.count) tests fail:")
    for test in red {
      print("  \(mark(test)) \(test.sentence)")
      printProblem(test.firstProblem)
    }
    return false
  }
  print("All \(run.tests.count) tests pass.")
  return true
}
