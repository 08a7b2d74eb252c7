import Verdicts
import Workshop

struct WorkshopConstraintsCommand: Command {
  static let declaration = KataCommand(
    "workshop-constraints", make: "workshop-constraints", "List the constraints a round can have")
  init(_ options: Options) throws {}

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(WorkshopRounds(kata).workshopConstraints())
  }
}
