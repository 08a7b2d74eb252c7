import LifeKit

/// The options every command that runs a pattern shares: rule, topology, size, engine and memory.
struct SimulationOptions {
  static let rule = CommandOption(
    "--rule", "RULE",
    """
    a Life-like rule in B/S or S/B notation: B3/S23 (Life, the default),
    B36/S23 (HighLife), B2/S (Seeds), B3678/S34678 (Day & Night), 23/3;
    a file's own rule is used when this is not given
    """)
  static let topology = CommandOption(
    "--topology", "KIND",
    """
    plane (unbounded), bounded (dead edges) or torus (wrapping edges);
    default: the file's :T/:P rule suffix if it has one, else plane
    """)
  static let size = CommandOption(
    "--size", "WxH",
    """
    the grid for bounded and torus, such as 64x48; default: the file's
    :T/:P size, else the pattern's own width × height; the pattern is
    placed as Golly places it: centred, or from the top-left corner when
    it is larger than the grid
    """)
  static let engine = CommandOption("--engine", "ENGINE", "\(OptionValues.engineNames) (default: auto)")
  static let memory = CommandOption(
    "--memory", "MB",
    """
    the memory budget of the set, sparse and hashlife engines, in
    megabytes; default: 2048, or half this machine's memory if less
    """)

  /// The options every command that runs a pattern shares, in the order of the help.
  static let options = [rule, topology, size, engine, memory]

  var rule: LifeLikeRule?
  var topology: TopologyChoice?
  var size: (width: Int, height: Int)?
  var engine: EngineKind = .auto
  var memoryMegabytes: Int?

  /// Reads the shared options from a command's arguments.
  init(_ arguments: ParsedArguments) throws {
    rule = try arguments.value(Self.rule).map(OptionValues.rule)
    topology = try arguments.value(Self.topology).map(TopologyChoice.init(option:))
    size = try arguments.value(Self.size).map { try OptionValues.size($0) }
    engine = try arguments.value(Self.engine).map(OptionValues.engine) ?? .auto
    memoryMegabytes = try arguments.value(Self.memory).map(OptionValues.megabytes)
  }

  /// The universe, rule and engine for a pattern, with the pattern placed on its grid.
  ///
  /// - Parameter generations: how far the pattern will be run, when known: `auto` runs far generations of
  ///   the plane with HashLife.
  /// - Throws: ``UsageError`` when the options do not fit the pattern, ``PatternError`` when the file asks
  ///   for a grid too large, ``EngineError`` when the engine cannot run them.
  func simulation(of pattern: Pattern, generations: Int? = nil) throws -> Simulation {
    let universe = try universe(for: pattern)
    var start = pattern.placed(in: universe)
    start.rule = rule ?? pattern.rule
    var setup = EngineSetup(universe: universe, rule: start.rule)
    setup.memoryMegabytes = memoryMegabytes
    let engine = try self.engine.makeEngine(for: start, setup: setup, generations: generations)
    return Simulation(start: start, setup: setup, engine: engine)
  }

  /// The universe the options and the pattern ask for; the options win.
  private func universe(for pattern: Pattern) throws -> Universe {
    let fileSize = pattern.universe?.grid
    let choice = topology ?? pattern.universe.map(TopologyChoice.init) ?? .plane
    guard let edges = choice.edges else {
      guard size == nil else { throw UsageError("--size needs --topology bounded or torus") }
      return .plane
    }
    let grid: (width: Int, height: Int)
    if let size {
      grid = size
    } else if let fileSize {
      // A grid the file asks for is the data's mistake, not the command line's.
      if let problem = OptionValues.gridProblem(width: fileSize.width, height: fileSize.height) {
        throw PatternError("the file's rule suffix: \(problem)")
      }
      grid = fileSize
    } else {
      guard pattern.width > 0, pattern.height > 0 else {
        throw UsageError("the pattern has no cells, so no size of its own: give --size WxH")
      }
      if let problem = OptionValues.gridProblem(width: pattern.width, height: pattern.height) {
        throw PatternError("the pattern's own box: \(problem)")
      }
      grid = (pattern.width, pattern.height)
    }
    return Universe(edges, width: grid.width, height: grid.height)
  }
}

/// A pattern placed in its universe, and the engine that moves it on.
struct Simulation {
  /// The starting cells, in the universe's coordinates, with the rule and universe to write back.
  let start: Pattern
  let setup: EngineSetup
  let engine: any LifeEngine

  /// The cells now, with the engine's rule and universe, named and commented as the pattern was.
  func current() -> Pattern {
    var pattern = engine.pattern()
    pattern.name = start.name
    pattern.comments = start.comments
    return pattern
  }
}
