import Foundation
import KataSystem
import Specification
import Verdicts

/// The specification on a learner's Game: `make kata-step` and `make kata-verify`, and the verdict kept.
///
/// A design of the pair's own is judged through its adapter (`SpecificationJudge+Design.swift`).
package struct SpecificationJudge: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

/// What the specification said of a learner's Game: the light, and the report for the command to show.
///
/// Amber, with nothing more to show, when there was nothing to judge (the Game does not compile with the
/// specification's tests); the reader was told why as it happened.
package struct SpecificationVerdict {
  package var light: Light
  package var report = Report()
}

extension SpecificationJudge {
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
  package func step(_ text: String, name: String) throws -> SpecificationVerdict {
    let steps = try Steps(workspace: workspace)
    let asked = text.isEmpty ? nil : try steps.number(from: text)
    let practice = try PracticePackage(name: name, workspace: workspace)
    guard let judged = try specOnPractice(practice, upTo: asked, command: "kata-step") else {
      return SpecificationVerdict(light: .amber)
    }
    let notAsked = try judged.notAsked(workspace)
    let firstRed = firstStepNotGreen(steps, run: judged.outcome.run, notAsked: notAsked)
    let last = asked ?? firstRed ?? steps.last
    try remember(judged, of: steps, upTo: last, in: practice, command: "kata-step")
    var report = judgeStep(last, steps: steps, run: judged.outcome.run, notAsked: notAsked)
    if asked == nil {
      report.lines.insert(
        firstRed == nil
          ? "Every step is green; showing them all."
          : "Your first step that is not all green is step \(last): \(steps.title(last)).", at: 0)
    }
    return SpecificationVerdict(light: report.passed ? .green : .red, report: report)
  }

  /// `make kata-verify`: the whole specification against the learner's Game.
  package func verify(name: String) throws -> SpecificationVerdict {
    let steps = try Steps(workspace: workspace)
    let practice = try PracticePackage(name: name, workspace: workspace)
    guard let judged = try specOnPractice(practice) else { return SpecificationVerdict(light: .amber) }
    try remember(judged, of: steps, upTo: steps.last, in: practice, command: "kata-verify")
    let report = judgeVerify(
      steps, run: judged.outcome.run, greenOnTheTemplate: try GreenOnTheTemplate(workspace: workspace),
      notAsked: try judged.notAsked(workspace))
    return SpecificationVerdict(light: report.passed ? .green : .red, report: report)
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
