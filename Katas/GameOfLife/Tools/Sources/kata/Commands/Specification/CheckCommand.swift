import Specification
import Verdicts

struct CheckCommand: Command {
  static let declaration = KataCommand(
    "check", make: "kata-check", "Check every step: its new tests fail before it and pass after it")
  init(_ options: Options) throws {}

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try KataCommands(kata).check())
  }
}
