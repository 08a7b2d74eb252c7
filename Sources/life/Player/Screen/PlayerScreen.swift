import Foundation

/// Everything on screen for a session, as one line of text per terminal row.
struct PlayerScreen {
  /// The smallest terminal the player draws in; a smaller one shows only a request for more room.
  static let minimumSize = (columns: 20, rows: 8)

  var session: PlayerSession
  /// Generations per second measured over the last steps.
  var measuredRate: Double
  /// Whether colour is allowed (`NO_COLOR` unset).
  var usesColour: Bool

  /// Exactly as many lines as the terminal has rows, none wider than it.
  func lines() -> [String] {
    let (columns, rows) = session.terminalSize
    guard columns >= Self.minimumSize.columns, rows >= Self.minimumSize.rows else {
      let request = "Please make the terminal at least \(Self.minimumSize.columns)x\(Self.minimumSize.rows)"
      return [String(request.prefix(max(0, columns)))] + Array(repeating: "", count: max(0, rows - 1))
    }
    let boardRows = rows - PlayerSession.linesBelowBoard
    var lines =
      overlayLines(columns: columns, rows: boardRows) ?? boardLines(columns: columns, rows: boardRows)
    lines += Array(repeating: "", count: max(0, boardRows - lines.count))
    lines.append(statusLine(columns: columns))
    lines.append(messageLine(columns: columns))
    lines += KeyBinding.legendLines.map { String($0.prefix(columns)) }
    return lines
  }

  private func boardLines(columns: Int, rows: Int) -> [String] {
    var view = BoardView(
      width: session.width, height: session.height, liveCells: [], zoom: session.zoom, cursor: session.cursor,
      usesColour: usesColour)
    // Only the cells the screen shows are asked of the engine.
    let window = view.window(columns: columns, rows: rows)
    view.liveCells = Set(session.board.liveCells(rows: window.rows, columns: window.columns))
    return view.lines(columns: columns, rows: rows)
  }

  private func overlayLines(columns: Int, rows: Int) -> [String]? {
    switch session.overlay {
    case nil: nil
    case .help: helpLines(columns: columns)
    case .libraryPicker(let picker), .savedPicker(let picker):
      picker.lines(columns: columns, rows: rows)
    case .savePrompt(let prompt):
      boardLines(columns: columns, rows: rows - 1) + [prompt.line(columns: columns)]
    case .sizePrompt(let prompt):
      boardLines(columns: columns, rows: rows - 1) + [prompt.line(columns: columns)]
    }
  }

  private func helpLines(columns: Int) -> [String] {
    var lines = [Style.bold + "Keys" + Style.reset]
    let keyWidth = KeyBinding.all.map(\.label.count).max() ?? 0
    for binding in KeyBinding.all {
      let label = binding.label.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
      lines.append(String("  \(label)  \(binding.meaning)".prefix(columns)))
    }
    lines.append("")
    lines.append(String("Saved patterns: \(session.store.directory.path)".prefix(columns)))
    lines.append("Press any key to go back.")
    return lines
  }

  private func statusLine(columns: Int) -> String {
    let status = StatusLine(
      isRunning: session.isRunning, generation: session.generation, population: session.population,
      topology: session.topology, width: session.width, height: session.height, rule: session.rule,
      targetRate: session.speed.targetRate, measuredRate: session.isRunning ? measuredRate : 0)
    let text = status.text(columns: columns)
    return Style.reverse + text + String(repeating: " ", count: max(0, columns - text.count)) + Style.reset
  }

  private func messageLine(columns: Int) -> String {
    guard let message = session.message else { return "" }
    let text = String(message.prefix(columns))
    return usesColour ? Style.messageColour + text + Style.defaultColour : text
  }
}
