import Practice
import Verdicts

struct VerifyCommand: Command {
  static let declaration = KataCommand(
    "verify", make: "kata-verify", "Run the whole specification against your Game", [.name])
  let name: String

  init(_ options: Options) throws { name = options.practiceName }

  func run(_ kata: Kata) throws -> Int32 {
    let verdict = try SpecificationJudge(kata).verify(name: name)
    _ = kata.show(verdict.report)
    return verdict.light.exitCode
  }
}
