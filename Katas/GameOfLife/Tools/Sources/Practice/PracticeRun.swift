import Build
import Foundation
import KataSystem
import Specification
import Verdicts

/// One run of a learner's own tests, as every command of the practice loop makes it: on a snapshot of the
/// code taken when the run starts, recorded in the package's history with its light.
package struct PracticeRun {
  package var record: RunRecord
  package var outcome: Outcome
  /// The files a revert left as the learner saved them during the run (``Snapshot/restore(_:into:over:)``).
  var keptAsSaved: [String] = []
  /// Whether this is the first run since the facilitator changed a requirement: it shows the change's card.
  var changeIsNew = false

  /// The run's light; amber when it has none.
  package var light: Light { record.light ?? .amber }

  /// What `make kata-test` shows of the run: with `verbose`, the tests' own output, the builder and its
  /// plan; a run the time limit stopped; then the run as `RunView` shows it.
  package func text(in practice: PracticePackage, verbose: Bool, paint: Paint) -> String {
    var lines: [String] = []
    if verbose {
      lines.append(outcome.output + "Built by \(outcome.builder).")
      let plan = outcome.buildNotes.plan
      if !plan.isEmpty { lines.append((["Its plan:"] + plan).joined(separator: "\n  ")) }
    }
    if let stopped = outcome.stoppedNote { lines.append(stopped) }
    lines.append(
      RunView(
        record: record, outcome: outcome, practice: practice, paint: paint, changeIsNew: changeIsNew
      ).text)
    return lines.joined(separator: "\n")
  }
}

extension PracticeRoom {
  /// The scratch package every run of a learner's own tests is built in.
  func ownTestsPackage(of practice: PracticePackage) throws -> ScratchPackage {
    try ScratchPackage(
      folder: practice.scratch.appendingPathComponent("own"), workspace: workspace, guessesModule: true,
      reporter: kata.reporter)
  }

  /// Runs the learner's tests on a snapshot of their code, and records the run.
  ///
  /// - Parameters:
  ///   - revert: given the run's verdict, what the tool puts back afterwards (TCR's revert); the run's
  ///     own snapshot is recorded first, so what it replaces is kept.
  ///   - constraint: the constraint checked in the snapshot's Sources; by default, the one the pair's round
  ///     gives (`round.json`), if the light can check it.
  func runOwnTests(
    _ snapshot: Snapshot, in practice: PracticePackage, command: String, prediction: Light? = nil,
    constraint: RoundConstraint? = nil, driver: String? = nil,
    revert: (RunVerdict) throws -> RunRecord.Revert? = { _ in nil }
  ) throws -> PracticeRun {
    // The constraint is read on the other core while the tests are built and run.
    let checked = constraint ?? practice.round.constraint.flatMap(RoundConstraint.init(rawValue:))
    let breaks = Locked<[ConstraintBreak]?>(nil)
    let checking = DispatchGroup()
    if let checked, checked.isReadInCode {
      let (folder, swiftc) = (practice.scratch.appendingPathComponent("constraint"), workspace.swiftc)
      let template = try? practice.templateSnapshot()
      DispatchQueue.global().async(group: checking) {
        let found = checked.breaks(in: snapshot, folder: folder, swiftc: swiftc, template: template)
        breaks.withLock { $0 = found }
      }
    }
    var outcome: Outcome
    do {
      let variant = try practice.variant(of: snapshot)
      let package = try ownTestsPackage(of: practice)
      outcome = try SuiteRunner(package: package).run(variant)
      // Said once, when the manifest is new: what the fast path cannot build goes to swift build.
      if let manifest = variant.manifest, manifest.isNew, let reason = package.onlySwiftBuildBuilds(variant) {
        outcome.note =
          "Built with swift build: the kata tool's own build cannot do what Package.swift asks "
          + "(\(reason))."
      }
      for target in variant.testsInPlainTargets {
        outcome.note = [
          outcome.note,
          "\(target.path) holds tests, but Package.swift declares \(target.name) with .target, so SwiftPM "
            + "runs none of them (swift test: \"no tests found\"). Declare it with .testTarget.",
        ].compactMap { $0 }.joined(separator: "\n")
      }
      if variant.testEntryPoint != nil {
        outcome.note = [
          outcome.note,
          "\(Variant.testEntryPointPath) is the tests' entry point, as swift test on Linux makes it: only the "
            + "XCTest tests it lists run, and no Swift Testing test. Remove it to run them all.",
        ].compactMap { $0 }.joined(separator: "\n")
      }
    } catch let error as ManifestError {
      outcome = Outcome(variantName: "your practice package \(practice.path)")
      outcome.compileError = error.text
    }
    let verdict = RunVerdict(outcome)
    checking.wait()
    Interruption.wholeWrites.lock()
    defer { Interruption.wholeWrites.unlock() }
    let history = History(practice: practice)
    let earlier = checked?.isReadInCode == false ? history.load().runs : []
    let change = practice.round.change
    let changeIsNew = change != nil && history.latest()?.change != change
    let record = try history.append(reporter: kata.reporter) { number, before in
      let time = Date()
      let found = checked.map {
        $0.isReadInCode
          ? breaks.withLock { $0 } ?? []
          : $0.breaks(
            ofLight: verdict.light, number: number, at: time, driver: driver, snapshot: snapshot,
            after: earlier)
      }
      return RunRecord(
        number: number, time: time, event: .run, command: command, light: verdict.light, why: verdict.why,
        passed: verdict.passed, failed: verdict.failed, failing: verdict.failing,
        skipped: verdict.skipped.isEmpty ? nil : verdict.skipped,
        knownIssues: verdict.knownIssues.isEmpty ? nil : verdict.knownIssues, prediction: prediction,
        changes: snapshot.changes(since: try before ?? practice.templateSnapshot()),
        revert: try revert(verdict),
        snapshot: snapshot, constraint: checked?.rawValue, constraintBreaks: found,
        driver: driver, change: change)
    }
    var keptAsSaved: [String] = []
    if let revert = record.revert {
      do {
        keptAsSaved = try history.code(after: record).restore(
          revert.parts, into: practice.folder, over: snapshot)
      } catch {
        throw workspace.problem(
          error,
          "so your code is only partly put back to run \(revert.to); what you wrote is kept as run "
            + "\(record.number): make kata-revert\(practice.nameArgument) RUN=\(record.number) brings it back"
        )
      }
    }
    return PracticeRun(
      record: record, outcome: outcome, keptAsSaved: keptAsSaved, changeIsNew: changeIsNew)
  }
}
