import Foundation
import KataSystem
import Practice
import Verdicts
import Workshop

struct TestCommand: Command {
  static let declaration = KataCommand(
    "test", make: "kata-test",
    "Run your own tests in Practice/NAME and record the run: 0 green, 1 red, 3 amber",
    [.name, .verbose, .predict])
  let name: String
  let verbose: Bool
  let prediction: String

  init(_ options: Options) throws {
    (name, verbose, prediction) = (options.practiceName, try options.yes(.verbose), options[.predict])
  }

  func run(_ kata: Kata) throws -> Int32 {
    let practice = try PracticePackage(name: name, workspace: kata.workspace)
    let run = try PracticeRoom(kata).testPractice(practice, prediction: prediction)
    kata.say(run.text(in: practice, verbose: verbose, paint: .standardOutput))
    // In a room, after the light: whether a new round has begun.
    try RoomClient(kata).followRoom(name: name)
    LightTimes.append(run.outcome.buildNotes.times)
    return run.light.exitCode
  }
}
