/// What a requirement change a facilitator makes half-way through a round says: written once for the
/// kata tool's card (`make workshop-change`) and the teaching page's (`life workshop --change`).
struct RequirementChangeWords: Sendable {
  /// The word a facilitator types: `CHANGE=zombies`.
  let name: String
  let title: String
  /// The new rule, as the facilitator reads it out.
  let rule: String

  static let zombies = RequirementChangeWords(
    name: "zombies", title: "Zombies",
    rule: "A cell that died and came back to life is a zombie: it can never die again. Every other cell "
      + "lives and dies by the four rules.")
  static let hexagonal = RequirementChangeWords(
    name: "hexagonal", title: "A hexagonal grid",
    rule: "The board is a grid of hexagons: each cell has six neighbours, two in its own row and two in "
      + "each row beside it (odd rows sit half a cell to the right). A dead cell with exactly two live "
      + "neighbours comes alive; a live cell with three or four lives on; every other cell dies.")
  static let coloured = RequirementChangeWords(
    name: "coloured", title: "Coloured cells",
    rule: "Every live cell is red or blue. A live cell keeps its colour; a new cell takes the colour most "
      + "of its three live neighbours have. Cells live and die by the four rules, whatever their colour.")

  static let all = [zombies, hexagonal, coloured]
}
