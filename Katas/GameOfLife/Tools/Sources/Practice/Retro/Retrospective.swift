import Foundation
import KataSystem
import Verdicts

/// `make kata-retro`: the look back at a learner's history, for them to answer.
package struct Retrospective: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension Retrospective {
  /// `make kata-retro`: a look back at the history, printed and written to `Practice/NAME/retro.md`.
  package func retro(name: String) throws -> Bool {
    let practice = try PracticeRoom(kata).existingPractice(name)
    let loaded = History(practice: practice).load()
    for problem in loaded.problems { say(problem) }
    guard !loaded.runs.isEmpty else {
      say(
        "\(practice.path) has no runs yet, so there is nothing to look back on: "
          + "make kata-test\(practice.nameArgument) records the first.")
      return true
    }
    let text = Retro(loaded.records, package: practice.path).markdown
    say(text)
    let file = RetroFile(practice: practice)
    if let kept = try file.write(text) {
      say("Your own retro.md is kept as \(workspace.relative(kept)); the new one is beside it.")
    }
    say("Written to \(workspace.relative(file.file)): answer its questions there.")
    return true
  }
}
