import Build
import Foundation
import KataSystem

/// What every command of the tool shares: where the files are, how many jobs run at once, and how it
/// speaks.
///
/// The commands themselves belong to the tool's parts (`KataCommandGroup`): each prints for the reader and
/// returns whether it went well; a mistake in what was asked throws a `KataError` with one line to say.
package struct Kata {
  package let workspace: Workspace
  /// How many variants are built and run at once (`KATA_JOBS`; by default, one per core up to two).
  package var jobs: Int

  package init(workspace: Workspace, jobs: Int? = nil) {
    self.workspace = workspace
    self.jobs = jobs ?? min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))
  }

  package func say(_ line: String = "") { write(line + "\n") }

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
        guessesModule: guessesModule)
    }
  }

  /// Says plainly that the time limit stopped a run, and each test it stopped, with the line its loop was
  /// running when stopped.
  package func sayIfStopped(_ outcome: Outcome) {
    guard let seconds = outcome.stoppedAfter else { return }
    let stopped = outcome.run.tests.filter { $0.outcome == .stopped }
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
    say(
      "Stopped after \(seconds) s: is there an endless loop?" + running
        + " (KATA_TIME_LIMIT=N allows N seconds.)")
  }

  package func compileFailure(_ outcome: Outcome, advice: String? = nil) -> Bool {
    say(outcome.compileError ?? "")
    say()
    say("Error: \(outcome.variantName) does not compile" + (advice.map { ": \($0)" } ?? "."))
    return false
  }
}
