import Practice
import Specification
import Verdicts

struct VerifyCommand: Command {
  static let declaration = KataCommand(
    "verify", make: "kata-verify",
    "Run the whole specification against your Game; in a round with a requirement change, the change's",
    [.name, .change])
  let name: String
  /// The change given; nil for the round's (`CHANGE=none` asks the specification as it was).
  let change: RequirementChange?
  let asItWas: Bool

  init(_ options: Options) throws {
    name = options.practiceName
    asItWas = options[.change] == "none"
    change = asItWas ? nil : try RequirementChange.named(options[.change])
  }

  func run(_ kata: Kata) throws -> Int32 {
    let judge = SpecificationJudge(kata)
    let round = try PracticePackage(name: name, workspace: kata.workspace).round
    let verdict =
      try (asItWas ? nil : change ?? round.change).map { try judge.verify(name: name, change: $0) }
      ?? judge.verify(name: name)
    _ = kata.show(verdict.report)
    return verdict.light.exitCode
  }
}
