import Foundation
import KataSystem
import Specification
import Verdicts

/// The practice room's commands: a learner's own package, tests, steps, verdict and grade.

/// The commands of a learner's practice package: their runs, the specification on their Game, the grade of their tests, their history and the loop.
package struct PracticeRoom: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension PracticeRoom {
  /// `make kata`: a new practice package from the template.
  package func newPractice(name: String, force: Bool) throws -> Bool {
    let practice = try PracticePackage(name: name, workspace: workspace)
    if let archived = try practice.create(force: force, reporter: kata.reporter) {
      say("Kept your previous practice package, whole, as \(archived)")
    }
    say("Building it once, so that your first light comes quickly ...")
    // Only a head start: what the build keeps makes the first run fast, and a build that fails here
    // fails again, and is reported, at the first run.
    _ = try? ownTestsPackage(of: practice).build(try practice.variant(of: try Snapshot(of: practice.folder)))
    let steps = try Steps(workspace: workspace)
    say("Your practice package is ready: \(practice.path)")
    say("  your Game:   \(practice.path)/Sources/GameOfLife (every name the tests use, nothing done yet)")
    say("  your tests:  \(practice.path)/Tests/GameOfLifeTests/GameOfLifeTests.swift")
    say("Next:")
    say(
      "  read Katas/GameOfLife/steps/\(steps.all.first?.folderName ?? "01")/README.md, write a failing test, then"
    )
    say("  make kata-test\(practice.nameArgument)            run your own tests")
    say("  make kata-step\(practice.nameArgument)            run the specification up to your first red step")
    return true
  }

  /// `make kata-test [PREDICT=red|amber|green]`: the learner's own tests against their own Game, recorded.
  ///
  /// - Returns: the run, for the command to show (`PracticeRun.text`).
  package func testPractice(_ practice: PracticePackage, prediction: String) throws -> PracticeRun {
    try practice.requireExists()
    let predicted = try Light.prediction(prediction)
    return try runOwnTests(
      try Snapshot(of: practice.folder), in: practice, command: "kata-test", prediction: predicted)
  }

  /// Runs the specification against a learner's Game, in the package's own scratch space.
  ///
  /// It runs all of it, or only the tests of steps 1 to `last`. A design of the pair's own is asked,
  /// through its adapter, what the specification for any design asks. Nil when there is nothing to
  /// judge, and the reader has been told why.
  package func specOnPractice(
    _ practice: PracticePackage, upTo last: Int? = nil, command: String = "kata-verify"
  ) throws -> PracticeSpecification? {
    try practice.requireExists()
    // A step's tests are in its own file, StepNN….swift, which every test's identifier names.
    let numbers = try last.map { Array(1...$0) } ?? Steps(workspace: workspace).all.map(\.number)
    let steps = numbers.map(twoDigits)
    let filter = ["--filter", "/Step(" + steps.joined(separator: "|") + ")[^/]*\\.swift:"]
    // A design of its own, or one the pair adapts with a type of their own, is asked what any design is.
    let snapshot = try Snapshot(of: practice.folder)
    let package = try specificationPackage(of: practice)
    let judged = try judgedThroughAnAdapter(practice, snapshot: snapshot, building: package)
    if judged.adapter {
      return try designSpecOnPractice(practice, filter: filter, command: command, why: judged.why)
    }
    let runner = SuiteRunner(package: package)
    let build: SuiteRunner.BuiltVariant
    if let made = judged.build {
      build = made
    } else {
      say("Building your Game with the specification's tests ...")
      build = try runner.build(try practice.specificationVariant(of: snapshot))
    }
    let outcome = try runner.run(build, arguments: last == nil ? [] : filter)
    sayIfStopped(outcome)
    guard outcome.compiled else {
      _ = compileFailure(outcome)
      return nil
    }
    return PracticeSpecification(outcome: outcome, adapter: nil)
  }

  /// `make kata-step [STEP=N]`: the specification's tests of steps 1 to N, or up to the first step not green.
  package func step(_ text: String, name: String) throws -> Light {
    let steps = try Steps(workspace: workspace)
    let asked = text.isEmpty ? nil : try steps.number(from: text)
    let practice = try PracticePackage(name: name, workspace: workspace)
    guard let judged = try specOnPractice(practice, upTo: asked, command: "kata-step") else { return .amber }
    let notAsked = try judged.notAsked(workspace)
    let firstRed = firstStepNotGreen(steps, run: judged.outcome.run, notAsked: notAsked)
    let last = asked ?? firstRed ?? steps.last
    try remember(judged, of: steps, upTo: last, in: practice, command: "kata-step")
    if asked == nil {
      say(
        firstRed == nil
          ? "Every step is green; showing them all."
          : "Your first step that is not all green is step \(last): \(steps.title(last)).")
    }
    return show(judgeStep(last, steps: steps, run: judged.outcome.run, notAsked: notAsked)) ? .green : .red
  }

  /// `make kata-verify`: the whole specification against the learner's Game.
  package func verify(name: String) throws -> Light {
    let steps = try Steps(workspace: workspace)
    let practice = try PracticePackage(name: name, workspace: workspace)
    guard let judged = try specOnPractice(practice) else { return .amber }
    try remember(judged, of: steps, upTo: steps.last, in: practice, command: "kata-verify")
    let report = judgeVerify(
      steps, run: judged.outcome.run, greenOnTheTemplate: try GreenOnTheTemplate(workspace: workspace),
      notAsked: try judged.notAsked(workspace))
    return show(report) ? .green : .red
  }

  /// `make kata-mutants`: the learner's own tests against the library's Game, then against every mutant;
  /// for a design of the pair's own, against mutants of their own code, as `ownCode` asks beside the
  /// curated mutants for a design on the template.
  package func gradePractice(name: String, ownCode: Bool = false) throws -> Bool {
    let practice = try PracticePackage(name: name, workspace: workspace)
    try practice.requireExists()
    let judged = try judgedThroughAnAdapter(
      practice, snapshot: try Snapshot(of: practice.folder), building: try specificationPackage(of: practice))
    if judged.adapter {
      if let why = judged.why { say("\(practice.path) is a design of its own: \(why).") }
      return try gradeOwnCodeAndSay(practice)
    }
    if ownCode {
      let curated = try gradePractice(name: name)
      return try gradeOwnCodeAndSay(practice) && curated
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
        return try gradeOwnCodeAndSay(practice)
      }
      say(baseline.compileError ?? "")
      say()
      say("Error: " + grading.compileAdvice(baseline.compileError ?? ""))
      return false
    }
    guard !baseline.anyTestFailed else {
      let failing = baseline.run.tests.filter { !$0.passed && $0.outcome != .notRun }
      for test in failing {
        say(wrapped("\(mark(test)) \(test.sentence)", indent: "  "))
        var report = Report()
        report.problem(of: test)
        if !report.lines.isEmpty { say(report.text) }
        if let place = grading.baseline.tests.location(of: test) { say("      (\(place))") }
      }
      say(
        "Error: your tests fail against the library's correct Game, so they cannot grade anything yet: "
          + "fix \(failing.count == 1 ? "that test" : "those tests"), then run make kata-mutants"
          + "\(practice.nameArgument) again")
      return false
    }
    let results = try outcomes(of: try grading.mutantVariants(), on: runners) { _ in write(".") }
    say()
    if baseline.run.tests.isEmpty {
      say("You have no tests yet, so every one of these bugs would get through:")
    }
    let verdicts = zip(grading.mutants, results).map { MutantVerdict(mutant: $0, outcome: $1) }
    try History(practice: practice).save(
      GradeRecord(time: Date(), killed: verdicts.filter(\.killed).count, mutants: verdicts.count))
    return show(
      judgeMutants(
        verdicts, learner: true,
        reached: History(practice: practice).specification.map { ($0.reached, $0.steps, $0.command) }))
  }
}

