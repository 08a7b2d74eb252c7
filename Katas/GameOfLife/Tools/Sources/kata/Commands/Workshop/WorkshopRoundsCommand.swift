import Verdicts
import Workshop

struct WorkshopRoundsCommand: Command {
  static let declaration = KataCommand(
    "workshop-rounds", make: "workshop-rounds", "List the rounds kept, with each pair's runs")

  init(_ options: Options) throws {}

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try WorkshopRounds(kata).workshopRounds())
  }
}
