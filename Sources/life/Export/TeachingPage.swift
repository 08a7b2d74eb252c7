import Foundation
import GameOfLife
import LifeKit

/// The workshop's teaching page: the four rules, and a board the room edits, steps, explains and predicts.
///
/// One self-contained HTML file: the library, the rule pictures and the script are all inside it, so it
/// works offline from the file. The script steps the board by Conway's rule, as the kata's `Game` does.
struct TeachingPage {
  /// The patterns the picker offers; the board starts with `patterns[0]`.
  let patterns: [Pattern]
  let width: Int
  let height: Int
  let topology: Topology
  /// Whether the page opens in presentation mode: the board and the rules only.
  let presenting: Bool
  /// A requirement change, shown as a card after the four rules.
  var change: TeachingPageChange? = nil

  /// The smallest and largest board side the page offers: large enough for a neighbourhood, small enough
  /// to count from the back of a room.
  static let sides = 3...200

  /// The page for a pattern, followed in the picker by every library pattern.
  init(
    pattern: Pattern, width: Int, height: Int, topology: Topology, presenting: Bool = false,
    change: TeachingPageChange? = nil
  ) {
    let library = PatternLibrary.all.map { $0.pattern() }
    patterns = [pattern] + library.filter { $0.name != pattern.name }
    self.width = width
    self.height = height
    self.topology = topology
    self.presenting = presenting
    self.change = change
  }

  /// The HTML page.
  func document() throws -> String {
    let pictures = try RulePicture.all()
    let title = "Conway's Game of Life: \(patterns[0].name ?? "a pattern")"
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(htmlEscaped(title))</title>
      <style>
      \(try Self.style())
      </style>
      </head>
      <body\(presenting ? " class=\"presenting\"" : "")>
      <header class="heading">
      <h1>\(htmlEscaped(title))</h1>
      <p id="status" class="status" aria-live="polite"></p>
      </header>
      <section class="rules" aria-label="The four rules">
      \(pictures.enumerated().map { Self.card($1, index: $0) }.joined(separator: "\n"))
      \(change?.html ?? "")
      </section>
      <section id="legend" class="legend" aria-live="polite"></section>
      <main class="stage"><canvas id="board" aria-label="The board: click a cell to toggle it"></canvas></main>
      <nav class="controls" aria-label="Controls">
      \(Self.buttons)
      <label>Seed <input id="seed" type="number" min="0" value="1"></label>
      <label>Size <input id="width" type="number" min="\(Self.sides.lowerBound)" max="\(Self.sides.upperBound)" value="\(width)"> ×
      <input id="height" type="number" min="\(Self.sides.lowerBound)" max="\(Self.sides.upperBound)" value="\(height)"></label>
      <label>Pattern <select id="pattern">
      \(patterns.enumerated().map { "<option value=\"\($0)\">\(htmlEscaped($1.name ?? "pattern"))</option>" }.joined(separator: "\n"))
      </select></label>
      </nav>
      <section id="keys" class="keys" aria-label="Keys" hidden>
      <h2>Keys</h2>
      <dl>
      \(Self.keyList)
      </dl>
      </section>
      <pre id="script-log" hidden></pre>
      <script>
      const start = \(try Self.json(Start(width: width, height: height, torus: topology == .torus)));
      const library = \(try Self.json(patterns.map(PageData.Entry.init)));
      const rules = \(try Self.json(Rule.allCases.map(PageData.RuleEntry.init)));
      const pictures = \(try Self.json(pictures.map(PageData.Picture.init)));
      const keyActions = \(try Self.json(Self.keyActions));
      const sides = { smallest: \(Self.sides.lowerBound), largest: \(Self.sides.upperBound) };
      \(try BoardCanvas.script())
      \(try Self.script())
      \(try Self.scriptedRuns())
      </script>
      </body>
      </html>

      """
  }

  private struct Start: Encodable {
    let width: Int
    let height: Int
    let torus: Bool
  }

  /// A rule's card: its name and letter on its colour, the picture before and after, and its sentence.
  ///
  /// Compact, so that the four stay in view beside the board; the picture's title says what it shows.
  private static func card(_ picture: RulePicture, index: Int) -> String {
    return """
      <figure class="rule" data-rule="\(picture.rule.name)" style="--rule: \(picture.rule.colour)">
      <figcaption><span class="mark">\(htmlEscaped(String(picture.rule.mark)))</span> \(picture.rule.name.capitalized)</figcaption>
      <span class="count"></span>
      <div class="pictures" title="The middle cell has \(picture.neighboursInWords): it \(picture.fate)."><canvas data-picture="\(index)" data-when="before"></canvas><span>→</span><canvas data-picture="\(index)" data-when="after"></canvas></div>
      <p>\(picture.rule.sentence.prefix(1).uppercased() + picture.rule.sentence.dropFirst()).</p>
      </figure>
      """
  }

  private static var buttons: String {
    TeachingPageAction.all.compactMap { action in
      action.button.map {
        "<button data-action=\"\(action.name)\">\(htmlEscaped($0)) <kbd>\(htmlEscaped(TeachingPageAction.shown(action.keys[0])))</kbd></button>"
      }
    }.joined(separator: "\n")
  }

  private static var keyList: String {
    TeachingPageAction.all.map { action in
      let keys = action.keys.map { "<kbd>\(htmlEscaped(TeachingPageAction.shown($0)))</kbd>" }.joined(
        separator: " ")
      return "<dt>\(keys)</dt><dd>\(htmlEscaped(action.meaning))</dd>"
    }.joined(separator: "\n")
  }

  private static var keyActions: [String: String] {
    var actions: [String: String] = [:]
    for action in TeachingPageAction.all {
      for key in action.keys { actions[key] = action.name }
    }
    return actions
  }

  /// JSON that is safe inside a script element: `</` cannot end it early.
  private static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    return text.replacingOccurrences(of: "</", with: "<\\/")
  }
}

/// What the page's script is given, as JSON.
private enum PageData {
  /// A library pattern: its box, and its live cells as indices into the box, row by row.
  struct Entry: Encodable {
    let name: String
    let width: Int
    let height: Int
    let cells: [Int]

    init(_ pattern: Pattern) {
      name = pattern.name ?? "pattern"
      width = pattern.width
      height = pattern.height
      cells = pattern.liveCells.map {
        ($0.row - pattern.origin.row) * pattern.width + ($0.column - pattern.origin.column)
      }
    }
  }

  /// One of Conway's four rules, as `life explain` words and marks it.
  struct RuleEntry: Encodable {
    let name: String
    let letter: String
    let colour: String
    let sentence: String

    init(_ rule: Rule) {
      name = rule.name
      letter = String(rule.mark)
      colour = rule.colour
      sentence = rule.sentence
    }
  }

  /// A rule picture: the neighbourhood's live cells before, and whether the middle lives after.
  struct Picture: Encodable {
    let rule: String
    let before: [Int]
    let middleAliveNext: Bool

    init(_ picture: RulePicture) {
      rule = picture.rule.name
      before = picture.cells.indices.filter { picture.cells[$0] }
      middleAliveNext = picture.middleAliveNext
    }
  }
}
