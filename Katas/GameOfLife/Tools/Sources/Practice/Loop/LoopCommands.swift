import Foundation
import KataSystem
import Verdicts

/// The loop of runs: `make kata-watch`, `make kata-babysteps` and `make kata-tcr`, and what TCR says it did.
package struct LoopCommands: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension LoopCommands {
  /// `make kata-watch`, `make kata-babysteps`, `make kata-tcr WATCH=1`: a loop of runs until `q` or Ctrl-C.
  package func loop(
    name: String, rule: LoopRule, command: String, constraint: RoundConstraint? = nil,
    drivers: [String]? = nil, minutes: Double = 5
  ) throws -> Never {
    let practice = try PracticeRoom(kata).existingPractice(name)
    let turn = drivers.map { DriverTurn(drivers: $0, seconds: minutes * 60, at: Date()) }
    PracticeLoop(
      kata: kata, practice: practice, rule: rule, command: command, constraint: constraint, turn: turn
    ).start()
  }

  /// `make kata-tcr`: one run; green is kept, any other light puts back the last green.
  package func tcr(name: String, variant: TCRVariant) throws -> Light {
    let practice = try PracticeRoom(kata).existingPractice(name)
    let history = History(practice: practice)
    let run = try PracticeRoom(kata).runOwnTests(
      try Snapshot(of: practice.folder), in: practice, command: "kata-tcr"
    ) {
      verdict in
      guard variant.reverts(verdict) else { return nil }
      return try lastGreenOrStart(in: history).map { RunRecord.Revert(to: $0, parts: variant.parts) }
    }
    say(
      RunView(
        record: run.record, outcome: run.outcome, practice: practice, paint: .standardOutput,
        changeIsNew: run.changeIsNew
      ).text)
    say(tcrVerdict(run, practice: practice, history: history))
    return run.record.light ?? .amber
  }

  /// What TCR did after a run, in one line: kept it, or put back the last green.
  func tcrVerdict(_ run: PracticeRun, practice: PracticePackage, history: History) -> String {
    let record = run.record
    if let revert = record.revert {
      return putBackMessage(
        revert, kept: record.number, keptAsSaved: run.keptAsSaved, practice: practice, history: history)
    }
    if record.light == .green { return "Green: kept. This is now the code TCR goes back to." }
    return "Kept as it is: it did not compile, and btcr puts back only code that compiles."
  }

  /// What TCR goes back to: the last green run, or before any green, where the history starts.
  func lastGreenOrStart(in history: History) throws -> Int? {
    let records = history.load().records
    return (records.last { $0.light == .green } ?? records.first)?.number
  }

  /// Says what was put back, and how to bring back what it replaced.
  func putBackMessage(
    _ revert: RunRecord.Revert, kept: Int, keptAsSaved: [String] = [], practice: PracticePackage,
    history: History
  ) -> String {
    let target = (try? history.record(revert.to)).map(HistoryCommands(kata).describe) ?? "run \(revert.to)"
    let parts = revert.parts.map(\.rawValue).joined(separator: " and ")
    return "↶ Your \(parts) went back to \(target). What you wrote is kept as run \(kept): "
      + "make kata-diff\(practice.nameArgument) RUN=\(revert.to) TO=\(kept) shows it, "
      + "make kata-revert\(practice.nameArgument) RUN=\(kept) brings it back."
      + (keptAsSaved.isEmpty ? "" : "\n" + HistoryCommands(kata).savedMeanwhile(keptAsSaved))
  }
}
