import Practice
import Verdicts

struct RetroCommand: Command {
  static let declaration = KataCommand(
    "retro", make: "kata-retro", "Your retrospective, written to Practice/NAME/retro.md", [.name])
  let name: String

  init(_ options: Options) throws { name = options.practiceName }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try Retrospective(kata).retro(name: name))
  }
}
