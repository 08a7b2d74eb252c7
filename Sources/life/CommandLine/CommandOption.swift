/// One option of a command, declared once: the parser, the check that required options are given, and
/// the help text all come from it.
struct CommandOption: Sendable {
  /// `--generations`.
  let name: String
  /// What the value is called in the help: `N`, `WxH`; empty for a flag, which takes no value.
  let value: String
  /// What it does, as `life help` prints it after the name; several lines for a long help.
  let help: String
  /// Whether the command refuses to run without it.
  let isRequired: Bool

  init(_ name: String, _ value: String, _ help: String, isRequired: Bool = false) {
    self.name = name
    self.value = value
    self.help = help
    self.isRequired = isRequired
  }

  /// A flag: an option given alone, such as `--present`.
  init(flag name: String, _ help: String) {
    self.init(name, "", help)
  }

  /// Whether the option is given alone, without a value.
  var isFlag: Bool { value.isEmpty }

  /// `--output FILE`, which most commands share.
  static let output = CommandOption(
    "--output", "FILE", "write to FILE (atomically) instead of standard output")

  /// The column where each option's help starts.
  static let helpColumn = 25

  /// The options as `life help` lists them: the name and value, then the help at ``helpColumn``.
  static func help(for options: [CommandOption]) -> String {
    let indent = String(repeating: " ", count: helpColumn)
    return options.map { option in
      let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
      let lead = "  \(option.name) \(option.value)".padding(toLength: helpColumn, withPad: " ", startingAt: 0)
      return lead + lines[0] + lines.dropFirst().map { "\n" + indent + $0 }.joined()
    }.joined(separator: "\n")
  }
}
