import Build
import Foundation
import KataSystem
import Verdicts

/// What the specification does not ask of a design of the pair's own: the tests that need the template's
/// names (`Position`, `Rule`, `Game.clear()` …), and those its adapter chose not to answer (a torus, the
/// neighbour count), which the run skipped with the reason.
///
/// The specification for any design gives each test that it shares with the template's the same sentence
/// and step, so what is not asked is the template's sentences that the run did not ask.
package struct NotAsked: Sendable {
  /// The template specification's test sentences, by step, as its files declare them.
  let template: [Int: [String]]

  package init(workspace: Workspace) throws {
    var template: [Int: [String]] = [:]
    for (file, text) in try SourceFiles.swiftFiles(in: workspace.specification) {
      guard file.hasPrefix("Step"), let step = Int(file.dropFirst(4).prefix(2)) else { continue }
      template[step, default: []] += text.matches(of: /@Test\(\s*"((?:[^"\\]|\\.)*)"/).map { String($0.1) }
    }
    self.template = template
  }

  /// The template's tests of a step that a run on a design of its own did not ask.
  package func needingTheTemplate(step: Int, in run: TestRun) -> [String] {
    // A test the run skipped is not asked either, and is named with its own reason.
    let asked = Set(run.tests.filter { $0.step == step }.map(\.sentence))
    return (template[step] ?? []).filter { !asked.contains($0) }
  }

  /// Every step's tests not asked, for a run's whole report.
  package func needingTheTemplate(in run: TestRun, steps: Steps) -> [(step: Int, sentence: String)] {
    steps.all.flatMap { step in needingTheTemplate(step: step.number, in: run).map { (step.number, $0) } }
  }
}

extension NotAsked {
  /// What a run did not ask of a design, step by step: the tests its adapter chose not to answer, with
  /// why, and the template's tests that need its names.
  func report(of run: TestRun, steps: Steps) -> Report {
    var report = Report()
    let skipped = run.tests.filter(\.skipped)
    let template = needingTheTemplate(in: run, steps: steps)
    guard !skipped.isEmpty || !template.isEmpty else { return report }
    report.say()
    report.say("Not asked of your design:")
    var reasons: [String] = []
    for test in skipped where !reasons.contains(test.skipReason ?? "") {
      reasons.append(test.skipReason ?? "")
    }
    var groups = reasons.map { reason in
      (reason, skipped.filter { $0.skipReason ?? "" == reason }.map { ($0.step ?? 0, $0.sentence) })
    }
    groups.append(("they need the template's names (Position, Rule, Game …)", template))
    for (reason, tests) in groups where !tests.isEmpty {
      report.say(wrapped("\(reason), \(count(tests.count, "test")):", indent: "  "))
      for (step, sentence) in tests { report.say(wrapped("  – step \(step): \(sentence)", indent: "      ")) }
    }
    return report
  }
}

extension TestRun {
  /// The tests a step asks: those it ran or tried, not those its adapter chose not to answer.
  func asked(inStep step: Int) -> [TestResult] {
    tests.filter { $0.step == step && !$0.skipped }
  }
}
