extension PatternLibrary {
  /// Methuselahs: a few cells that take hundreds or thousands of generations to settle.
  static let methuselahs: [LibraryPattern] = [
    LibraryPattern(
      name: "r-pentomino", summary: "five cells that settle only after 1103 generations", kind: .methuselah,
      period: nil, text: ".OO\nOO.\n.O.\n"),
    LibraryPattern(
      name: "acorn", summary: "seven cells that grow for 5206 generations", kind: .methuselah, period: nil,
      text: ".O.....\n...O...\nOO..OOO\n"),
    LibraryPattern(
      name: "diehard", summary: "seven cells that vanish after 130 generations", kind: .methuselah,
      period: nil, text: "......O.\nOO......\n.O...OOO\n"),
  ]
}
