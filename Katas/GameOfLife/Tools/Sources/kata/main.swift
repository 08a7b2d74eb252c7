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
// Every command is a type of its own in Commands/, its options declared once with it: the help
// (`kata help`, `kata help test`), the dispatch and the refusal of an option it does not take come from
// there (`allCommands`).

Interruption.stopChildrenOnInterrupt()
let arguments = KataArguments.parsedOrExit(Array(CommandLine.arguments.dropFirst()))
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
do {
  let workspace = try Workspace.fromEnvironment(root: root)
  try ChildTemporaryFiles.use(workspace.scratch.appendingPathComponent("tmp"))
  let jobs = ProcessInfo.processInfo.environment["KATA_JOBS"].flatMap { Int($0) }.map { max(1, $0) }
  let kata = Kata(workspace: workspace, jobs: jobs, reporter: TerminalReporter())
  guard let command = allCommands.first(where: { $0.declaration.name == arguments.command.name }) else {
    throw KataError("'\(arguments.command.name)' is declared but has no type in allCommands")
  }
  exit(try command.init(Options(arguments: arguments)).run(kata))
} catch {
  // A failure of the file system the commands did not name themselves is still one line, with its path.
  FileHandle.standardError.write(Data("Error: \(FileProblem(error, root: root))\n".utf8))
  exit(2)
}
