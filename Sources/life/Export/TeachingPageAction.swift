/// One thing the teaching page does, with its keys and its button.
///
/// This one table makes the page's buttons, its key handler and its list of keys, so they cannot disagree.
struct TeachingPageAction {
  /// The script's name for it, also usable in a `#script=` address: `step`.
  let name: String
  /// The `KeyboardEvent.key` values that do it: `["+", "="]`.
  let keys: [String]
  /// The button's label, or `nil` when only keys do it (moving the cursor).
  let button: String?
  /// What it does, for the list of keys.
  let meaning: String

  /// Every action, in the order of the buttons and the list of keys.
  static let all: [TeachingPageAction] = [
    .init(name: "step", keys: ["n"], button: "Step", meaning: "one generation on"),
    .init(name: "play", keys: [" "], button: "Play", meaning: "play or pause"),
    .init(name: "slower", keys: ["-", "_"], button: "Slower", meaning: "fewer generations a second"),
    .init(name: "faster", keys: ["+", "="], button: "Faster", meaning: "more generations a second"),
    .init(name: "reset", keys: ["0"], button: "Reset", meaning: "back to the pattern at generation 0"),
    .init(name: "clear", keys: ["c"], button: "Clear", meaning: "every cell dead"),
    .init(
      name: "random", keys: ["r"], button: "Random",
      meaning: "a random board from the seed, as the kata's Game fills one; then the next seed"),
    .init(
      name: "edges", keys: ["t"], button: "Edges", meaning: "dead edges (bounded) or wrapping edges (torus)"),
    .init(name: "shrink", keys: ["["], button: "Smaller", meaning: "two fewer columns and rows"),
    .init(name: "grow", keys: ["]"], button: "Larger", meaning: "two more columns and rows"),
    .init(name: "previous", keys: [","], button: "◀ Pattern", meaning: "the previous pattern of the library"),
    .init(name: "next", keys: ["."], button: "Pattern ▶", meaning: "the next pattern of the library"),
    .init(
      name: "explain", keys: ["e"], button: "Explain",
      meaning: "mark every cell with the rule that decides it, and count each rule"),
    .init(
      name: "predict", keys: ["p"], button: "Predict",
      meaning: "mark the cells you think will be alive next generation"),
    .init(
      name: "reveal", keys: ["Enter"], button: "Reveal",
      meaning: "show every marked or changing cell right or wrong, why, and the score"),
    .init(name: "up", keys: ["ArrowUp", "k"], button: nil, meaning: "move the cursor up"),
    .init(name: "down", keys: ["ArrowDown", "j"], button: nil, meaning: "move the cursor down"),
    .init(name: "left", keys: ["ArrowLeft", "h"], button: nil, meaning: "move the cursor left"),
    .init(name: "right", keys: ["ArrowRight", "l"], button: nil, meaning: "move the cursor right"),
    .init(
      name: "toggle", keys: ["x"], button: nil,
      meaning: "toggle the cell under the cursor (in Predict, mark it), as a click does"),
    .init(
      name: "present", keys: ["f"], button: "Present",
      meaning: "presentation mode: only the board, the rules, the generation and Predict, as large as they go"
    ),
    .init(name: "keys", keys: ["?"], button: "Keys", meaning: "show or hide this list"),
  ]

  /// How a key is written on the page: `Space`, `↑`.
  static func shown(_ key: String) -> String {
    switch key {
    case " ": "Space"
    case "ArrowUp": "↑"
    case "ArrowDown": "↓"
    case "ArrowLeft": "←"
    case "ArrowRight": "→"
    default: key
    }
  }
}
