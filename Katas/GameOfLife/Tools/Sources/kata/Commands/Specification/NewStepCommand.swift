import Specification
import Verdicts

struct NewStepCommand: Command {
  static let declaration = KataCommand(
    "new-step", make: "kata-new-step", "Make a folder for a new step, the later steps moved up",
    [.after, .title])
  let after: String
  let title: String

  init(_ options: Options) throws { (after, title) = (options[.after], options[.title]) }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try KataCommands(kata).newStep(after: after, title: title))
  }
}
