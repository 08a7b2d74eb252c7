import Build
import Foundation
import KataSystem
import Specification
import Verdicts

/// A design of the pair's own, judged by the specification for any design through its adapter.
extension SpecificationJudge {
  /// The specification for any design, on a design of the pair's own, through the adapter in its tests.
  ///
  /// No adapter, or one that does not compile or traps, is amber: nothing is judged.
  ///
  /// - Parameters:
  ///   - why: why the package is a design of its own, for the line that asks for an adapter.
  ///   - change: a requirement change, whose sentences are asked in place of the specification's.
  package func designSpecOnPractice(
    _ practice: PracticePackage, filter: [String], command: String, why: String?,
    change: RequirementChange? = nil
  ) throws -> PracticeSpecification? {
    let snapshot = try Snapshot(of: practice.folder)
    guard
      let adapter = try adapter(of: practice, snapshot: snapshot, command: command, why: why, change: change)
    else {
      return nil
    }
    let variant = try practice.designSpecificationVariant(of: snapshot, adapter: adapter, change: change)
    let package = try ScratchPackage(
      folder: practice.scratch.appendingPathComponent("design-spec"), workspace: workspace,
      reporter: kata.reporter)
    say(
      "Building your design with "
        + (change.map { "the sentences of the change \($0.rawValue)" } ?? "the specification for any design")
        + ", through \(adapter.type) ...")
    let outcome = try SuiteRunner(package: package).run(variant, arguments: filter)
    sayIfStopped(outcome)
    guard outcome.compiled else {
      guard adapter.isBlamed(by: outcome.compileError ?? "") else {
        _ = compileFailure(outcome)
        return nil
      }
      say(outcome.compileError ?? "")
      say()
      say(adapter.amber("does not compile with your design", why: outcome.compileError ?? ""))
      return nil
    }
    // A trap in the adapter's own code leaves nothing judged; one in the design is its test's red.
    if let crash = outcome.run.tests.first(where: { $0.outcome == .crashed }) {
      // Each crash's words at its place, as `Adapter.swift:17: crashed: Fatal error: …`, read by `Crash`.
      let words = outcome.run.tests.filter { $0.outcome == .crashed }.compactMap(\.problems.first)
        .map { problem in problem.place.map { "\($0): \(problem.text)" } ?? problem.text }
        .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: "\n")
      if adapter.isBlamed(by: words) {
        say(words)
        say()
        say(adapter.amber("trapped in \"\(crash.sentence)\"", why: words))
        return nil
      }
    }
    return PracticeSpecification(outcome: outcome, adapter: adapter)
  }

  /// The adapter a design of the pair's own is judged through.
  ///
  /// Nil when its manifest does not compile, or it has no adapter or several, each said in a line. For a
  /// requirement `change`, a package on the template's names without an adapter of its own is asked
  /// through its `Game`.
  package func adapter(
    of practice: PracticePackage, snapshot: Snapshot, command: String, why: String? = nil,
    change: RequirementChange? = nil
  ) throws -> DesignAdapter? {
    let own: Variant
    do {
      own = try practice.variant(of: snapshot)
    } catch let error as ManifestError {
      say(error.text)
      say(
        "Error: \(practice.path)/Package.swift does not compile, so make \(command) cannot read your design")
      return nil
    }
    switch DesignAdapter.search(in: own) {
    case .none:
      if change != nil, let game = DesignAdapter.templateGame(in: own) { return game }
      say(DesignAdapter.missing(command: command, practice: practice, in: own, why: why))
      return nil
    case .several(let types):
      say(
        "Error: make \(command) judges your design through one SpecificationAdapter, and \(practice.path) "
          + "has \(types.count): \(types.joined(separator: ", ")). Keep one.")
      return nil
    case .found(let adapter):
      return adapter
    }
  }
}

extension SpecificationJudge {
  /// Whether a pair's code is judged through an adapter, the same in every command.
  ///
  /// It is when it is a design of its own (`DesignKind`, decided once for its code), or one the template's
  /// names fit whose tests adapt a type of their own. `why` is the first's reason; nil for the second, and
  /// when it is judged through the template's names.
  ///
  /// The specification is built in the package's own scratch space to decide, when nothing was decided
  /// for this code yet: `build` is that build, for a caller that runs the specification to reuse.
  package func judgedThroughAnAdapter(
    _ practice: PracticePackage, snapshot: Snapshot, building package: ScratchPackage
  ) throws -> (adapter: Bool, why: String?, kind: DesignKind, build: SuiteRunner.BuiltVariant?) {
    let (kind, build) = try practice.design(of: snapshot, building: package) { say($0) }
    if case .own(let why) = kind { return (true, why, kind, build) }
    return (kind == .template && practice.adaptsItsOwnType, nil, kind, build)
  }

  /// The package in which the specification is built on a pair's Game: decided and run in one place.
  package func specificationPackage(of practice: PracticePackage) throws -> ScratchPackage {
    try ScratchPackage(
      folder: practice.scratch.appendingPathComponent("spec"), workspace: workspace, reporter: kata.reporter)
  }
}

/// The specification's run on a learner's package, and the adapter it judged their design through.
package struct PracticeSpecification {
  package var outcome: Outcome
  /// The pair's adapter, for a design of their own; nil when the template's names were asked.
  package var adapter: DesignAdapter?

  /// What the specification does not ask of a design of the pair's own; nil on the template's names.
  package func notAsked(_ workspace: Workspace) throws -> NotAsked? {
    adapter == nil ? nil : try NotAsked(workspace: workspace)
  }
}
