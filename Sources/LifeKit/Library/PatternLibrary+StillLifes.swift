extension PatternLibrary {
  /// The still lifes of the golden files: every live cell has two or three live neighbours, no dead cell three.
  static let stillLifes: [LibraryPattern] = [
    LibraryPattern(
      name: "block", summary: "the smallest still life: four cells in a square", kind: .stillLife,
      period: 1, text: "OO\nOO\n"),
    LibraryPattern(
      name: "beehive", summary: "a six-cell still life, often left behind by collisions", kind: .stillLife,
      period: 1, text: ".OO.\nO..O\n.OO.\n"),
    LibraryPattern(
      name: "loaf", summary: "a seven-cell still life", kind: .stillLife, period: 1,
      text: ".OO.\nO..O\n.O.O\n..O.\n"),
    LibraryPattern(
      name: "boat", summary: "a five-cell still life", kind: .stillLife, period: 1, text: "OO.\nO.O\n.O.\n"),
    LibraryPattern(
      name: "tub", summary: "four cells round an empty middle", kind: .stillLife, period: 1,
      text: ".O.\nO.O\n.O.\n"),
    LibraryPattern(
      name: "pond", summary: "an eight-cell ring", kind: .stillLife, period: 1,
      text: ".OO.\nO..O\nO..O\n.OO.\n"),
    LibraryPattern(
      name: "ship", summary: "a six-cell still life, a boat with one more cell", kind: .stillLife,
      period: 1, text: "OO.\nO.O\n.OO\n"),
  ]
}
