import Practice
import Verdicts

struct WatchCommand: Command {
  static let declaration = KataCommand(
    "watch", make: "kata-watch", "Run your tests whenever you save a change (q quits)", [.name])
  let name: String

  init(_ options: Options) throws { name = options.practiceName }

  func run(_ kata: Kata) throws -> Int32 {
    try LoopCommands(kata).loop(name: name, rule: .watch, command: "kata-watch")
  }
}
