import Foundation
import LifeKit

/// The `life` command: finds the subcommand, runs it, and turns every error into one line and an exit code.
enum Life {
  /// Every subcommand, in the order `life --help` lists them.
  static let commands: [any Command.Type] = [
    PlayCommand.self, RunCommand.self, ShowCommand.self, ExplainCommand.self, ExportCommand.self,
    WorkshopCommand.self,
    PatternsCommand.self, RulesCommand.self, BenchCommand.self, HelpCommand.self,
  ]

  /// The subcommand with this name, or `nil`.
  static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.name == name }
  }

  /// Runs `life` with the words after its name and returns the exit code; errors go to standard error.
  static func main(_ arguments: [String]) -> Int32 {
    do {
      return try dispatch(arguments)
    } catch {
      let message = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
      FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
      return exitCode(for: error)
    }
  }

  private static func dispatch(_ arguments: [String]) throws -> Int32 {
    guard let first = arguments.first else {
      try Player.play(PlayOptions())
      return ExitCode.success
    }
    if first == "--help" || first == "-h" {
      print(HelpCommand.overview)
      return ExitCode.success
    }
    guard let command = command(named: first) else {
      throw UsageError("unknown command '\(first)' (see 'life --help')")
    }
    let rest = Array(arguments.dropFirst())
    let options = rest.prefix { $0 != "--" }
    if command != HelpCommand.self, options.contains("--help") || options.contains("-h") {
      print(command.usage)
      return ExitCode.success
    }
    return try command.run(rest)
  }

  private static func exitCode(for error: any Error) -> Int32 {
    switch error {
    case is UsageError, is EngineError: ExitCode.usage
    case is PatternError: ExitCode.dataError
    default: ExitCode.failure
    }
  }
}
