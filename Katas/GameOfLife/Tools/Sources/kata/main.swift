import Foundation
import KataSystem
import Practice
import Specification
import SpecificationPage
import Verdicts
import Workshop

// The kata tool: `Katas/GameOfLife/kata.sh` builds it and the Makefile calls it. Options are given as
// `--name VALUE`; an empty value is the same as none, so `make kata-step STEP=` means "no step given".
// It exits 0 when all went well, 1 when a verdict is not (a red light, a red step, a surviving mutant),
// 2 when it could not do what was asked; `test` and `tcr` exit with their light: 0 green, 1 red, 3 amber.
let usage = """
  usage: kata COMMAND [--name NAME] [--step N] [--rule WORD] [--force 1] [--verbose 1] [--predict LIGHT]
                      [--run N] [--to M] [--minutes M] [--variant relaxed|btcr] [--watch 1]
                      [--pattern NAME|FILE] [--generations N] [--constraint NAME] [--remote URL]
                      [--runs N] [--after N] [--title TITLE] [--own 1]
  commands: check, mutants, spec, spec-html, solution, diff-step, new-step, new, test, step, verify, grade,
            lights, diff, revert, retro, bench, mutants-bench, watch, babysteps, tcr, dashboard, publish, show,
            workshop-room, workshop-round, workshop-rounds, workshop-constraints
  """

func option(_ name: String, in arguments: [String]) -> String {
  guard let index = arguments.firstIndex(of: "--\(name)"), index + 1 < arguments.count else { return "" }
  return arguments[index + 1]
}

/// A yes-or-no option: `--watch yes`; a word that is neither is refused.
func yes(_ name: String, in arguments: [String]) throws -> Bool {
  try yesOrNo(option(name, in: arguments), option: name.uppercased())
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
  case "spec-html":
    let pair = option("name", in: arguments)
    passed = try kata.specHTML(pair: pair.isEmpty ? nil : try kata.pair(pair))
  case "solution": passed = try kata.writeSolution(step: step)
  case "diff-step": passed = try kata.diffStep(step: step)
  case "new-step":
    passed = try kata.newStep(after: option("after", in: arguments), title: option("title", in: arguments))
  case "new": passed = try kata.newInRoom(name: name, force: try yes("force", in: arguments))
  case "test":
    let light = try kata.testPractice(
      name: name, verbose: try yes("verbose", in: arguments),
      prediction: option("predict", in: arguments))
    // In a room, after the light: whether a new round has begun.
    try kata.followRoom(name: name)
    exit(light.exitCode)
  case "step": passed = try kata.step(step, name: name)
  case "verify": passed = try kata.verify(name: name)
  case "grade": passed = try kata.gradePractice(name: name, ownCode: try yes("own", in: arguments))
  case "mutants-bench": passed = try kata.mutantsBench()
  case "lights": passed = try kata.lights(name: name)
  case "show":
    passed = try kata.show(
      name: name, pattern: option("pattern", in: arguments), generations: option("generations", in: arguments)
    )
  case "dashboard":
    passed = try kata.dashboard(
      watch: try yes("watch", in: arguments), remote: option("remote", in: arguments))
  case "publish":
    passed = try kata.publish(
      name: name, remote: option("remote", in: arguments), watch: try yes("watch", in: arguments))
  case "retro": passed = try kata.retro(name: name)
  case "bench":
    let runs = option("runs", in: arguments)
    guard runs.isEmpty || Int(runs) != nil else {
      throw KataError("RUNS must be a whole number, not '\(runs)'")
    }
    passed = try kata.bench(runs: Int(runs) ?? 5)
  case "diff":
    passed = try kata.diffRuns(name: name, run: option("run", in: arguments), to: option("to", in: arguments))
  case "revert": passed = try kata.revert(name: name, run: option("run", in: arguments))
  case "watch": try kata.loop(name: name, rule: .watch, command: "kata-watch")
  case "babysteps":
    let minutes = option("minutes", in: arguments).isEmpty ? "2" : option("minutes", in: arguments)
    guard let value = Double(minutes), value > 0, value <= 600 else {
      throw KataError("MINUTES must be a number of minutes above 0 (as 2, or 0.5), not '\(minutes)'")
    }
    try kata.loop(name: name, rule: .babySteps(seconds: value * 60), command: "kata-babysteps")
  case "workshop-constraints": passed = kata.workshopConstraints()
  case "workshop-round":
    passed = try kata.workshopRound(
      minutes: try workshopMinutes(option("minutes", in: arguments)),
      constraint: option("constraint", in: arguments))
  case "workshop-rounds": passed = try kata.workshopRounds()
  case "workshop-room": passed = try kata.workshopRoom(remote: option("remote", in: arguments))
  case "tcr":
    let variant = try TCRVariant(word: option("variant", in: arguments))
    if try yes("watch", in: arguments) {
      try kata.loop(name: name, rule: .tcr(variant), command: "kata-tcr")
    }
    exit(try kata.tcr(name: name, variant: variant).exitCode)
  default: throw KataError(usage)
  }
  exit(passed ? 0 : 1)
} catch {
  // A failure of the file system the commands did not name themselves is still one line, with its path.
  FileHandle.standardError.write(Data("Error: \(FileProblem(error, root: root))\n".utf8))
  exit(2)
}
