import Practice
import Verdicts

struct DiffCommand: Command {
  static let declaration = KataCommand(
    "diff", make: "kata-diff", "Show what run RUN changed, or how run TO differs from it", [.name, .run, .to])
  let name: String
  let run: String
  let to: String

  init(_ options: Options) throws { (name, run, to) = (options.practiceName, options[.run], options[.to]) }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try HistoryCommands(kata).diffRuns(name: name, run: run, to: to))
  }
}
