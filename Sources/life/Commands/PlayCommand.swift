import GameOfLife
import LifeKit

/// `life play`: opens the interactive player on a pattern.
enum PlayCommand: Command {
  static let name = "play"
  static let summary = "open the interactive player (what 'life' alone does, on the Gosper glider gun)"
  static let rule = CommandOption(
    "--rule", "RULE", "a Life-like rule such as B3/S23 or 23/3 (default: the pattern's own)")
  static let topology = CommandOption(
    "--topology", "KIND", "bounded (dead edges, the default) or torus (wrapping edges)")
  static let size = CommandOption("--size", "WxH", "the board, such as 80x48 (default: fit the terminal)")
  static let options = [rule, topology, size]

  static let usage = """
    Usage: life play [PATTERN] [--rule RULE] [--topology bounded|torus] [--size WxH]

    Opens the interactive player on PATTERN (a file, a built-in name, or - for standard input);
    without one, on the Gosper glider gun. 'life' alone does the same. Press ? in the player for
    its keys.

    Options:
    \(CommandOption.help(for: options))

    Example:
      life play pulsar --topology torus
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, command: name, options: options)
    var options = PlayOptions()
    if let operand = try parsed.singleOperand(command: name, naming: "PATTERN") {
      options.pattern = try PatternInput.load(operand, command: name)
    }
    if let rule = try parsed.value(Self.rule).map(OptionValues.rule) {
      options.rule = rule
    } else if let pattern = options.pattern {
      options.rule = pattern.rule
    }
    if let choice = try parsed.value(Self.topology).map(TopologyChoice.init(option:)) {
      guard let edges = choice.edges else {
        throw UsageError("the player needs --topology bounded or torus; the plane does not fit on a screen")
      }
      options.topology = edges
    }
    options.size = try parsed.value(Self.size).map { try OptionValues.size($0) }
    try Player.play(options)
    return ExitCode.success
  }
}
