import Foundation
import Specification
import Verdicts

/// One entry in a practice package's history.
///
/// An entry is a test run, or the learner's code kept at a moment when the tool was about to put back
/// older code. Every entry holds a snapshot, so nothing is ever lost.
package struct RunRecord: Codable, Sendable {
  package enum Event: String, Codable, Sendable {
    /// The package as `make kata` made it: where its history starts.
    case start
    /// A run of the learner's own tests.
    case run
    /// The code as it was before the tool put back an older run (`kata-revert`, a baby-steps timeout).
    case kept
  }

  /// After this entry's snapshot was taken, the tool put back the files of run `to` in these parts.
  package struct Revert: Codable, Sendable {
    package var to: Int
    package var parts: [Snapshot.Part]
  }

  /// The entry's number in the history: 0 for the start, the runs from 1; its file is `History/NNNN.json`.
  package var number: Int
  package var time: Date
  package var event: Event
  /// The command that made the entry: `kata-test`, `kata-watch`, `kata-babysteps`, `kata-tcr`, ….
  package var command: String
  /// The run's light; nil for entries that are not runs.
  package var light: Light?
  /// Why the light is amber.
  package var why: String?
  package var passed = 0
  package var failed = 0
  /// The failing tests' names.
  package var failing: [String] = []
  /// The skipped tests' names with their reasons; nil in runs recorded before skips were counted.
  package var skipped: [String]?
  /// The known issues, each with its test's name; nil in runs recorded before they were counted.
  package var knownIssues: [String]?
  /// The light the learner said the run would show (`PREDICT=`), if they did.
  package var prediction: Light?
  /// Lines changed since the code as the entry before left it.
  package var changes = LineChanges()
  package var revert: Revert?
  package var snapshot: Snapshot
  /// The round's constraint the light checked (`RoundConstraint`), and where the code broke it; nil when
  /// no constraint the light can check was given.
  package var constraint: String?
  package var constraintBreaks: [ConstraintBreak]?
  /// Who drove when the run was made (`make kata-watch DRIVERS=…`); nil when no turns were kept.
  package var driver: String?
  /// The requirement the facilitator had changed in the round when the run was made; nil for none.
  package var change: RequirementChange?

  package var isRun: Bool { event == .run }

  /// Whether the learner predicted this run's light wrongly.
  package var predictedWrongly: Bool { prediction != nil && prediction != light }
}

/// The latest verdict of the specification on a learner's Game (`make kata-step`, `make kata-verify`).
package struct SpecificationRecord: Codable, Sendable {
  package var time: Date
  /// The last step whose tests all pass, with every step before it; 0 when step 1 does not.
  package var reached: Int
  package var steps: Int
  package var command: String
}

/// The latest grade of a learner's tests (`make kata-mutants`).
package struct GradeRecord: Codable, Sendable {
  package var time: Date
  package var killed: Int
  package var mutants: Int
}
