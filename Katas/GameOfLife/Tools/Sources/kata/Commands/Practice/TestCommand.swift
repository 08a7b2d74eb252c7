import Foundation
import KataSystem
import Practice
import Verdicts
import Workshop

struct TestCommand: Command {
  static let declaration = KataCommand(
    "test", make: "kata-test",
    "Run your own tests in Practice/NAME and record the run: 0 green, 1 red, 3 amber",
    [.name, .verbose, .predict, .constraint])
  let name: String
  let verbose: Bool
  let prediction: String
  /// A constraint the pair chose, checked beside the round's.
  let constraint: String

  init(_ options: Options) throws {
    (name, verbose, prediction) = (options.practiceName, try options.yes(.verbose), options[.predict])
    constraint = options[.constraint]
  }

  func run(_ kata: Kata) throws -> Int32 {
    let practice = try PracticePackage(name: name, workspace: kata.workspace)
    let run = try PracticeRoom(kata).testPractice(
      practice, prediction: prediction, constraint: constraint)
    kata.say(run.text(in: practice, verbose: verbose, paint: .standardOutput))
    // In a room, after the light: whether a new round has begun.
    try RoomClient(kata).followRoom(name: name)
    LightTimes.append(run.outcome.buildNotes.times)
    return run.light.exitCode
  }
}
