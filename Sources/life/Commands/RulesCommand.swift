import GameOfLife

/// `life rules`: prints Conway's four rules, each with a small picture worked out by the kata `Game`.
enum RulesCommand: Command {
  static let name = "rules"
  static let summary = "print the four rules of Conway's Game of Life, each with a small picture"
  static let usage = """
    Usage: life rules

    Prints the four rules, each with a 3 × 3 neighbourhood before the step and the centre cell
    after it ('O' alive, '.' dead). The kata's Game works out every picture.

    Example:
      life rules
    """

  /// A neighbourhood that shows each rule at work on its centre cell.
  private static let examples: [(Rule, String)] = [
    (.underpopulation, "O..\n.O.\n..."),
    (.survival, "O..\n.O.\n..O"),
    (.overpopulation, "O.O\n.O.\nO.O"),
    (.reproduction, "O.O\n...\n.O."),
  ]

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, command: name, valueOptions: [])
    guard parsed.operands.isEmpty else {
      throw UsageError("'life rules' takes no operands, not '\(parsed.operands.joined(separator: " "))'")
    }
    var blocks = [
      "Every cell has eight neighbours. Each generation every cell counts its live neighbours, and all",
      "cells change at once. The centre cell is the one each rule is about.",
    ].joined(separator: "\n")
    let centre = Position(row: 1, column: 1)
    for (index, (rule, picture)) in examples.enumerated() {
      let game = try Game(picture: picture)
      let decided = game.rule(decidingFateOf: centre)
      let neighbours = game.liveNeighbourCount(of: centre)
      game.step()
      let after = game.isAlive(at: centre) ? "O" : "."
      let rows = picture.split(separator: "\n")
      blocks +=
        "\n\n\(index + 1). \(rule.name.prefix(1).uppercased() + rule.name.dropFirst()): \(rule.sentence).\n"
      blocks +=
        "   \(rows[0])\n   \(rows[1])   →   \(after)    \(neighbours) live \(neighbours == 1 ? "neighbour" : "neighbours")"
      blocks += decided == rule ? "" : " (decided by \(decided?.name ?? "no rule"))"
      blocks += "\n   \(rows[2])"
    }
    blocks += "\n\nA dead cell with any other number of live neighbours stays dead."
    print(blocks)
    return ExitCode.success
  }
}
