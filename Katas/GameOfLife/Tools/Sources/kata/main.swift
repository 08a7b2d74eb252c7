import Foundation

// The kata tool: `Katas/GameOfLife/kata.sh` runs the tests and calls this to read their results.
//
//     kata check <steps folder> <runs folder>            solution-NN.jsonl for N = 0 ... last step
//     kata step <N> <steps folder> <run prefix>          <prefix>.jsonl, <prefix>-retry-1.jsonl, ...
//     kata verify <steps folder> <run prefix>
//     kata crashed <events.jsonl>                         a --skip pattern for the tests that crashed
//     kata spec <steps folder> <events.jsonl>
//     kata list-mutants <mutants folder>
//     kata mutate <mutant file> <folder>                  mutates the sources copied into the folder
//     kata mutants <mutants folder> <runs folder> [--learner]
let arguments = Array(CommandLine.arguments.dropFirst())

/// Says what is wrong on standard error and stops with the status for a bad command line.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
  exit(64)
}

/// The mutants of a folder, in the order of their file names.
func mutants(in folder: String) throws -> [Mutant] {
  let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mutant") }
  return try names.sorted().map { try Mutant(file: "\(folder)/\($0)") }
}

do {
  switch (arguments.first, arguments.count) {
  case ("check", 3):
    let steps = Steps(folder: arguments[1])
    var runs: [Int: TestRun] = [:]
    for number in [0] + steps.numbers {
      runs[number] = TestRun(eventStream: "\(arguments[2])/solution-\(twoDigits(number)).jsonl")
    }
    exit(checkSteps(steps: steps, runs: runs) ? 0 : 1)
  case ("step", 4):
    guard let last = Int(arguments[1]) else { fail("STEP must be a number, not '\(arguments[1])'") }
    exit(
      reportStep(last, steps: Steps(folder: arguments[2]), run: TestRun(runPrefix: arguments[3])) ? 0 : 1)
  case ("verify", 3):
    exit(reportVerify(steps: Steps(folder: arguments[1]), run: TestRun(runPrefix: arguments[2])) ? 0 : 1)
  case ("crashed", 2):
    print(TestRun(eventStream: arguments[1]).crashedTestsPattern)
  case ("spec", 3):
    exit(
      printSpecification(steps: Steps(folder: arguments[1]), run: TestRun(eventStream: arguments[2])) ? 0 : 1)
  case ("list-mutants", 2):
    for mutant in try mutants(in: arguments[1]) { print(mutant.name) }
  case ("mutate", 3):
    try Mutant(file: arguments[1]).apply(in: arguments[2])
  case ("mutants", 3), ("mutants", 4):
    let learner = arguments.count == 4 && arguments[3] == "--learner"
    let verdicts = try mutants(in: arguments[1]).map { verdict(for: $0, in: arguments[2]) }
    exit(reportMutants(verdicts, learner: learner) ? 0 : 1)
  default:
    fail(
      "usage: kata check|step|verify|crashed|spec|list-mutants|mutate|mutants ... (see Katas/GameOfLife/kata.sh)"
    )
  }
} catch {
  fail("\(error)")
}
