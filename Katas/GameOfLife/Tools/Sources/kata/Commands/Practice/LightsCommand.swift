import Practice
import Verdicts

struct LightsCommand: Command {
  static let declaration = KataCommand(
    "lights", make: "kata-lights", "Show your runs as red, amber and green lights on a minute axis", [.name])
  let name: String

  init(_ options: Options) throws { name = options.practiceName }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try HistoryCommands(kata).lights(name: name))
  }
}
