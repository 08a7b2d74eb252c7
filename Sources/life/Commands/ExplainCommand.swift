import GameOfLife
import LifeKit

/// `life explain`: shows one step with every cell marked by the rule that decided its fate.
enum ExplainCommand: Command {
  static let name = "explain"
  static let summary =
    "show one step, every cell marked by the rule that decided it, with a legend and counts"
  static let generation = CommandOption(
    "--generation", "N", "the generation to explain, 0 or more (default: 0)")
  static let options = [generation, .output] + SimulationOptions.options

  static let usage = """
    Usage: life explain PATTERN [--generation N] [OPTIONS]

    Shows generation N of PATTERN, what happens to every cell on the way to generation N + 1, and
    generation N + 1. Under Conway's rule each cell that is born, dies or survives is marked by the
    rule that decided it: reproduction, underpopulation, overpopulation or survival. Under another
    rule the marks say born, survives or dies, in the rule's B/S terms. A legend counts each mark.

    Options:
    \(CommandOption.help(for: options))

    Example:
      life explain glider
    """

  /// The largest board explained: each cell is shown, so a larger one would not be read anyway.
  static let maximumCells = 1 << 20

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, command: name, options: options)
    let generation =
      try parsed.value(Self.generation).map { try OptionValues.generations($0, option: "--generation") } ?? 0
    let options = try SimulationOptions(parsed)
    let pattern = try PatternInput.load(parsed.singleOperand(command: name, naming: "PATTERN"), command: name)
    let simulation = try options.simulation(of: pattern, generations: generation)
    try simulation.engine.step(generations: generation)
    let explanation = try StepExplanation(simulation.current(), universe: simulation.setup.universe)
    var text = "\(pattern.name ?? "The pattern"), generation \(generation) to \(generation + 1)"
    text += " (rule \(simulation.setup.rule), \(Self.describe(simulation.setup.universe)))\n\n"
    text += explanation.boards(generation: generation) + "\n\n" + explanation.legend + "\n"
    try Output.write(text, to: parsed.value(CommandOption.output))
    return ExitCode.success
  }

  private static func describe(_ universe: Universe) -> String {
    switch universe {
    case .plane: "the plane"
    case .bounded(let width, let height): "a bounded \(width) × \(height) grid"
    case .torus(let width, let height): "a \(width) × \(height) torus"
    }
  }
}
