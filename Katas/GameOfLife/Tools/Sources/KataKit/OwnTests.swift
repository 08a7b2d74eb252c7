/// What a learner's own test run says: every test with its mark, each failure with what it said.
func judgeOwnTests(_ outcome: Outcome, practice: PracticePackage) -> Report {
  var report = Report()
  let tests = outcome.run.tests
  for test in tests {
    report.say(wrapped("\(mark(test)) \(test.sentence)", indent: ""))
    if !test.passed {
      report.problem(test.firstProblem, indent: "    ", lines: 12)
      report.say(
        "    (\(practice.path)/Tests/GameOfLifeTests/\(test.file), line \(test.problemLine ?? test.line))")
    }
  }
  let xctests = outcome.xctestCount
  let ran = tests.filter { $0.outcome != .notRun }.count + xctests
  guard ran > 0 else {
    report.fail(
      "No test ran: write your first test in \(practice.path)/Tests/GameOfLifeTests/GameOfLifeTests.swift")
    return report
  }
  let failing = tests.filter { !$0.passed && $0.outcome != .notRun }.count
  report.say()
  if failing > 0 || !outcome.exitedCleanly {
    report.fail(
      "\(failing) of \(ran) tests fail." + (xctests > 0 && failing == 0 ? " (XCTest: see VERBOSE=1)" : ""))
  } else {
    report.say("All \(count(ran, "test")) pass.")
  }
  return report
}
