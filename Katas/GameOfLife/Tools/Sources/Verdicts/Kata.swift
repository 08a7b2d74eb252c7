import Build
import Foundation
import KataSystem

/// What every command of the tool shares: where the files are, how many jobs run at once, and whom it
/// tells what it has to say.
///
/// The commands themselves belong to the tool's parts (`KataCommandGroup`): each prints for the reader and
/// returns whether it went well; a mistake in what was asked throws a `KataError` with one line to say.
package struct Kata {
  package let workspace: Workspace
  /// How many variants are built and run at once (`KATA_JOBS`; by default, one per core up to two).
  package var jobs: Int
  /// Where everything the command says goes: the terminal, or a test's `KeptReport`.
  package let reporter: any Reporter

  package init(workspace: Workspace, jobs: Int? = nil, reporter: any Reporter) {
    self.workspace = workspace
    self.jobs = jobs ?? min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))
    self.reporter = reporter
  }

  package func say(_ line: String = "") { reporter.say(line) }

  /// Writes without a line's end: progress dots, a status line, a screen cleared.
  package func write(_ text: String) { reporter.write(text) }

  package func show(_ report: Report) -> Bool {
    if !report.lines.isEmpty { say(report.text) }
    return report.passed
  }

  /// Scratch packages for a command, one per job, each with a folder of its own.
  package func packages(
    _ name: String, count: Int, guessesModule: Bool = false
  ) throws -> [ScratchPackage] {
    try (0..<count).map { index in
      try ScratchPackage(
        folder: workspace.scratch.appendingPathComponent("\(name)/\(index + 1)"), workspace: workspace,
        guessesModule: guessesModule, reporter: reporter)
    }
  }

  /// Says plainly that the time limit stopped a run, when it did.
  package func sayIfStopped(_ outcome: Outcome) {
    if let stopped = outcome.stoppedNote { say(stopped) }
  }

  package func compileFailure(_ outcome: Outcome, advice: String? = nil) -> Bool {
    say(outcome.compileError ?? "")
    say()
    say("Error: \(outcome.variantName) does not compile" + (advice.map { ": \($0)" } ?? "."))
    return false
  }
}

extension Outcome {
  /// That the time limit stopped the run, and each test it stopped, with the line its loop was running
  /// when stopped; nil when nothing was stopped.
  package var stoppedNote: String? {
    guard let seconds = stoppedAfter else { return nil }
    let stopped = run.tests.filter { $0.outcome == .stopped }
    let named = stopped.map { test in
      let loop = test.problems.first?.place.map { ", in a loop at \($0)" } ?? ""
      return "\"\(test.sentence)\" (\(test.file), line \(test.line)\(loop))"
    }
    let running =
      named.isEmpty
      ? ""
      : named.count == 1
        ? " The test running then: \(named[0])."
        : " The tests running then: \(named.joined(separator: "; "))."
    return "Stopped after \(seconds) s: is there an endless loop?" + running
      + " (KATA_TIME_LIMIT=N allows N seconds.)"
  }
}
