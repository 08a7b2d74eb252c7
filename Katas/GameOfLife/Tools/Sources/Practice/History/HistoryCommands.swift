import Foundation
import KataSystem
import Specification
import Verdicts

/// The practice room's look back: the lights, the difference between two runs, and going back to one.
package struct HistoryCommands: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension HistoryCommands {
  /// `make kata-lights`: the history as a row of lights on a minute axis, with totals.
  package func lights(name: String) throws -> Bool {
    let practice = try PracticeRoom(kata).existingPractice(name)
    let history = History(practice: practice)
    let view = LightsView(
      loaded: history.load(), specification: history.specification, steps: try? Steps(workspace: workspace),
      practice: practice, paint: .standardOutput)
    say(view.lines.joined(separator: "\n"))
    return true
  }

  /// `make kata-diff RUN=N [TO=M]`: what run N changed, or how run M differs from run N.
  package func diffRuns(name: String, run: String, to: String) throws -> Bool {
    let practice = try PracticeRoom(kata).existingPractice(name)
    let history = History(practice: practice)
    let newer = try history.record(try runNumber(run, "RUN"))
    let (older, olderRecord, newerCode): (Snapshot, RunRecord?, RunRecord)
    if to.isEmpty {
      let before = history.load().records.last { $0.number < newer.number }
      older = try before.map(history.code(after:)) ?? practice.templateSnapshot()
      (olderRecord, newerCode) = (before, newer)
    } else {
      let other = try history.record(try runNumber(to, "TO"))
      (older, olderRecord, newerCode) = (newer.snapshot, newer, other)
    }
    let olderName = olderRecord.map { "run \($0.number)" } ?? "template"
    let newerName = "run \(newerCode.number)"
    let paths = Set(older.files.keys).union(newerCode.snapshot.files.keys).sorted()
    let diffs = paths.map { path in
      LineDiff(old: older.files[path] ?? "", new: newerCode.snapshot.files[path] ?? "")
        .unified(oldLabel: "\(olderName)/\(path)", newLabel: "\(newerName)/\(path)")
    }.filter { !$0.isEmpty }
    say("From \(olderRecord.map(describe) ?? "the template") to \(describe(newerCode)):")
    say(diffs.isEmpty ? "no change." : diffs.joined())
    return true
  }

  /// `make kata-revert RUN=N`: Sources and Tests as they were at run N, the code they replace kept first.
  package func revert(name: String, run: String) throws -> Bool {
    let practice = try PracticeRoom(kata).existingPractice(name)
    let history = History(practice: practice)
    let target = try history.record(try runNumber(run, "RUN"))
    let now = try Snapshot(of: practice.folder)
    guard now != target.snapshot else {
      say("Your code is already as it was at \(describe(target)): nothing to do.")
      return true
    }
    Interruption.wholeWrites.lock()
    defer { Interruption.wholeWrites.unlock() }
    // What is replaced is kept first: when it cannot be, nothing is put back.
    let kept = try history.append(
      unwritten: "so nothing was put back: your code is as you left it", reporter: kata.reporter
    ) {
      number, before in
      RunRecord(
        number: number, time: Date(), event: .kept, command: "kata-revert",
        changes: now.changes(since: try before ?? practice.templateSnapshot()),
        revert: .init(to: target.number, parts: Snapshot.Part.allCases), snapshot: now)
    }
    let keptAsSaved: [String]
    do {
      keptAsSaved = try target.snapshot.restore(Snapshot.Part.allCases, into: practice.folder, over: now)
    } catch {
      throw workspace.problem(
        error,
        "so your Sources and Tests are only partly as they were at run \(target.number); the code they "
          + "replace is kept as run \(kept.number): make kata-revert\(practice.nameArgument) "
          + "RUN=\(kept.number) brings it back")
    }
    say("Your Sources and Tests are as they were at \(describe(target)).")
    if !keptAsSaved.isEmpty { say(savedMeanwhile(keptAsSaved)) }
    say(
      "The code they replace is kept as run \(kept.number): make kata-revert\(practice.nameArgument) "
        + "RUN=\(kept.number) brings it back.")
    return true
  }

  /// A run as the reader knows it: "run 7 (red, 10:32)"; the start is run 0.
  func describe(_ record: RunRecord) -> String {
    let what =
      record.light?.rawValue ?? (record.event == .start ? "the start" : "code kept by \(record.command)")
    return "run \(record.number) (\(what), \(clock(record.time)))"
  }

  /// Names the files a revert left as the learner saved them while the tool was at work.
  func savedMeanwhile(_ paths: [String]) -> String {
    let named =
      paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? " and \(paths.count - 3) more" : "")
    return "\(named) changed after the code put back was read, so "
      + (paths.count == 1 ? "it stays" : "they stay") + " as you saved "
      + (paths.count == 1 ? "it" : "them") + ": your next run tests "
      + (paths.count == 1 ? "it." : "them.")
  }

  private func runNumber(_ text: String, _ option: String) throws -> Int {
    guard !text.isEmpty else {
      throw KataError("give the run's number: \(option)=N (make kata-lights shows them)")
    }
    guard let number = Int(text), number >= 0 else {
      throw KataError("\(option) must be a run's number, as \(option)=7, not '\(text)'")
    }
    return number
  }
}
