import LifeKit

/// `life patterns`: lists the built-in patterns with their size and period.
enum PatternsCommand: Command {
  static let name = "patterns"
  static let summary = "list the built-in patterns with their size and period"
  static let usage = """
    Usage: life patterns

    Lists the patterns built into life, by kind, with their size (width × height) and period
    ('-' for a pattern that never comes back to itself). Any command that takes a PATTERN accepts
    these names.

    Example:
      life patterns
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, command: name, options: [])
    guard parsed.operands.isEmpty else {
      throw UsageError("'life patterns' takes no operands, not '\(parsed.operands.joined(separator: " "))'")
    }
    let nameWidth = PatternLibrary.all.map(\.name.count).max() ?? 0
    var lines: [String] = []
    for kind in LibraryPattern.Kind.allCases {
      let entries = PatternLibrary.all.filter { $0.kind == kind }
      guard !entries.isEmpty else { continue }
      if !lines.isEmpty { lines.append("") }
      lines.append(kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst() + "s:")
      for entry in entries {
        let pattern = entry.pattern()
        let size = "\(pattern.width) × \(pattern.height)"
        let period = entry.period.map { "period \($0)" } ?? "period -"
        lines.append(
          "  " + pad(entry.name, nameWidth) + "  " + pad(size, 7) + "  " + pad(period, 9) + "  "
            + entry.summary)
      }
    }
    print(lines.joined(separator: "\n"))
    return ExitCode.success
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
