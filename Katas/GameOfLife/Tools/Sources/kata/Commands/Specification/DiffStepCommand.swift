import Specification
import Verdicts

struct DiffStepCommand: Command {
  static let declaration = KataCommand(
    "diff-step", make: "kata-diff-step", "Show the change STEP makes to the Game", [.step])
  let step: String

  init(_ options: Options) throws { step = options[.step] }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try KataCommands(kata).diffStep(step: step))
  }
}
