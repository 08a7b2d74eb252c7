import KataSystem
import Practice
import Verdicts

struct BabyStepsCommand: Command {
  static let declaration = KataCommand(
    "babysteps", make: "kata-babysteps", "Watch, with a countdown: no green in time puts back the last green",
    [.name, .minutes])
  let name: String
  let minutes: Double

  init(_ options: Options) throws {
    name = options.practiceName
    let given = options[.minutes].isEmpty ? "2" : options[.minutes]
    guard let minutes = Double(given), minutes > 0, minutes <= 600 else {
      throw KataError("MINUTES must be a number of minutes above 0 (as 2, or 0.5), not '\(given)'")
    }
    self.minutes = minutes
  }

  func run(_ kata: Kata) throws -> Int32 {
    try LoopCommands(kata).loop(
      name: name, rule: .babySteps(seconds: minutes * 60), command: "kata-babysteps")
  }
}
