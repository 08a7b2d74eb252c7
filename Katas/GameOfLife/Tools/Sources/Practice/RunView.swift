import KataSystem
import Specification
import Verdicts

/// What a run of a learner's own tests shows, as Exercism's test runner does: each failing test in file
/// order with its message and the lines of the test around the failing expectation, then the light with
/// the counts, and whether the learner's prediction was right.
struct RunView {
  var record: RunRecord
  var outcome: Outcome
  var practice: PracticePackage
  var paint: Paint
  /// At most this many failures are shown in full (watch shows the first one only).
  var failuresShown = Int.max
  /// Whether the run's requirement change is shown in full, as its card, or in a line.
  var changeIsNew = false

  var text: String { lines.joined(separator: "\n") }

  var lines: [String] {
    var lines: [String] = []
    if let compileError = outcome.compileError {
      lines += [compileError, ""]
    }
    let failures = outcome.run.tests.filter { !$0.passed && $0.outcome != .notRun }
      .sorted { ($0.file, $0.problemLine ?? $0.line) < ($1.file, $1.problemLine ?? $1.line) }
    for test in failures.prefix(failuresShown) {
      lines += failure(test) + [""]
    }
    if failures.count > failuresShown {
      lines += ["… and \(count(failures.count - failuresShown, "more failing test")).", ""]
    }
    let said =
      (record.skipped ?? []).map { "➜ skipped: \($0)" }
      + (record.knownIssues ?? []).map { "━ known issue: \($0)" }
    if !said.isEmpty { lines += said + [""] }
    lines.append(summary)
    lines += warnings
    if outcome.run.tests.contains(where: { $0.outcome == .crashed && !$0.isMainActorAbort }) {
      lines.append(
        "swift test stops at a crash; the kata ran the tests after it as well, so each has a verdict of its own."
      )
    }
    if let note = outcome.note { lines.append(note) }
    if let constraint = record.constraint, let breaks = record.constraintBreaks {
      lines.append(
        breaks.isEmpty
          ? "Constraint \(constraint): kept."
          : "Constraint \(constraint): broken \(count(breaks.count, "time")):")
      lines += breaks.map { "  \($0.description)" }
    }
    if let change = record.change { lines.append(changeIsNew ? change.card : change.reminder) }
    if record.light == .green && !outcome.checksSomething { lines.append("  ⚠ \(RunVerdict.checksNothing)") }
    if let prediction = record.prediction {
      lines.append(
        record.predictedWrongly
          ? "You predicted \(prediction.rawValue): wrong. Which lines did you expect to decide it?"
          : "You predicted \(prediction.rawValue): right.")
    }
    return lines
  }

  /// The light, the package and the counts, in one line:
  /// `R red · ada · run 7 · 2 of 5 tests fail · 1 skipped · Sources +3 -1, Tests +5 -0`.
  var summary: String {
    guard let light = record.light else { return "" }
    let skipped = record.skipped?.count ?? 0
    let known = record.knownIssues?.count ?? 0
    var said: String
    switch light {
    case .green where skipped > 0: said = "\(record.passed) pass"
    case .green: said = record.passed == 1 ? "1 test passes" : "all \(record.passed) tests pass"
    case .red:
      said =
        "\(record.failed) of \(count(record.passed + record.failed, "test")) \(record.failed == 1 ? "fails" : "fail")"
    case .amber: said = record.why ?? "amber"
    }
    if skipped > 0 && record.why != RunVerdict.everyTestSkipped { said += " · \(skipped) skipped" }
    if known > 0 { said += " · \(count(known, "known issue"))" }
    var line = "\(paint.light(light)) \(light.rawValue) · \(practice.name) · run \(record.number) · \(said)"
    let changed = [("Sources", record.changes.sources), ("Tests", record.changes.tests)].filter {
      $0.1.total > 0
    }
    if !changed.isEmpty {
      line += " · " + changed.map { "\($0) +\($1.added) -\($1.removed)" }.joined(separator: ", ")
    }
    for said in outcome.neverRun {
      let method = said.prefix { $0 != ":" }
      line += "\n  ⚠ \(method) never runs:\(said.dropFirst(method.count + 1))"
    }
    // What the binary said, such as the loader's words for a library it did not find.
    if light == .amber && record.why == RunVerdict.stoppedBeforeAnyTest,
      let said = outcome.output.split(separator: "\n").first(where: { !$0.isEmpty })
    {
      line += "\n  \(said)"
    }
    // A note, when there is one, says why no test ran (tests in a `.target`, say).
    if light == .amber && record.why == "no test ran" && outcome.note == nil {
      line += "\n  write your first test in \(practice.path)/Tests/GameOfLifeTests/GameOfLifeTests.swift"
    }
    return line
  }

