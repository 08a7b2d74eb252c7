/// Checks that the kata's steps really are test-driven, from one run of the specification per solution.
///
/// For every step N, the tests step N adds must fail on the solution of step N − 1 (red), and every test
/// of steps 1 to N must pass on the solution of step N (green). Solution 0 is the practice template.
func checkSteps(steps: Steps, runs: [Int: TestRun]) -> Bool {
  var allGood = true
  for number in steps.numbers {
    let label = "step \(twoDigits(number)) \(steps.title(number))"
    guard let before = runs[number - 1], let after = runs[number] else {
      print("✘ \(label): FAILED: no test run for the solution of step \(number - 1) or \(number)")
      allGood = false
      continue
    }
    let added = after.stepTests.filter { $0.step == number }
    let upToHere = after.stepTests.filter { ($0.step ?? 0) <= number }
    let alreadyGreen = before.tests.filter { $0.step == number && $0.passed }
    let stillRed = upToHere.filter { !$0.passed }
    var problems: [String] = []
    if added.isEmpty { problems.append("the step adds no test") }
    if upToHere.isEmpty { problems.append("no test ran") }
    for test in alreadyGreen {
      problems.append(
        "not red: its new test \"\(test.sentence)\" already passes on the solution of step \(number - 1)")
    }
    for test in stillRed {
      problems.append("not green: the solution fails \"\(test.sentence)\" (\(test.file):\(test.line))")
    }
    if problems.isEmpty {
      print(
        "✔ \(label): red (\(count(added.count, "new test")) \(added.count == 1 ? "fails" : "fail") on step \(number - 1)), "
          + "green (all \(upToHere.count) tests up to step \(number) pass)")
    } else {
      allGood = false
      print("✘ \(label): FAILED")
      for problem in problems { print("    \(problem)") }
    }
  }
  let unknown = Set((runs.values.flatMap(\.stepTests)).compactMap(\.step)).subtracting(steps.numbers)
  for number in unknown.sorted() {
    print("✘ tests for a step \(number) that has no folder in Katas/GameOfLife/steps")
    allGood = false
  }
  print(allGood ? "make kata-check: every step is red, then green." : "make kata-check: FAILED")
  return allGood
}

func twoDigits(_ number: Int) -> String {
  number < 10 ? "0\(number)" : "\(number)"
}

/// "1 new test", "3 new tests".
func count(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)\(number == 1 ? "" : "s")"
}
