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
// Every command and its options are declared once, in CommandLine/KataCommand.swift: the help
// (`kata help`, `kata help test`) and the refusal of an option a command does not take come from there.

/// The value of an option the command declares; "" when it is not given.
func option(_ name: String, in arguments: KataArguments) -> String {
  arguments.value(name)
}

/// A yes-or-no option: `--watch yes`; a word that is neither is refused.
func yes(_ name: String, in arguments: KataArguments) throws -> Bool {
  try yesOrNo(option(name, in: arguments), option: name.uppercased())
}

stopChildrenOnInterrupt()
let arguments = KataArguments.parsedOrExit(Array(CommandLine.arguments.dropFirst()))
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
do {
  let workspace = try Workspace.fromEnvironment(root: root)
  let jobs = ProcessInfo.processInfo.environment["KATA_JOBS"].flatMap { Int($0) }.map { max(1, $0) }
  let kata = Kata(workspace: workspace, jobs: jobs)
  // The tool's parts, each with its commands.
  let specification = KataCommands(kata)
  let room = PracticeRoom(kata)
  let workshop = WorkshopCommands(kata)
  let page = SpecificationPageCommand(kata)
  let name = option("name", in: arguments).isEmpty ? "kata" : option("name", in: arguments)
  let step = option("step", in: arguments)
  let rule = option("rule", in: arguments)
  let passed: Bool
  switch arguments.command.name {
  case "check": passed = try specification.check()
  case "mutants": passed = try specification.mutants()
  case "spec":
    guard step.isEmpty || rule.isEmpty else { throw KataError("give STEP or RULE, not both") }
    let steps = try Steps(workspace: workspace)
    let part: SpecificationPart =
      !step.isEmpty ? .step(try steps.number(from: step)) : !rule.isEmpty ? .rule(rule) : .all
    passed = try specification.spec(part: part)
  case "spec-html":
    let pair = option("name", in: arguments)
    passed = try page.specHTML(pair: pair.isEmpty ? nil : try workshop.pair(pair))
  case "solution": passed = try specification.writeSolution(step: step)
  case "diff-step": passed = try specification.diffStep(step: step)
  case "new-step":
    passed = try specification.newStep(
      after: option("after", in: arguments), title: option("title", in: arguments))
  case "new": passed = try workshop.newInRoom(name: name, force: try yes("force", in: arguments))
  case "test":
    let light = try room.testPractice(
      name: name, verbose: try yes("verbose", in: arguments),
      prediction: option("predict", in: arguments))
    // In a room, after the light: whether a new round has begun.
    try workshop.followRoom(name: name)
    exit(light.exitCode)
  // The specification's verdict is a light: green, red, or amber when nothing could be judged.
  case "step": exit(try room.step(step, name: name).exitCode)
  case "verify": exit(try room.verify(name: name).exitCode)
  case "grade": passed = try room.gradePractice(name: name, ownCode: try yes("own", in: arguments))
  case "mutants-bench": passed = try room.mutantsBench()
  case "lights": passed = try room.lights(name: name)
  case "show":
    passed = try workshop.show(
      name: name, pattern: option("pattern", in: arguments), generations: option("generations", in: arguments)
    )
  case "dashboard":
    passed = try workshop.dashboard(
      watch: try yes("watch", in: arguments), remote: option("remote", in: arguments))
  case "publish":
    passed = try workshop.publish(
      name: name, remote: option("remote", in: arguments), watch: try yes("watch", in: arguments))
  case "retro": passed = try room.retro(name: name)
  case "bench":
    let runs = option("runs", in: arguments)
    guard runs.isEmpty || Int(runs) != nil else {
      throw KataError("RUNS must be a whole number, not '\(runs)'")
    }
    passed = try room.bench(runs: Int(runs) ?? 5)
  case "diff":
    passed = try room.diffRuns(name: name, run: option("run", in: arguments), to: option("to", in: arguments))
  case "revert": passed = try room.revert(name: name, run: option("run", in: arguments))
  case "watch": try room.loop(name: name, rule: .watch, command: "kata-watch")
  case "babysteps":
    let minutes = option("minutes", in: arguments).isEmpty ? "2" : option("minutes", in: arguments)
    guard let value = Double(minutes), value > 0, value <= 600 else {
      throw KataError("MINUTES must be a number of minutes above 0 (as 2, or 0.5), not '\(minutes)'")
    }
    try room.loop(name: name, rule: .babySteps(seconds: value * 60), command: "kata-babysteps")
  case "workshop-constraints": passed = workshop.workshopConstraints()
  case "workshop-round":
    passed = try workshop.workshopRound(
      minutes: try workshopMinutes(option("minutes", in: arguments)),
      constraint: option("constraint", in: arguments))
  case "workshop-rounds": passed = try workshop.workshopRounds()
  case "workshop-room": passed = try workshop.workshopRoom(remote: option("remote", in: arguments))
  case "tcr":
    let variant = try TCRVariant(word: option("variant", in: arguments))
    if try yes("watch", in: arguments) {
      try room.loop(name: name, rule: .tcr(variant), command: "kata-tcr")
    }
    exit(try room.tcr(name: name, variant: variant).exitCode)
  default: throw KataError("'\(arguments.command.name)' is declared in KataCommand.all but not run here")
  }
  exit(passed ? 0 : 1)
} catch {
  // A failure of the file system the commands did not name themselves is still one line, with its path.
  FileHandle.standardError.write(Data("Error: \(FileProblem(error, root: root))\n".utf8))
  exit(2)
}
