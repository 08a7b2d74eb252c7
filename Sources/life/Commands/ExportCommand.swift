/// `life export`: writes generations as an animated SVG or a self-contained HTML page, for slides.
enum ExportCommand: Command {
  static let name = "export"
  static let summary = "write generations as an animated SVG or a self-contained HTML page, for slides"
  static let generations = CommandOption(
    "--generations", "N", "how many generations after the first to record (required)", isRequired: true)
  static let format = CommandOption(
    "--format", "svg|html", "what to write (default: from the --output file's extension)")
  static let delay = CommandOption("--delay", "MS", "milliseconds per generation, 10 to 2000 (default: 200)")
  static let options = [generations, format, .output, delay] + SimulationOptions.options

  static let usage = """
    Usage: life export PATTERN --generations N --format svg|html [--output FILE] [OPTIONS]

    Records generation 0 of PATTERN and the N generations after it, and writes them as an animated
    SVG (it loops by itself) or as one HTML page with play, pause, step and a speed control. The
    page needs no network: everything is inside it.

    Options:
    \(CommandOption.help(for: options))

    Example:
      life export gosper-glider-gun --generations 60 --format html --output gun.html
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, command: name, options: options)
    let generations = try OptionValues.generations(parsed.value(required: Self.generations))
    let output = parsed.value(CommandOption.output)
    guard
      let format = try parsed.value(Self.format).map(ExportFormat.init(option:))
        ?? output.flatMap(ExportFormat.init(path:))
    else {
      throw UsageError("'life export' needs --format svg or --format html")
    }
    let delay = try parsed.value(Self.delay).map(Self.delay) ?? 200
    let options = try SimulationOptions(parsed)
    let pattern = try PatternInput.load(parsed.singleOperand(command: name, naming: "PATTERN"), command: name)
    let frames = try Frames(
      recording: options.simulation(of: pattern, generations: min(generations, Frames.maximumFrames)),
      count: min(generations, Frames.maximumFrames) + 1)
    let title = "\(pattern.name ?? "Life"), generations 0 to \(generations)"
    let document =
      switch format {
      case .svg: SVGAnimation(frames: frames, title: title, delay: delay).document
      case .html: try HTMLPlayer(frames: frames, title: title, delay: delay).document()
      }
    try Output.write(document, to: output)
    return ExitCode.success
  }

  private static func delay(_ text: String) throws -> Int {
    guard let value = Int(text), (10...2000).contains(value) else {
      throw UsageError("--delay must be a whole number of milliseconds from 10 to 2000, not '\(text)'")
    }
    return value
  }
}

/// What `life export` writes.
enum ExportFormat: String, CaseIterable {
  case svg, html

  /// Reads `--format`.
  init(option text: String) throws {
    guard let format = ExportFormat(rawValue: text.lowercased()) else {
      throw UsageError("unknown export format '\(text.lowercased())': choose svg or html")
    }
    self = format
  }

  /// The format an output file's extension names, if any.
  init?(path: String) {
    let lowered = path.lowercased()
    if lowered.hasSuffix(".svg") {
      self = .svg
    } else if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") {
      self = .html
    } else {
      return nil
    }
  }
}
