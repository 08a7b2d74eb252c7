import GameOfLife
import RequirementChanges

/// A requirement change on the teaching page (`life workshop --change zombies`): its rule, and a pattern
/// under it generation by generation, worked out by the library's reference for it.
///
/// The page's board still plays the four rules; the card shows the room what the change does to them.
struct TeachingPageChange {
  let words: RequirementChangeWords
  /// The pattern's generations, each as the reference draws it: `Z` a zombie, `R` and `B` a colour.
  let frames: [String]
  /// What a frame's characters mean.
  let legend: String
  /// Whether a frame's odd rows sit half a cell to the right.
  let hexagonal: Bool

  /// The card for a change's name; a name that is none is refused, every name listed.
  static func named(_ name: String) throws -> TeachingPageChange {
    switch name {
    case RequirementChangeWords.zombies.name: try zombies()
    case RequirementChangeWords.hexagonal.name: try hexagonal()
    case RequirementChangeWords.coloured.name: try coloured()
    default:
      throw UsageError(
        "--change must be one of \(RequirementChangeWords.all.map(\.name).joined(separator: ", ")), not '\(name)'"
      )
    }
  }

  /// A blinker: its ends die, come back as zombies, and then never die.
  private static func zombies() throws -> TeachingPageChange {
    let game = try ZombieGame(picture: ".....\n.....\n.OOO.\n.....\n.....")
    var frames: [String] = []
    for _ in 1...3 {
      game.step()
      frames.append(
        (0..<game.rows).map { row in
          String(
            (0..<game.columns).map { column in
              let position = Position(row: row, column: column)
              return game.isZombie(at: position) ? "Z" : game.isAlive(at: position) ? "O" : "."
            })
        }.joined(separator: "\n"))
    }
    return TeachingPageChange(
      words: .zombies, frames: frames, legend: "Z: a zombie, back from the dead", hexagonal: false)
  }

  /// A triangle and the three cells around it, taking turns under B2/S34.
  private static func hexagonal() throws -> TeachingPageChange {
    let game = try HexagonalGame(picture: "......\n......\n..OO..\n..O...\n......\n......")
    return TeachingPageChange(
      words: .hexagonal, frames: generations({ game.picture }, step: game.step),
      legend: "odd rows sit half a cell to the right", hexagonal: true)
  }

  /// A blinker of mixed colours: each new cell takes its parents' majority colour.
  private static func coloured() throws -> TeachingPageChange {
    let game = try ColouredGame(picture: ".....\n.....\n.RBR.\n.....\n.....")
    return TeachingPageChange(
      words: .coloured, frames: generations({ game.picture }, step: game.step), legend: "red and blue cells",
      hexagonal: false)
  }

  /// A reference's picture now and one generation on.
  private static func generations(_ picture: () -> String, step: () -> Void) -> [String] {
    let now = picture()
    step()
    return [now, picture()]
  }

  /// The card: the change's title and rule, then its frames side by side.
  var html: String {
    let film = frames.map(frame).joined(separator: "<span>→</span>")
    return """
      <figure class="change" data-change="\(words.name)">
      <figcaption>Requirement change: \(htmlEscaped(words.title))</figcaption>
      <div class="film" title="\(htmlEscaped(legend))">\(film)</div>
      <p>\(htmlEscaped(words.rule))</p>
      </figure>
      """
  }

  /// One generation as a small grid of characters; a hexagonal grid's odd rows shifted half a cell.
  private func frame(_ picture: String) -> String {
    let rows = picture.split(separator: "\n").enumerated().map { index, row in
      let shift = hexagonal && index % 2 == 1 ? " " : ""
      return shift + row.map(cell).joined(separator: " ")
    }
    return "<pre>\(rows.joined(separator: "\n"))</pre>"
  }

  private func cell(_ character: Character) -> String {
    switch character {
    case ".": "·"
    case "O": "●"
    case "Z": "<b class=\"zombie\">Z</b>"
    case "R": "<b class=\"red\">●</b>"
    case "B": "<b class=\"blue\">●</b>"
    default: htmlEscaped(String(character))
    }
  }
}
