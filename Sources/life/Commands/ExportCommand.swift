/// `life export`: writes generations as an animated SVG or a self-contained HTML page, for slides.
enum ExportCommand: Command {
  static let name = "export"
  static let summary = "write generations as an animated SVG or a self-contained HTML page, for slides"
  static let usage = """
    Usage: life export PATTERN --generations N --format svg|html [--output FILE] [OPTIONS]

    Records generation 0 of PATTERN and the N generations after it, and writes them as an animated
    SVG (it loops by itself) or as one HTML page with play, pause, step and a speed control. The
    page needs no network: everything is inside it.

    Options:
      --generations N        how many generations after the first to record (required)
      --format svg|html      what to write (default: from the --output file's extension)
      --output FILE          write to FILE (atomically) instead of standard output
      --delay MS             milliseconds per generation, 10 to 2000 (default: 200)
    \(SimulationOptions.help)

    Example:
      life export gosper-glider-gun --generations 60 --format html --output gun.html
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ParsedArguments(
      arguments, command: name,
      valueOptions: SimulationOptions.valueOptions.union(["--generations", "--format", "--output", "--delay"])
    )
    guard let generationsText = parsed.value("--generations") else {
      throw UsageError("'life export' needs --generations N (see 'life help export')")
    }
    let generations = try OptionValues.generations(generationsText)
    let output = parsed.value("--output")
    guard let format = parsed.value("--format")?.lowercased() ?? output.flatMap(Self.formatFromExtension)
    else {
      throw UsageError("'life export' needs --format svg or --format html")
    }
    guard format == "svg" || format == "html" else {
      throw UsageError("unknown export format '\(format)': choose svg or html")
    }
    let delay = try parsed.value("--delay").map(Self.delay) ?? 200
    let options = try SimulationOptions(parsed)
    let pattern = try PatternInput.load(parsed.singleOperand(command: name, naming: "PATTERN"), command: name)
    let frames = try Frames(
      recording: options.simulation(of: pattern, generations: min(generations, Frames.maximumFrames)),
      count: min(generations, Frames.maximumFrames) + 1)
    let title = "\(pattern.name ?? "Life"), generations 0 to \(generations)"
    let document =
      format == "svg"
      ? SVGAnimation(frames: frames, title: title, delay: delay).document
      : HTMLPlayer(frames: frames, title: title, delay: delay).document
    try Output.write(document, to: output)
    return ExitCode.success
  }

  private static func formatFromExtension(_ path: String) -> String? {
    let lowered = path.lowercased()
    if lowered.hasSuffix(".svg") { return "svg" }
    if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") { return "html" }
    return nil
  }

  private static func delay(_ text: String) throws -> Int {
    guard let value = Int(text), (10...2000).contains(value) else {
      throw UsageError("--delay must be a whole number of milliseconds from 10 to 2000, not '\(text)'")
    }
    return value
  }
}
