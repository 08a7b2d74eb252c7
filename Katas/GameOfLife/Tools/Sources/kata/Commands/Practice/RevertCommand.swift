import Practice
import Verdicts

struct RevertCommand: Command {
  static let declaration = KataCommand(
    "revert", make: "kata-revert", "Put your Sources and Tests back as they were at run RUN", [.name, .run])
  let name: String
  let run: String

  init(_ options: Options) throws { (name, run) = (options.practiceName, options[.run]) }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try HistoryCommands(kata).revert(name: name, run: run))
  }
}
