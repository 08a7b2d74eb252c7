/// `life show`: prints successive generations as text frames, for workshops.
enum ShowCommand: Command {
  static let name = "show"
  static let summary = "print successive generations as text frames, each with its generation and population"
  static let generations = CommandOption(
    "--generations", "N", "how many generations after the first to show (default: 10)")
  static let options = [generations, .output] + SimulationOptions.options

  static let usage = """
    Usage: life show PATTERN [--generations N] [OPTIONS]

    Prints generation 0 of PATTERN and the N generations after it as pictures ('O' alive, '.'
    dead), each under a line with its generation and population. On the plane every frame shows
    the same box, the smallest that holds all of them, so movement shows.

    Options:
    \(CommandOption.help(for: options))

    Example:
      life show blinker --generations 2
    """

  /// The most cells printed in all: a larger request is refused rather than built up in memory.
  static let maximumCharacters = 100_000_000

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, command: name, options: options)
    let generations = try parsed.value(Self.generations).map { try OptionValues.generations($0) } ?? 10
    let options = try SimulationOptions(parsed)
    let pattern = try PatternInput.load(parsed.singleOperand(command: name, naming: "PATTERN"), command: name)
    let frames = try Frames(
      recording: options.simulation(of: pattern, generations: min(generations, Frames.maximumFrames)),
      count: min(generations, Frames.maximumFrames) + 1)
    let (area, overflow) = frames.width.multipliedReportingOverflow(by: frames.height)
    guard !overflow, area <= maximumCharacters / frames.patterns.count else {
      throw UsageError(
        "\(frames.patterns.count) frames of \(frames.width) × \(frames.height) cells are too many to print")
    }
    let text = frames.patterns.indices.map { index in
      let heading =
        "Generation \(frames.firstGeneration + index), population \(frames.patterns[index].population)"
      return heading + "\n" + frames.picture(ofFrame: index)
    }.joined(separator: "\n\n")
    try Output.write(text + "\n", to: parsed.value(CommandOption.output))
    return ExitCode.success
  }
}
