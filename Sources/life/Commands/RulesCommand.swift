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

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, command: name, options: [])
    guard parsed.operands.isEmpty else {
      throw UsageError("'life rules' takes no operands, not '\(parsed.operands.joined(separator: " "))'")
    }
    var blocks = [
      "Every cell has eight neighbours. Each generation every cell counts its live neighbours, and all",
      "cells change at once. The centre cell is the one each rule is about.",
    ].joined(separator: "\n")
    for (index, picture) in try RulePicture.all().enumerated() {
      let rule = picture.rule
      let rows = picture.neighbourhood.split(separator: "\n")
      let after = picture.middleAliveNext ? "O" : "."
      blocks +=
        "\n\n\(index + 1). \(rule.name.prefix(1).uppercased() + rule.name.dropFirst()): \(rule.sentence).\n"
      blocks += "   \(rows[0])\n   \(rows[1])   →   \(after)    \(picture.neighboursInWords)"
      blocks += picture.decided == rule ? "" : " (decided by \(picture.decided?.name ?? "no rule"))"
      blocks += "\n   \(rows[2])"
    }
    blocks += "\n\nA dead cell with any other number of live neighbours stays dead."
    print(blocks)
    return ExitCode.success
  }
}