  /// At most this many of the compiler's warnings are shown, each in a line; the rest are counted.
  static let warningsShown = 3

  /// The compiler's warnings of the learner's files, under any light: `swift build` shows a file's only
  /// when it compiles it, and a light shows them while they last.
  var warnings: [String] {
    let all = outcome.warnings
    guard !all.isEmpty else { return [] }
    var lines = ["  ⚠ \(count(all.count, "warning")):"] + all.prefix(Self.warningsShown).map { "    " + $0 }
    if all.count > Self.warningsShown { lines.append("    … and \(all.count - Self.warningsShown) more") }
    return lines
  }

  /// At most this many of a test's failed expectations are shown, each in a line after the first one's
  /// excerpt; the rest are counted.
  static let problemsShown = 4

  /// One failing test: its name, what it said, and the lines of the test up to the failing expectation,
  /// then the test's other failed expectations, one line each.
  func failure(_ test: TestResult) -> [String] {
    var lines = [wrapped("\(mark(test)) \(test.sentence)", indent: "")]
    let first = test.problems.first
    if let arguments = first?.arguments { lines.append("    with \(arguments)") }
    for line in (test.firstProblem ?? "").split(separator: "\n").prefix(Report.problemLines) {
      lines.append("    " + line)
    }
    lines += excerpt(test)
    for problem in test.problems.dropFirst().prefix(Self.problemsShown - 1) {
      let place = problem.line.map { "\(problem.file.map { $0 == test.file ? "" : "\($0):" } ?? "")\($0)" }
      let said = problem.text.split(separator: "\n").joined(separator: " ")
      let parts = ["also", place.map { "line \($0)" }, problem.arguments.map { "with \($0)" }].compactMap {
        $0
      }
      lines.append("    " + parts.joined(separator: " ") + ": " + said)
    }
    if test.problems.count > Self.problemsShown {
      lines.append("    … and \(test.problems.count - Self.problemsShown) more")
    }
    return lines
  }

  /// Where a test failed: the path and line, and the lines of the test up to the failing expectation.
  private func excerpt(_ test: TestResult) -> [String] {
    var lines: [String] = []
    let problemLine = test.problemLine ?? test.line
    let problemFile = test.problemFile ?? test.file
    // The test's own files first; a crash may be in the Game.
    let named = record.snapshot.files.keys.sorted().filter { fileName($0) == problemFile }
    guard
      let path = named.first(where: { $0.hasPrefix("Tests/") })
        ?? named.first(where: { $0.hasPrefix("Sources/") }),
      let source = record.snapshot.files[path]
    else { return lines }
    lines.append("    \(practice.path)/\(path):\(problemLine)")
    let code = source.split(separator: "\n", omittingEmptySubsequences: false)
    // From the test's first line when the problem is in the test itself, else the lines just before it:
    // in a helper, or above the test, in a `tearDown`.
    let start = problemFile == test.file && problemLine >= test.line ? test.line : 1
    let first = max(start, problemLine - 3, 1)
    let last = min(problemLine + 1, code.count)
    guard first <= last else { return lines }
    let width = String(last).count
    for number in first...last {
      let padded = String(repeating: " ", count: width - String(number).count) + String(number)
      lines.append("    \(number == problemLine ? ">" : " ") \(padded) | \(code[number - 1])")
    }
    return lines
  }
}
