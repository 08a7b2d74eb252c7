import Specification
import Verdicts

struct SolutionCommand: Command {
  static let declaration = KataCommand(
    "solution", make: "kata-solution", "Write the Game as it stands after STEP into a folder of its own",
    [.step])
  let step: String

  init(_ options: Options) throws { step = options[.step] }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try KataCommands(kata).writeSolution(step: step))
  }
}
