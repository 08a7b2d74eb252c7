/// What a key does on the board.
enum BoardAction: Hashable {
  case startOrStop, step
  case moveCursor(rows: Int, columns: Int)
  case toggleCell, hideCursor
  case faster, slower, randomFill, clear, toggleTopology, zoom
  case openLibrary, openSaved, save, askGridSize, help, quit
}

/// One line of the player's keys: how the keys are written, what they do, and the action of each key.
///
/// This one table drives the key handler, the help screen, the legend under the board and the README's
/// table of keys (a test holds the README to it).
struct KeyBinding {
  /// The keys as the help and the README write them: `n or →`.
  let label: String
  /// The entry in the legend under the board: `n/→ step`; `nil` to leave it out.
  let legend: String?
  /// What the keys do.
  let meaning: String
  /// The action of each key; a binding whose keys are handled elsewhere (Ctrl-C, Esc) has none.
  let actions: [Key: BoardAction]

  static let all: [KeyBinding] = [
    KeyBinding(
      label: "space", legend: "space start/stop", meaning: "start or stop",
      actions: [.character(" "): .startOrStop]),
    KeyBinding(
      label: "n or →", legend: "n/→ step",
      meaning: "one generation, and pause (→ moves the cursor when it is shown)",
      actions: [.character("n"): .step]),
    KeyBinding(
      label: "+ and - (= and _ too)", legend: "+/- speed",
      meaning: "faster and slower: 10, 20, 50, 100, 200, 500 ms, 1 s or 2 s per generation",
      actions: [
        .character("+"): .faster, .character("="): .faster, .character("-"): .slower,
        .character("_"): .slower,
      ]
    ),
    KeyBinding(
      label: "r", legend: "r random",
      meaning: "random fill, 30% alive; each press uses the next seed (1, 2, 3...) and shows it",
      actions: [.character("r"): .randomFill]),
    KeyBinding(
      label: "c", legend: "c clear", meaning: "clear the board and set the generation back to 0",
      actions: [.character("c"): .clear]),
    KeyBinding(
      label: "↑ ↓ ← →", legend: "arrows+x edit", meaning: "pause, show the cursor and move it",
      actions: [
        .up: .moveCursor(rows: -1, columns: 0), .down: .moveCursor(rows: 1, columns: 0),
        .left: .moveCursor(rows: 0, columns: -1), .right: .moveCursor(rows: 0, columns: 1),
      ]),
    KeyBinding(
      label: "x", legend: nil, meaning: "show the cursor; then toggle the cell under it",
      actions: [.character("x"): .toggleCell]),
    KeyBinding(label: "Esc", legend: nil, meaning: "hide the cursor", actions: [.escape: .hideCursor]),
    KeyBinding(
      label: "p", legend: "p patterns", meaning: "pick a pattern from the built-in library (↑ ↓, Enter, Esc)",
      actions: [.character("p"): .openLibrary]),
    KeyBinding(
      label: "t", legend: "t torus/bounded",
      meaning: "torus (the edges wrap round) or bounded (cells beyond the edges are dead)",
      actions: [.character("t"): .toggleTopology]),
    KeyBinding(
      label: "g", legend: "g grid size",
      meaning: "grid size: type WxH (up to 2000x2000), or nothing to fit the terminal again",
      actions: [.character("g"): .askGridSize]),
    KeyBinding(
      label: "z", legend: "z zoom", meaning: "zoom: half blocks (2 cells a character) or braille (8)",
      actions: [.character("z"): .zoom]),
    KeyBinding(
      label: "s", legend: "s save", meaning: "save the board under a name", actions: [.character("s"): .save]),
    KeyBinding(
      label: "l", legend: "l load", meaning: "load a saved board", actions: [.character("l"): .openSaved]),
    KeyBinding(
      label: "? or h", legend: "? help", meaning: "help: every key",
      actions: [.character("?"): .help, .character("h"): .help]),
    // Ctrl-C quits from anywhere, so the session handles it before the board does.
    KeyBinding(label: "q or Ctrl-C", legend: "q quit", meaning: "quit", actions: [.character("q"): .quit]),
  ]

  /// The action of a key on the board, if it has one.
  static func action(for key: Key) -> BoardAction? {
    all.lazy.compactMap { $0.actions[key] }.first
  }

  /// The legend under the board: every binding's short entry, packed into lines that fit in 80 columns.
  static let legendLines: [String] = all.compactMap(\.legend).reduce(into: [String]()) { lines, entry in
    if let last = lines.last, last.count + 2 + entry.count <= 80 {
      lines[lines.count - 1] = last + "  " + entry
    } else {
      lines.append(entry)
    }
  }
}
