import Foundation

/// What `kata help` prints, made from the commands' declarations: every command, or one with its options.
enum KataHelp {
  /// Every command with the make target that runs it and what it does.
  static var commands: String {
    let width = KataCommand.all.map(\.name.count).max() ?? 0
    let targetWidth = KataCommand.all.map(\.target.count).max() ?? 0
    let rows = KataCommand.all.map { command in
      "  " + command.name.padded(to: width + 2) + ("make " + command.target).padded(to: targetWidth + 7)
        + command.summary
    }
    return """
      usage: kata COMMAND [--OPTION VALUE ...]
         or: make TARGET [VARIABLE=VALUE ...]
      'kata help COMMAND' lists a command's options; each is a make variable, its name in capitals.

      Commands:
      \(rows.joined(separator: "\n"))
      """
  }

  /// One command: its usage through the tool and through make, what it does, and its options.
  static func command(_ command: KataCommand) -> String {
    let tool = command.options.map { " [--\($0.name) \($0.value)]" }.joined()
    let make = command.options.map { " [\($0.variable)=\($0.value)]" }.joined()
    var lines = [
      "usage: kata \(command.name)\(tool)", "   or: make \(command.target)\(make)", "", command.summary,
    ]
    if !command.options.isEmpty {
      let width = command.options.map { $0.name.count + $0.value.count }.max() ?? 0
      lines += ["", "Options:"]
      lines += command.options.map { "  " + "--\($0.name) \($0.value)".padded(to: width + 6) + $0.help }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String {
    padding(toLength: max(width, count), withPad: " ", startingAt: 0)
  }
}

extension KataArguments {
  /// The command line of this process, checked: `help` and `--help` print their help and exit 0, and a
  /// command line the tool refuses exits 2 after one line, `Error: ...`, on standard error.
  static func parsedOrExit(_ words: [String]) -> KataArguments {
    do {
      if words.first == "help" {
        guard words.count <= 2 else { throw UsageError("'kata help' takes one command at most") }
        print(words.count == 1 ? KataHelp.commands : KataHelp.command(try command(words[1])))
        exit(0)
      }
      if words.first == "--help" || words.first == "-h" {
        print(KataHelp.commands)
        exit(0)
      }
      if words.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
        print(KataHelp.command(try command(words[0])))
        exit(0)
      }
      return try KataArguments(words)
    } catch {
      FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
      exit(2)
    }
  }
}
