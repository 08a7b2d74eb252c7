import KataSystem
import Specification
import Verdicts
import Workshop

struct WorkshopChangeCommand: Command {
  static let declaration = KataCommand(
    "workshop-change", make: "workshop-change",
    "Change a requirement half-way through a round: every pair's next light shows its card", [.change])
  let change: RequirementChange

  init(_ options: Options) throws {
    guard let change = try RequirementChange.named(options[.change]) else {
      throw KataError(
        "workshop-change needs CHANGE=, one of "
          + RequirementChange.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self.change = change
  }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try WorkshopRounds(kata).workshopChange(change))
  }
}
