import KataSystem
import Verdicts

/// What one run of a test suite against one mutant showed.
package struct MutantVerdict: Sendable {
  package var mutant: Mutant
  package var killed: Bool
  package var killer: String
  /// The mutant did not compile, so it graded nothing: a broken `.mutant` file, never a kill.
  package var broken = false

  package init(mutant: Mutant, outcome: Outcome) {
    self.mutant = mutant
    guard outcome.compiled else {
      killed = false
      killer = "(does not compile: fix \(mutant.name).mutant)"
      broken = true
      return
    }
    killed = outcome.anyTestFailed
    let failing = outcome.run.tests.filter { !$0.passed && $0.outcome != .notRun }
    if let test = failing.first {
      let how = [TestResult.Outcome.crashed: " (crashed)", .stopped: " (stopped by the time limit)"]
      killer = "\"\(test.sentence)\"" + (how[test.outcome] ?? "")
      if failing.count > 1 { killer += " and \(failing.count - 1) more" }
    } else {
      killer = killed ? "(the test run crashed)" : ""
    }
  }
}

/// The table of mutants and what it means: for the project, every one must be killed; for a learner,
/// every bug their tests let through, in plain words.
///
/// - Parameter reached: for a learner, the step the specification's latest verdict on their Game reached,
///   of how many, and by which command, if any: the bugs of steps they have not reached are expected to
///   get through.
package func judgeMutants(
  _ verdicts: [MutantVerdict], learner: Bool, reached: (step: Int, steps: Int, command: String)? = nil,
  specification: String = "the specification"
) -> Report {
  var report = Report()
  let width = max(20, verdicts.map(\.mutant.name.count).max() ?? 0)
  func padded(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
  report.say("\(padded("Mutant"))  Result    Killed by")
  for verdict in verdicts {
    let result = verdict.broken ? "BROKEN  " : verdict.killed ? "killed  " : "SURVIVED"
    report.say("\(padded(verdict.mutant.name))  \(result)  \(verdict.killer)")
    report.say("    \(verdict.mutant.bug)")
    // A learner reads why each bug that got through matters once, under its row.
    if learner && !verdict.killed && !verdict.broken {
      for line in verdict.mutant.why { report.say("    \(line)") }
    }
  }
  let survivors = verdicts.filter { !$0.killed && !$0.broken }
  let broken = verdicts.filter(\.broken)
  report.say()
  if !broken.isEmpty {
    report.fail(
      "\(count(broken.count, "mutant")) did not compile against the library and graded nothing: fix the file first."
    )
    return report
  }
  if !learner {
    if survivors.isEmpty {
      report.say("make mutants: \(specification) kills all \(verdicts.count) mutants.")
    } else {
      report.fail(
        "make mutants: FAILED: \(survivors.count) of \(verdicts.count) mutants survive \(specification).")
    }
    return report
  }
  guard !survivors.isEmpty else {
    report.say("Your tests catch all \(verdicts.count) bugs. Well done.")
    return report
  }
  report.say(
    "Your tests would let \(survivors.count) of \(verdicts.count) bugs through: those SURVIVED above.")
  // One bug that got through is named as one.
  let one = survivors.count == 1
  if let reached, reached.step < reached.steps {
    report.say(
      "You have reached step \(reached.step) of \(reached.steps) (by \(reached.command)): "
        + (one ? "this bug may belong to a step" : "most of these bugs belong to steps")
        + " you have not reached, and get\(one ? "s" : "") through until your tests reach \(one ? "it" : "them")."
    )
  } else if reached == nil {
    report.say(
      (one ? "This bug may belong to a step" : "Most of these bugs may belong to steps")
        + " you have not reached: make kata-step shows how far your Game is.")
  }
  report.say(
    "Write a test that fails for \(one ? "it" : "one of them"), then run make kata-mutants again. A bug that "
      + "behaves exactly as your code does (an equivalent mutant) no test can catch: leave it.")
  return report
}
