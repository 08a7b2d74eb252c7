import Build
import KataSystem

/// A part of the tool with commands of its own, one purpose each.
///
/// The kata's material (`KataCommands`); in the practice room, a learner's package and runs
/// (`PracticeRoom`), the specification on their Game (`SpecificationJudge`), the grade of their tests
/// (`Grader`), their history (`HistoryCommands`), the loop (`LoopCommands`), the retro (`Retrospective`)
/// and the benches (`PracticeBench`, `MutantsBench`); the workshop's rounds (`WorkshopRounds`), its room
/// (`RoomClient`), publishing to it (`Publishing`), its dashboard (`DashboardDisplay`), kata-show
/// (`KataShow`); the specification's page.
///
/// Each reaches the others only through their types, so a command shows which parts it uses; what every
/// command needs (where the files are, how many jobs, how to speak) comes from the `Kata` it is given.
package protocol KataCommandGroup {
  var kata: Kata { get }
}

extension KataCommandGroup {
  package var workspace: Workspace { kata.workspace }
  package var jobs: Int { kata.jobs }

  package func say(_ line: String = "") { kata.say(line) }
  package func write(_ text: String) { kata.write(text) }
  package func show(_ report: Report) -> Bool { kata.show(report) }
  package func sayIfStopped(_ outcome: Outcome) { kata.sayIfStopped(outcome) }

  package func compileFailure(_ outcome: Outcome, advice: String? = nil) -> Bool {
    kata.compileFailure(outcome, advice: advice)
  }

  package func packages(_ name: String, count: Int, guessesModule: Bool = false) throws -> [ScratchPackage] {
    try kata.packages(name, count: count, guessesModule: guessesModule)
  }
}
