import LifeKit

/// `life run`: moves a pattern on a number of generations and prints the result, for scripts.
enum RunCommand: Command {
  static let name = "run"
  static let summary = "print a pattern after N generations (cells, RLE, Life 1.05/1.06 or the population)"
  static let generations = CommandOption(
    "--generations", "N", "how many generations to run, 0 or more (required)", isRequired: true)
  static let format = CommandOption(
    "--format", "FORMAT", "cells (default), rle, life105, life106, or count (the population only)")
  static let output = CommandOption(
    "--output", "FILE", "write to FILE (atomically: a temporary file, then a rename)")
  static let options = [generations, format, output] + SimulationOptions.options

  static let usage = """
    Usage: life run [PATTERN] --generations N [OPTIONS]

    Moves PATTERN on N generations and prints the result. On the plane the result is the live
    cells' bounding box (RLE and Life 1.05/1.06 keep its position); on a bounded or torus grid it
    is the whole grid, dead cells included, and RLE writes the grid back as a :P or :T rule suffix.

    PATTERN is a file (plaintext .cells, RLE, Life 1.05 or Life 1.06, recognised by content), a
    built-in name (see 'life patterns'), or - for standard input (the default when it is not a
    terminal).

    Options:
    \(CommandOption.help(for: options))

    Example:
      life run glider --generations 4 --format rle
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, command: name, options: options)
    let generations = try OptionValues.generations(parsed.value(required: Self.generations))
    let format = try OutputFormat(option: parsed.value(Self.format) ?? "cells")
    let options = try SimulationOptions(parsed)
    let pattern = try PatternInput.load(parsed.singleOperand(command: name, naming: "PATTERN"), command: name)
    let simulation = try options.simulation(of: pattern, generations: generations)
    try simulation.engine.step(generations: generations)
    // The population alone is asked of the engine: HashLife counts far more cells than could be listed.
    let population = simulation.engine.population
    guard population < Int.max else {
      throw RuntimeFailure("the population is \(Int.max) cells or more: past what life can count")
    }
    let text: String
    if case .count = format {
      text = "\(population)\n"
    } else {
      guard population <= Pattern.maximumLiveCells else {
        throw UsageError(
          "the result has \(population) live cells, more than \(Pattern.maximumLiveCells) can be written;"
            + " use --format count")
      }
      text = try format.text(of: simulation.current())
    }
    try Output.write(text, to: parsed.value(Self.output))
    return ExitCode.success
  }
}

/// What `life run --format` writes: a pattern file format, or only the population.
enum OutputFormat {
  case file(PatternFormat)
  case count

  /// The names `--format` accepts.
  static let names = PatternFormat.allCases.map(\.rawValue) + ["count"]

  init(option text: String) throws {
    if text.lowercased() == "count" {
      self = .count
    } else if let format = PatternFormat(rawValue: text.lowercased()) {
      self = .file(format)
    } else {
      throw UsageError("unknown format '\(text)': choose one of \(Self.names.joined(separator: ", "))")
    }
  }

  /// The pattern written in this format.
  ///
  /// - Throws: ``UsageError`` when a plaintext picture would be too large to print.
  func text(of pattern: Pattern) throws -> String {
    switch self {
    case .count:
      return "\(pattern.population)\n"
    case .file(.plaintext):
      let (cells, overflow) = pattern.width.multipliedReportingOverflow(by: pattern.height)
      guard !overflow, cells <= OptionValues.maximumGridCells else {
        throw UsageError(
          "the result is \(pattern.width) × \(pattern.height) cells, too large to print as cells;"
            + " use --format rle or life106")
      }
      return pattern.plaintext
    case .file(let format):
      return pattern.text(in: format)
    }
  }
}
