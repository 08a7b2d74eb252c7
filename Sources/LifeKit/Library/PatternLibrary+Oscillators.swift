extension PatternLibrary {
  /// Oscillators: the golden files' ones and the articles' octagon.
  static let oscillators: [LibraryPattern] = [
    LibraryPattern(
      name: "blinker", summary: "three in a row, turning between across and down", kind: .oscillator,
      period: 2, text: "OOO\n"),
    LibraryPattern(
      name: "toad", summary: "two offset rows of three", kind: .oscillator, period: 2,
      text: ".OOO\nOOO.\n"),
    LibraryPattern(
      name: "beacon", summary: "two blocks whose inner corners blink", kind: .oscillator, period: 2,
      text: "OO..\nOO..\n..OO\n..OO\n"),
    LibraryPattern(
      name: "clock", summary: "a small oscillator whose middle turns like a hand", kind: .oscillator,
      period: 2, text: "..O.\nO.O.\n.O.O\n.O..\n"),
    LibraryPattern(
      name: "pulsar", summary: "the most common period-3 oscillator", kind: .oscillator, period: 3,
      text: """
        ..OOO...OOO..
        .............
        O....O.O....O
        O....O.O....O
        O....O.O....O
        ..OOO...OOO..
        .............
        ..OOO...OOO..
        O....O.O....O
        O....O.O....O
        O....O.O....O
        .............
        ..OOO...OOO..

        """),
    LibraryPattern(
      name: "pentadecathlon", summary: "a period-15 oscillator grown from ten cells in a row",
      kind: .oscillator, period: 15, text: "..O....O..\nOO.OOOO.OO\n..O....O..\n"),
    LibraryPattern(
      name: "octagon", summary: "the articles' 8 × 8 octagon (octagon 2), a period-5 oscillator",
      kind: .oscillator, period: 5,
      text: """
        ...OO...
        ..O..O..
        .O....O.
        O......O
        O......O
        .O....O.
        ..O..O..
        ...OO...

        """),
  ]
}
