import KataSystem
import Practice
import Verdicts

struct WatchCommand: Command {
  static let declaration = KataCommand(
    "watch", make: "kata-watch", "Run your tests whenever you save a change (q quits)",
    [.name, .constraint, .drivers, .minutes])
  let name: String
  let constraint: RoundConstraint?
  let drivers: [String]?
  let minutes: Double

  init(_ options: Options) throws {
    (name, constraint) = (options.practiceName, try RoundConstraint.chosen(options[.constraint]))
    drivers = try DriverTurn.drivers(options[.drivers])
    let given = options[.minutes].isEmpty ? "5" : options[.minutes]
    guard let minutes = Double(given), minutes > 0, minutes <= 600 else {
      throw KataError("MINUTES must be a number of minutes above 0 (as 5, or 0.5), not '\(given)'")
    }
    guard drivers != nil || options[.minutes].isEmpty else {
      throw KataError("MINUTES is each driver's turn: give the drivers too, as DRIVERS=ada,bo")
    }
    self.minutes = minutes
  }

  func run(_ kata: Kata) throws -> Int32 {
    try LoopCommands(kata).loop(
      name: name, rule: .watch, command: "kata-watch", constraint: constraint, drivers: drivers,
      minutes: minutes)
  }
}
