import LifeKit

/// `life help`: the overview, or one command's full help.
enum HelpCommand: Command {
  static let name = "help"
  static let summary = "show this help, or 'life help COMMAND' for one command's options"
  static let usage = """
    Usage: life help [COMMAND]

    Shows the overview of life, or everything about one command and its options.

    Example:
      life help run
    """

  /// What `life --help` prints.
  static var overview: String {
    let width = Life.commands.map { $0.name.count }.max() ?? 0
    let commands = Life.commands.map { command in
      "  " + command.name + String(repeating: " ", count: width - command.name.count) + "  " + command.summary
    }.joined(separator: "\n")
    return """
      life: Conway's Game of Life in the terminal: play it, run it, explain it, export it.

      Usage: life [COMMAND] [ARGUMENTS]
             life                   open the player on the Gosper glider gun (same as 'life play')

      Commands:
      \(commands)

      PATTERN, wherever a command takes one, is a file (plaintext .cells, RLE .rle, Life 1.05 or
      Life 1.06 .lif, recognised by content, not by name), a built-in name (see 'life patterns'),
      or - for standard input.

      Options shared by run, show, explain and export (see 'life help COMMAND' for each one's own):
      \(CommandOption.help(for: SimulationOptions.options))
      Limits: a bounded or torus grid has \(OptionValues.gridLimitDescription); larger sizes,
      and sizes of zero or less, are refused. Generations are 0 or more. The slow reference engines
      refuse work they would take hours over: --engine game takes at most \(EngineKind.maximumGameCells)
      cells and \(EngineKind.maximumGameCellUpdates) cell updates (cells × generations); --engine set
      runs at most \(EngineKind.maximumSetGenerations) generations; auto has neither limit. The engines
      that grow with their pattern keep within --memory: HashLife collects garbage and takes smaller
      steps; when a generation does not fit, or the system gives less, life stops with one line and
      exit status 1. A pattern file may hold at most \(Pattern.maximumLiveCells) live cells.

      Kernels: the bitboard and sparse engines step with the widest vectors the processor has: \(BitboardKernel.widestSupported.rawValue) here.
      LIFE_KERNEL=portable, avx2 or avx512 forces one; a kernel the processor lacks is refused.

      Saved patterns: the player saves and loads named patterns as .rle files in the folder
      $LIFE_PATTERNS_DIR, by default ~/.local/share/life/patterns.

      Exit status: 0 success (and help), 64 a bad command line, 65 bad pattern data, 1 any other
      failure. Errors are one line on standard error, starting 'Error: '.

      Examples:
        life run glider --generations 4
        life run pattern.rle --generations 100 --topology torus --size 64x64 --format rle
        life explain glider
        life help run
      """
  }

  static func run(_ arguments: [String]) throws -> Int32 {
    guard let topic = arguments.first else {
      print(overview)
      return ExitCode.success
    }
    guard arguments.count == 1 else {
      throw UsageError("'life help' takes one command name, not '\(arguments.joined(separator: " "))'")
    }
    if topic == "--help" || topic == "-h" {
      print(usage)
      return ExitCode.success
    }
    guard let command = Life.command(named: topic) else {
      throw UsageError("unknown command '\(topic)' (see 'life --help')")
    }
    print(command.usage)
    return ExitCode.success
  }
}
