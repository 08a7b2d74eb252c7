import KataSystem
import Specification
import Verdicts

struct SpecCommand: Command {
  static let declaration = KataCommand(
    "spec", make: "spec", "Print the specification by rule and by step; fails if a test fails",
    [.step, .rule])
  let step: String
  let rule: String

  init(_ options: Options) throws {
    (step, rule) = (options[.step], options[.rule])
    guard step.isEmpty || rule.isEmpty else { throw KataError("give STEP or RULE, not both") }
  }

  func run(_ kata: Kata) throws -> Int32 {
    let part: SpecificationPart =
      !step.isEmpty
      ? .step(try Steps(workspace: kata.workspace).number(from: step)) : !rule.isEmpty ? .rule(rule) : .all
    return Self.exitCode(try KataCommands(kata).spec(part: part))
  }
}
