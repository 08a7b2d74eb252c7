import Foundation
import KataKit

// The kata tool: `Katas/GameOfLife/kata.sh` builds it and the Makefile calls it. Options are given as
// `--name VALUE`; an empty value is the same as none, so `make kata-step STEP=` means "no step given".
let usage = """
  usage: kata COMMAND [--name NAME] [--step N] [--rule WORD] [--force 1] [--verbose 1]
  commands: check, mutants, spec, solution, diff-step, new, test, step, verify, grade
  """

func option(_ name: String, in arguments: [String]) -> String {
  guard let index = arguments.firstIndex(of: "--\(name)"), index + 1 < arguments.count else { return "" }
  return arguments[index + 1]
}

stopChildrenOnInterrupt()
let arguments = Array(CommandLine.arguments.dropFirst())
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
do {
  let workspace = try Workspace.fromEnvironment(root: root)
  let jobs = ProcessInfo.processInfo.environment["KATA_JOBS"].flatMap { Int($0) }.map { max(1, $0) }
  let kata = Kata(workspace: workspace, jobs: jobs)
  let name = option("name", in: arguments).isEmpty ? "kata" : option("name", in: arguments)
  let step = option("step", in: arguments)
  let rule = option("rule", in: arguments)
  let passed: Bool
  switch arguments.first ?? "" {
  case "check": passed = try kata.check()
  case "mutants": passed = try kata.mutants()
  case "spec":
    guard step.isEmpty || rule.isEmpty else { throw KataError("give STEP or RULE, not both") }
    let steps = try Steps(workspace: workspace)
    let part: SpecificationPart =
      !step.isEmpty ? .step(try steps.number(from: step)) : !rule.isEmpty ? .rule(rule) : .all
    passed = try kata.spec(part: part)
  case "solution": passed = try kata.writeSolution(step: step)
  case "diff-step": passed = try kata.diffStep(step: step)
  case "new": passed = try kata.newPractice(name: name, force: option("force", in: arguments) == "1")
  case "test": passed = try kata.testPractice(name: name, verbose: option("verbose", in: arguments) == "1")
  case "step": passed = try kata.step(step, name: name)
  case "verify": passed = try kata.verify(name: name)
  case "grade": passed = try kata.gradePractice(name: name)
  default: throw KataError(usage)
  }
  exit(passed ? 0 : 1)
} catch {
  FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
  exit(2)
}
