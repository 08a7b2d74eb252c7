import Specification
import Verdicts

struct MutantsCommand: Command {
  static let declaration = KataCommand(
    "mutants", make: "mutants", "Run the specification against every buggy Game: each must be killed")
  init(_ options: Options) throws {}

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try KataCommands(kata).mutants())
  }
}
