extension PatternLibrary {
  /// Spaceships: patterns that come back to their shape, moved, after their period.
  static let spaceships: [LibraryPattern] = [
    LibraryPattern(
      name: "glider", summary: "the smallest spaceship, one cell diagonally every 4 generations",
      kind: .spaceship, period: 4, text: ".O.\n..O\nOOO\n"),
    LibraryPattern(
      name: "lightweight-spaceship",
      summary: "the smallest orthogonal spaceship, 2 cells every 4 generations",
      kind: .spaceship, period: 4, text: ".O..O\nO....\nO...O\nOOOO.\n"),
  ]
}
