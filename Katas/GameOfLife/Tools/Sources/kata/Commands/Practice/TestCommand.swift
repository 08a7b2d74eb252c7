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
    let light = try PracticeRoom(kata).testPractice(name: name, verbose: verbose, prediction: prediction)
    // In a room, after the light: whether a new round has begun.
    try WorkshopCommands(kata).followRoom(name: name)
    return light.exitCode
  }
}
