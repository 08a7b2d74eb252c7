import GameOfLife
import LifeKit

/// `life workshop`: writes the teaching page a facilitator projects to teach the four rules.
enum WorkshopCommand: Command {
  static let name = "workshop"
  static let summary = "write the teaching page: the four rules, and a board to edit, explain and predict"
  static let topology = CommandOption(
    "--topology", "KIND",
    """
    bounded (dead edges) or torus (wrapping edges); default: the file's
    :T/:P rule suffix, else bounded
    """)
  static let size = CommandOption(
    "--size", "WxH",
    """
    the board, \(TeachingPage.sides.lowerBound) to \(TeachingPage.sides.upperBound) on each side; default: the file's :T/:P size,
    else the pattern with a margin, at least 24 × 16
    """)
  static let present = CommandOption(
    flag: "--present",
    """
    open the page in presentation mode: the board and the rules only, as
    large as the window allows ('f' on the page turns it on and off)
    """)
  static let change = CommandOption(
    "--change", "NAME",
    """
    a requirement change to show after the four rules: zombies, hexagonal
    or coloured, worked out by the library's reference (the board still
    plays the four rules)
    """)
  static let options = [.output, topology, size, present, change]

  static let usage = """
    Usage: life workshop [PATTERN] [--output FILE] [--topology bounded|torus] [--size WxH] [--present]
                         [--change zombies|hexagonal|coloured]

    Writes one self-contained HTML page for the projector; it works offline from the file. It shows
    Conway's four rules, each with a picture worked out by the kata's Game, and a board starting with
    PATTERN (default: glider) that the room can edit, step, play, explain and predict:
      - click a cell to toggle it; step, play and pause, slower and faster, clear, random from a seed
        (the same board as the kata's Game.randomFill(seed:)), bounded or torus, the size, and a
        picker over the built-in patterns;
      - Explain marks every cell with the rule that decides it, in colour and letter, with the
        counts of 'life explain';
      - Predict: the room marks the cells it thinks will be alive next generation; Reveal shows each
        cell right or wrong, its rule and its live neighbours, and the score.
    The board is the largest thing on the screen, beside or above the four rules and the status,
    over a compact bar of controls; the page never scrolls. Presentation mode keeps the board, the
    rules and a status of the generation and Predict only, for Predict rounds. Every action has a
    key; '?' on the page lists them.

    Options:
    \(CommandOption.help(for: options))

    Example:
      life workshop glider --output rules.html
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, command: name, options: options)
    let pattern = try PatternInput.load(
      parsed.singleOperand(command: name, naming: "PATTERN") ?? "glider", command: name)
    let choice = try parsed.value(Self.topology).map(TopologyChoice.init(option:))
    if choice == .plane {
      throw UsageError("the teaching page's board is a grid: use --topology bounded or torus")
    }
    let size =
      try parsed.value(Self.size).map { try OptionValues.size($0) } ?? pattern.universe?.grid
      ?? (max(24, pattern.width + 8), max(16, pattern.height + 6))
    guard TeachingPage.sides.contains(size.width), TeachingPage.sides.contains(size.height) else {
      throw UsageError(
        "a \(size.width) × \(size.height) board does not fit the teaching page: each side must be "
          + "\(TeachingPage.sides.lowerBound) to \(TeachingPage.sides.upperBound)")
    }
    let edges = choice?.edges ?? pattern.universe?.topology ?? .bounded
    let page = TeachingPage(
      pattern: pattern, width: size.width, height: size.height, topology: edges,
      presenting: parsed.isGiven(Self.present),
      change: try parsed.value(Self.change).map(TeachingPageChange.named))
    try Output.write(page.document(), to: parsed.value(CommandOption.output))
    return ExitCode.success
  }
}
