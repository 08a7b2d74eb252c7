import Foundation
import Testing

@testable import KataSystem

/// `make` run in the repository's root with some words, the environment added to.
private func make(_ arguments: [String], environment: [String: String] = [:]) throws -> (
  status: Int32, output: String
) {
  var variables = ProcessInfo.processInfo.environment
  variables.merge(environment) { $1 }
  let result = try ChildProcess.run(
    ["make", "--no-print-directory"] + arguments, in: repositoryRoot, environment: variables, timeLimit: 60)
  let status: Int32 = if case .exited(let code) = result.ending { code } else { -1 }
  return (status, result.output)
}

@Suite(
  "The Makefile refuses a variable that no target takes, or a target it does not have, before anything runs")
struct MakefileVariableTests {
  @Test("make kata-test NAEM=lea says NAEM is not an option, names NAME, and fails before running anything")
  func misspeltVariable() throws {
    let run = try make(["kata-test", "NAEM=lea"])
    #expect(run.status != 0)
    #expect(run.output.contains("NAEM is not an option; did you mean NAME?"), "\(run.output)")
    #expect(!run.output.contains("kata.sh"), "nothing ran: \(run.output)")
    let far = try make(["-n", "spec", "FROBNICATE=1"])
    #expect(far.status != 0)
    #expect(
      far.output.contains("FROBNICATE is not an option (make help lists the targets and their variables)"))
  }

  @Test("make kata-tst says it is not a target and names kata-test; real targets and files are as before")
  func misspeltTarget() throws {
    let slip = try make(["kata-tst"])
    #expect(slip.status != 0)
    #expect(slip.output.contains("kata-tst is not a target; did you mean kata-test?"), "\(slip.output)")
    #expect(!slip.output.contains("kata.sh"), "nothing ran: \(slip.output)")
    let far = try make(["-n", "frobnicate"])
    #expect(far.status != 0)
    #expect(far.output.contains("frobnicate is not a target (make help lists the targets"), "\(far.output)")
    // A file with no rule is up to date, as make takes it; help and a real target still work.
    let file = try make(["README.md"])
    #expect(file.status == 0 && !file.output.contains("not a target"), "\(file.output)")
    let help = try make(["help"])
    #expect(help.status == 0 && help.output.contains("make kata-test"), "\(help.output)")
    #expect(try make(["-n", "kata-test", "NAME=lea"]).status == 0)
  }

  @Test("A variable a target takes is accepted on the command line, and any variable in the environment")
  func knownVariable() throws {
    #expect(try make(["-n", "kata-test", "NAME=lea", "VERBOSE=1"]).status == 0)
    #expect(try make(["-n", "fuzz", "SECONDS=3", "HARNESS=RLE"]).status == 0)
    #expect(try make(["-n", "test", "RECORD_GOLDEN=1"]).status == 0)
    #expect(try make(["-n", "kata-test"], environment: ["NAEM": "lea"]).status == 0)
  }
}
