import Foundation
import KataSystem
import Specification
import Verdicts

/// The grade of a learner's tests: `make kata-mutants`, against the kata's mutants or their own code's.
package struct Grader: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

/// What grading a pair's tests found: the report for the command to show, and whether it passed.
package struct Grade {
  /// Whether the mutants were of the pair's own code (a design of its own), not the kata's.
  package var ofOwnCode = false
  package var report = Report()
  package var passed: Bool { report.passed }

  /// A grade that could not be made, the reader told why as it happened.
  static func notMade(ofOwnCode: Bool) -> Grade {
    var grade = Grade(ofOwnCode: ofOwnCode)
    grade.report.passed = false
    return grade
  }
}

extension Grader {
  /// `make kata-mutants`: the learner's own tests against the library's Game, then against every mutant;
  /// for a design of the pair's own, against mutants of their own code (`gradeOwnCodeAndKeep`).
  package func gradePractice(name: String) throws -> Grade {
    let practice = try PracticePackage(name: name, workspace: workspace)
    try practice.requireExists()
    let judge = SpecificationJudge(kata)
    let judged = try judge.judgedThroughAnAdapter(
      practice, snapshot: try Snapshot(of: practice.folder),
      building: try judge.specificationPackage(of: practice))
    if judged.adapter {
      if let why = judged.why { say("\(practice.path) is a design of its own: \(why).") }
      return try gradeOwnCodeAndKeep(practice)
    }
    let grading = try Grading(practice: practice, workspace: workspace)
    say(
      "make kata-mutants: running your tests (\(practice.path)/Tests) against the library's Game and every mutant ..."
    )
    let runners = try packages("practice/\(name)/grade", count: jobs, guessesModule: true)
    let baseline = try SuiteRunner(package: runners[0]).run(grading.baseline)
    sayIfStopped(baseline)
    guard baseline.compiled else {
      // Tests that fit the pair's own Game and not the template's names are a design of its own's.
      if !grading.clashes(baseline.compileError ?? ""), try ownTestsCompile(practice) {
        say(
          "Your tests compile against your own Game and not against the library's: they use names of their own "
            + "(or @testable), so they grade mutants of your own code. Tests through the kata's names (Game, "
            + "Position, Cell, CellState, Topology, Rule) are graded by the kata's mutants.")
        return try gradeOwnCodeAndKeep(practice)
      }
      var grade = Grade()
      grade.report.say(baseline.compileError ?? "")
      grade.report.say()
      grade.report.fail("Error: " + grading.compileAdvice(baseline.compileError ?? ""))
      return grade
    }
    guard !baseline.anyTestFailed else {
      var grade = Grade()
      let failing = baseline.run.tests.filter { !$0.passed && $0.outcome != .notRun }
      for test in failing {
        grade.report.say(wrapped("\(mark(test)) \(test.sentence)", indent: "  "))
        grade.report.problem(of: test)
        if let place = grading.baseline.tests.location(of: test) { grade.report.say("      (\(place))") }
      }
      grade.report.fail(
        "Error: your tests fail against the library's correct Game, so they cannot grade anything yet: "
          + "fix \(failing.count == 1 ? "that test" : "those tests"), then run make kata-mutants"
          + "\(practice.nameArgument) again")
      return grade
    }
    let results = try outcomes(of: try grading.mutantVariants(), on: runners) { _ in write(".") }
    say()
    let verdicts = zip(grading.mutants, results).map { MutantVerdict(mutant: $0, outcome: $1) }
    try History(practice: practice).save(
      GradeRecord(time: Date(), killed: verdicts.filter(\.killed).count, mutants: verdicts.count))
    var grade = Grade(
      report: judgeMutants(
        verdicts, learner: true,
        reached: History(practice: practice).specification.map { ($0.reached, $0.steps, $0.command) }))
    if baseline.run.tests.isEmpty {
      grade.report.lines.insert("You have no tests yet, so every one of these bugs would get through:", at: 0)
    }
    return grade
  }
}

extension Grader {
  /// Whether the pair's tests compile against their own code, as their package declares it.
  private func ownTestsCompile(_ practice: PracticePackage) throws -> Bool {
    guard let variant = try? practice.variant(of: try Snapshot(of: practice.folder)) else { return false }
    if case .compileError = try PracticeRoom(kata).ownTestsPackage(of: practice).build(variant) {
      return false
    }
    return true
  }
}
