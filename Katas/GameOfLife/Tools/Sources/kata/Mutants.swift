import Foundation

/// What one run of a test suite against one mutant showed.
struct MutantVerdict {
  var mutant: Mutant
  var killed: Bool
  var killer: String
  /// The mutant did not compile, so it graded nothing: a broken `.mutant` file, never a kill.
  var broken = false
}

/// Reads how a suite did against a mutant from the files the driver wrote for it in `folder`:
/// `<name>.status` (the exit status of `swift test`), `<name>.jsonl` (Swift Testing) and `<name>.log`.
func verdict(for mutant: Mutant, in folder: String) -> MutantVerdict {
  let status = (try? String(contentsOfFile: "\(folder)/\(mutant.name).status", encoding: .utf8))?
    .trimmingCharacters(in: .whitespacesAndNewlines)
  let run = TestRun(eventStream: "\(folder)/\(mutant.name).jsonl")
  let log = (try? String(contentsOfFile: "\(folder)/\(mutant.name).log", encoding: .utf8)) ?? ""
  if status == "build" {
    return MutantVerdict(
      mutant: mutant, killed: false, killer: "(does not compile: fix \(mutant.name).mutant)", broken: true)
  }
  let killed = status != "0"
  var killer = ""
  let failing = run.tests.filter { $0.outcome == .failed || $0.outcome == .crashed }
  if let test = failing.first {
    killer = "\"\(test.sentence)\"" + (test.outcome == .crashed ? " (crashed)" : "")
    if failing.count > 1 { killer += " and \(failing.count - 1) more" }
  } else if let test = failedXCTest(in: log) {
    killer = test
  } else if killed {
    killer = "(the test run crashed)"
  }
  return MutantVerdict(mutant: mutant, killed: killed, killer: killer)
}

/// The first XCTest test case the log says failed, as `Class.method`.
private func failedXCTest(in log: String) -> String? {
  for line in log.split(separator: "\n") where line.hasPrefix("Test Case '") && line.hasSuffix("failed") {
    let name = line.dropFirst("Test Case '".count).prefix { $0 != "'" }
    return name.replacingOccurrences(of: "-[", with: "").replacingOccurrences(of: "]", with: "")
      .replacingOccurrences(of: " ", with: ".")
  }
  return nil
}

/// Prints the table of mutants: killed or survived, and by which test, with the bug in plain words.
func printMutantTable(_ verdicts: [MutantVerdict]) {
  let width = max(20, verdicts.map(\.mutant.name.count).max() ?? 0)
  func padded(_ text: String) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
  print("\(padded("Mutant"))  Result    Killed by")
  for verdict in verdicts {
    let result = verdict.broken ? "BROKEN  " : verdict.killed ? "killed  " : "SURVIVED"
    print("\(padded(verdict.mutant.name))  \(result)  \(verdict.killer)")
    print("    \(verdict.mutant.bug)")
  }
}

/// Reports the mutants: for the project, a table that must show every one killed; for a learner, the
/// table and then, in plain words, every bug their tests would let through.
///
/// - Returns: for the project, whether every mutant was killed; for a learner, always true once it ran.
func reportMutants(_ verdicts: [MutantVerdict], learner: Bool) -> Bool {
  printMutantTable(verdicts)
  let survivors = verdicts.filter { !$0.killed && !$0.broken }
  let broken = verdicts.filter(\.broken)
  print("")
  if !broken.isEmpty {
    print(
      "\(count(broken.count, "mutant")) did not compile against the library and graded nothing: fix the file first."
    )
    return false
  }
  if !learner {
    print(
      survivors.isEmpty
        ? "make mutants: the specification kills all \(verdicts.count) mutants."
        : "make mutants: FAILED: \(survivors.count) of \(verdicts.count) mutants survive the specification.")
    return survivors.isEmpty
  }
  guard !survivors.isEmpty else {
    print("Your tests catch all \(verdicts.count) bugs. Well done.")
    return true
  }
  print("Your tests would let these \(survivors.count) of \(verdicts.count) bugs through:")
  for survivor in survivors {
    print("  - \(survivor.mutant.bug)")
    for line in survivor.mutant.why { print("    \(line)") }
  }
  print("Write a test that fails for one of them, then run make kata-mutants again.")
  return true
}
