import Verdicts
import Workshop

struct WorkshopRoundCommand: Command {
  static let declaration = KataCommand(
    "workshop-round", make: "workshop-round",
    "A round with a countdown; at its end every pair's code is kept",
    [.minutes, .constraint])
  let minutes: Double
  let constraint: String

  init(_ options: Options) throws {
    (minutes, constraint) = (try workshopMinutes(options[.minutes]), options[.constraint])
  }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try WorkshopRounds(kata).workshopRound(minutes: minutes, constraint: constraint))
  }
}
