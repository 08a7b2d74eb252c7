import Foundation
import Testing

@testable import KataSystem

/// The built `kata`, run from the repository's root: its exit status and what it wrote, both streams.
private func kataCommand(_ arguments: [String]) throws -> (status: Int32, output: String) {
  let result = try ChildProcess.run([kataBinary.path] + arguments, in: repositoryRoot, timeLimit: 60)
  let status: Int32 = if case .exited(let code) = result.ending { code } else { -1 }
  return (status, result.output)
}

@Suite("The kata command line: declared once, and a slip refused with the nearest option named")
struct KataCommandLineTests {
  @Test(
    "A misspelt option, one the command does not take, a missing value or an unknown command is one line, exit 2",
    arguments: [
      (["test", "--nmae", "lea"], "Error: --nmae is not an option of 'test'; did you mean --name?"),
      (
        ["test", "--name", "lea", "--verbos", "1"],
        "Error: --verbos is not an option of 'test'; did you mean --verbose?"
      ),
      (
        ["spec", "--rule=surv", "--stpe", "3"],
        "Error: --stpe is not an option of 'spec'; did you mean --step?"
      ),
      (
        ["test", "--step", "3"],
        "Error: --step is not an option of 'test', which takes --name, --verbose, --predict, --constraint"
      ),
      (["check", "--name", "ada"], "Error: --name is not an option of 'check', which takes none"),
      (["step", "--name"], "Error: --name needs a value: --name NAME"),
      (["step", "--name", "--step", "3"], "Error: --name needs a value: --name NAME"),
      (["test", "ada"], "Error: 'ada' is not an option of 'test': options are written --name VALUE"),
      (["tset"], "Error: 'tset' is not a command; did you mean 'test'?"),
      (["help", "mutnats"], "Error: 'mutnats' is not a command; did you mean 'mutants'?"),
      (["frobnicate"], "Error: 'frobnicate' is not a command: 'kata help' lists them"),
      ([], "Error: give a command: 'kata help' lists them"),
      // A value the command cannot take, refused by its type before anything runs.
      (["bench", "--runs", "many"], "Error: RUNS must be a whole number, not 'many'"),
      (["spec", "--step", "3", "--rule", "surv"], "Error: give STEP or RULE, not both"),
      (
        ["babysteps", "--minutes", "0"],
        "Error: MINUTES must be a number of minutes above 0 (as 2, or 0.5), not '0'"
      ),
    ])
  func refused(arguments: [String], line: String) throws {
    let run = try kataCommand(arguments)
    #expect(run.status == 2, "\(arguments): \(run.output)")
    #expect(run.output == line + "\n", "\(arguments)")
  }

  @Test("kata help test prints the command's usage, through the tool and through make, and its options")
  func helpOfOneCommand() throws {
    let run = try kataCommand(["help", "test"])
    #expect(run.status == 0)
    #expect(
      run.output == """
        usage: kata test [--name NAME] [--verbose 1] [--predict LIGHT] [--constraint NAME]
           or: make kata-test [NAME=NAME] [VERBOSE=1] [PREDICT=LIGHT] [CONSTRAINT=NAME]

        Run your own tests in Practice/NAME and record the run: 0 green, 1 red, 3 amber

        Options:
          --name NAME         your practice package, Practice/NAME (default: kata)
          --verbose 1         show the build's plan and the tests' whole output
          --predict LIGHT     the light you expect: red, amber or green
          --constraint NAME   the round's constraint (make workshop-constraints lists them)

        """)
    #expect(
      try kataCommand(["step", "--help"]).output.hasPrefix("usage: kata step [--name NAME] [--step N]\n"))
  }

  @Test("kata help lists every command, each with its make target")
  func helpOfEveryCommand() throws {
    let run = try kataCommand(["help"])
    #expect(run.status == 0)
    let rows = run.output.split(separator: "\n").drop { $0 != "Commands:" }.dropFirst()
      .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    #expect(rows.count == 29, "\(run.output)")
    #expect(rows.contains("mutants-bench make kata-mutants-bench"))
    #expect(rows.contains("test make kata-test"))
    #expect(rows.contains("grade make kata-mutants"))
    #expect(rows.contains("new make kata"))
  }

  @Test("Every target of the Makefile that runs the tool passes exactly the options the help declares")
  func makefileAgreesWithTheHelp() throws {
    let makefile = try String(contentsOf: repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
    let help = try kataCommand(["help"]).output.split(separator: "\n").drop { $0 != "Commands:" }.dropFirst()
    #expect(!help.isEmpty)
    for row in help {
      let words = row.split(separator: " ").map(String.init)
      let (command, target) = (words[0], words[2])
      let recipe = try #require(
        makefile.firstMatch(of: try Regex("\n\(target):[^\n]*\n\t@\\$\\(KATA\\) \(command)( [^\n]*)?\n")),
        "make \(target) runs kata \(command)")
      let line = String(recipe.output[0].substring ?? "")
      let usage = try kataCommand(["help", command]).output.split(separator: "\n")[0]
      let declared = usage.matches(of: #/\[--([a-z]+) /#).map { String($0.1) }
      let passed = line.matches(of: #/--([a-z]+) "[^"]*\$\(([A-Z_]+)\)/#).map {
        [String($0.1), String($0.2)]
      }
      #expect(passed.map { $0[0] } == declared, "make \(target): \(line)")
      #expect(passed.allSatisfy { $0[1] == $0[0].uppercased() }, "make \(target): \(line)")
    }
  }

  @Test("make help and the kata's README name every command's make target, and only the options it declares")
  func documentsAgreeWithTheCommands() throws {
    let help = try kataCommand(["help"]).output.split(separator: "\n").drop { $0 != "Commands:" }.dropFirst()
    let makeHelp = try ChildProcess.run(
      ["make", "--no-print-directory", "help"], in: repositoryRoot, timeLimit: 60
    ).output.split(separator: "\n")
    let readme = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Katas/GameOfLife/README.md"), encoding: .utf8
    ).split(separator: "\n")
    /// The make variables a line names, `NAME=` as `name`.
    func variables(_ line: some StringProtocol) -> Set<String> {
      Set(String(line).matches(of: #/\b([A-Z][A-Z_]+)=/#).map { $0.1.lowercased() })
    }
    #expect(help.count == 29)
    for row in help {
      let words = row.split(separator: " ").map(String.init)
      let (command, target) = (words[0], words[2])
      let usage = try kataCommand(["help", command]).output.split(separator: "\n")[0]
      let declared = Set(usage.matches(of: #/\[--([a-z]+) /#).map { String($0.1) })
      let listed = makeHelp.first { $0.hasPrefix("  make \(target) ") }
      #expect(listed != nil, "make help lists make \(target)")
      #expect(variables(listed ?? "").isSubset(of: declared), "make help: \(listed ?? "")")
      // The README's table of commands: a row for the target, naming only options the command takes.
      let rows = readme.filter { $0.hasPrefix("| `make \(target)`") || $0.hasPrefix("| `make \(target) ") }
      #expect(!rows.isEmpty, "the kata's README has a row for make \(target)")
      for row in rows {
        let cell = row.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
        // The first cell is the command as typed, its options its own; the text after may name others'.
        #expect(variables(cell).isSubset(of: declared), "README: \(row.prefix(80))")
      }
    }
  }
}
