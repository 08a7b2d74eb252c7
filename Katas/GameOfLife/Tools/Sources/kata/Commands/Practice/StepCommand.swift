import Practice
import Verdicts

struct StepCommand: Command {
  static let declaration = KataCommand(
    "step", make: "kata-step", "Run the specification up to your first step not all green, or up to STEP",
    [.name, .step])
  let name: String
  let step: String

  init(_ options: Options) throws { (name, step) = (options.practiceName, options[.step]) }

  func run(_ kata: Kata) throws -> Int32 {
    let verdict = try SpecificationJudge(kata).step(step, name: name)
    _ = kata.show(verdict.report)
    return verdict.light.exitCode
  }
}
