import Foundation
import Verdicts

/// One entry in a practice package's history.
///
/// An entry is a test run, or the learner's code kept at a moment when the tool was about to put back
/// older code. Every entry holds a snapshot, so nothing is ever lost.
public struct RunRecord: Codable, Sendable {
  public enum Event: String, Codable, Sendable {
    /// The package as `make kata` made it: where its history starts.
    case start
    /// A run of the learner's own tests.
    case run
    /// The code as it was before the tool put back an older run (`kata-revert`, a baby-steps timeout).
    case kept
  }

  /// After this entry's snapshot was taken, the tool put back the files of run `to` in these parts.
  public struct Revert: Codable, Sendable {
    public var to: Int
    public var parts: [Snapshot.Part]
  }

  /// The entry's number in the history: 0 for the start, the runs from 1; its file is `History/NNNN.json`.
  public var number: Int
  public var time: Date
  public var event: Event
  /// The command that made the entry: `kata-test`, `kata-watch`, `kata-babysteps`, `kata-tcr`, ….
  public var command: String
  /// The run's light; nil for entries that are not runs.
  public var light: Light?
  /// Why the light is amber.
  public var why: String?
  public var passed = 0
  public var failed = 0
  /// The failing tests' names.
  public var failing: [String] = []
  /// The skipped tests' names with their reasons; nil in runs recorded before skips were counted.
  public var skipped: [String]?
  /// The known issues, each with its test's name; nil in runs recorded before they were counted.
  public var knownIssues: [String]?
  /// The light the learner said the run would show (`PREDICT=`), if they did.
  public var prediction: Light?
  /// Lines changed since the code as the entry before left it.
  public var changes = LineChanges()
  public var revert: Revert?
  public var snapshot: Snapshot

  public var isRun: Bool { event == .run }

  /// Whether the learner predicted this run's light wrongly.
  public var predictedWrongly: Bool { prediction != nil && prediction != light }
}

/// The latest verdict of the specification on a learner's Game (`make kata-step`, `make kata-verify`).
public struct SpecificationRecord: Codable, Sendable {
  public var time: Date
  /// The last step whose tests all pass, with every step before it; 0 when step 1 does not.
  public var reached: Int
  public var steps: Int
  public var command: String
}

/// The latest grade of a learner's tests (`make kata-mutants`).
public struct GradeRecord: Codable, Sendable {
  public var time: Date
  public var killed: Int
  public var mutants: Int
}
