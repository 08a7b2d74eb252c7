import KataSystem
import Verdicts

/// A command of the kata tool, as a type: declared once (its name, make target, summary and options), its
/// options read and checked before anything runs, and what it does, returning the exit code.
///
/// Adding a command is one file in this folder and its line in `Command.all`: the help, the parser's
/// refusal of an option it does not take, and the Makefile's check of its variables all come from its
/// declaration.
protocol Command {
  static var declaration: KataCommand { get }
  /// Reads the command's options, refusing a value it cannot take before anything runs.
  init(_ options: Options) throws
  /// Does it: 0 when all went well, 1 when a verdict is not (a red step, a surviving mutant); `test`,
  /// `step`, `verify` and `tcr` exit with their light (0 green, 1 red, 3 amber).
  func run(_ kata: Kata) throws -> Int32
}

extension Command {
  /// What a command that says whether all went well exits with.
  static func exitCode(_ passed: Bool) -> Int32 { passed ? 0 : 1 }
}

/// Every command, in the order `kata help` lists them: a learner's first.
var allCommands: [any Command.Type] {
  [
    NewCommand.self, TestCommand.self, StepCommand.self, VerifyCommand.self, GradeCommand.self,
    SolutionCommand.self, DiffStepCommand.self, LightsCommand.self, RetroCommand.self, BenchCommand.self,
    MutantsBenchCommand.self, DiffCommand.self, RevertCommand.self, WatchCommand.self, BabyStepsCommand.self,
    TCRCommand.self, SpecCommand.self, SpecHTMLCommand.self, DashboardCommand.self, PublishCommand.self,
    ShowCommand.self, WorkshopRoomCommand.self, WorkshopConstraintsCommand.self, WorkshopRoundCommand.self,
    WorkshopChangeCommand.self,
    WorkshopRoundsCommand.self, CheckCommand.self, NewStepCommand.self, MutantsCommand.self,
  ]
}

/// The options given to a command, each read by its declaration (`options[.name]`).
struct Options {
  let arguments: KataArguments

  /// The value given to an option; "" when it was not given.
  subscript(_ option: KataOption) -> String { arguments.value(option.name) }

  /// A yes-or-no option: `--watch yes`; a word that is neither is refused.
  func yes(_ option: KataOption) throws -> Bool { try yesOrNo(self[option], option: option.variable) }

  /// The practice package an option names, `kata` when none is.
  var practiceName: String { self[.name].isEmpty ? "kata" : self[.name] }
}
