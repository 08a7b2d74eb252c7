import Practice
import Verdicts

struct WatchCommand: Command {
  static let declaration = KataCommand(
    "watch", make: "kata-watch", "Run your tests whenever you save a change (q quits)",
    [.name, .constraint])
  let name: String
  let constraint: CodeConstraint?

  init(_ options: Options) throws {
    (name, constraint) = (options.practiceName, try CodeConstraint.chosen(options[.constraint]))
  }

  func run(_ kata: Kata) throws -> Int32 {
    try LoopCommands(kata).loop(name: name, rule: .watch, command: "kata-watch", constraint: constraint)
  }
}