extension PracticeRoom {
  /// Whether the pair's tests compile against their own code, as their package declares it.
  private func ownTestsCompile(_ practice: PracticePackage) throws -> Bool {
    guard let variant = try? practice.variant(of: try Snapshot(of: practice.folder)) else { return false }
    if case .compileError = try ownTestsPackage(of: practice).build(variant) { return false }
    return true
  }

  /// Keeps the specification's latest verdict in the history, for the lights and the dashboard: the last
  /// step that is green with every step before it, among the steps the run covered.
  func remember(
    _ judged: PracticeSpecification, of steps: Steps, upTo covered: Int, in practice: PracticePackage,
    command: String
  ) throws {
    let firstRed =
      firstStepNotGreen(steps, run: judged.outcome.run, notAsked: try judged.notAsked(workspace)).map {
        min($0, covered + 1)
      } ?? covered + 1
    try History(practice: practice).save(
      SpecificationRecord(time: Date(), reached: firstRed - 1, steps: steps.last, command: command))
  }
}

extension Light {
  /// A learner's `PREDICT=`: nil when they made none.
  static func prediction(_ word: String) throws -> Light? {
    guard !word.isEmpty else { return nil }
    guard let light = Light(word: word) else {
      throw KataError("PREDICT must be red, amber or green (or R, A, G), not '\(word)'")
    }
    return light
  }
}

/// Whether the compiler says a name is missing: the one case where the template's names are the advice.
package func mentionsMissingName(_ compilerOutput: String) -> Bool {
  compilerOutput.contains("cannot find") || compilerOutput.contains("has no member")
    || compilerOutput.contains("no exact matches") || compilerOutput.contains("incorrect argument label")
}
