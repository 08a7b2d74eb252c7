import GameOfLifeTestSupport
import Testing

// The specification as any design can be asked it: through its `SpecificationAdapter`, in pictures.
// `DesignUnderTest` is the adapting type: the library's Game here (TheLibrarysGame/), a pair's own type
// when the kata tool runs these tests on their design. Each test that also has a form in the template's
// names (Tests/GameOfLifeSpec) has the same sentence and the same step, so that what is not asked of a
// design of its own is the rest of that specification.

@Suite("The picture form: '.' for a dead cell, 'O' for a live one")
struct PictureSpec {}

@Suite("Neighbours: cells at most one row and one column apart, but not the same cell")
struct NeighbourSpec {}

@Suite("Bounded edges: cells beyond the edge count as dead")
struct BoundedEdgeSpec {}

@Suite("Torus: the grid wraps round at every edge and corner")
struct TorusSpec {}

@Suite("Reproduction: a dead cell with exactly three live neighbours becomes alive")
struct ReproductionSpec {}

@Suite("Underpopulation: a live cell with fewer than two live neighbours dies")
struct UnderpopulationSpec {}

@Suite("Survival: a live cell with two or three live neighbours lives on")
struct SurvivalSpec {}

@Suite("Overpopulation: a live cell with more than three live neighbours dies")
struct OverpopulationSpec {}

@Suite("Every neighbour count from 0 to 8")
struct NeighbourCountSpec {}

@Suite("A whole generation at once")
struct GenerationSpec {}

@Suite("Still lifes and oscillators")
struct PatternSpec {}

/// A cell of a picture, counted from zero: the one a test is about.
struct Place: Hashable, CustomTestStringConvertible {
  var row: Int
  var column: Int
  var testDescription: String { "(\(row), \(column))" }
}

/// Whether the design has the edges a test needs, and the neighbour questions it asks.
enum Asked {
  static let torus = DesignUnderTest.torus != nil
  static let bounded = DesignUnderTest.bounded != nil
  static let counts = asked(of: DesignUnderTest.self, is: (any CountsLiveNeighbours.Type).self)
  static let neighbours = counts || asked(of: DesignUnderTest.self, is: (any KnowsNeighbours.Type).self)

  /// Whether a design conforms to one of the questions it may choose to answer; generic, so that the
  /// compiler does not answer it for the library's Game.
  private static func asked<Design, Question>(of design: Design.Type, is question: Question.Type) -> Bool {
    design is Question
  }
}

extension Trait where Self == ConditionTrait {
  /// A test of a board that wraps round, asked of a design whose `Topology` has a `torus` case.
  static var onATorus: Self {
    .enabled(if: Asked.torus, "its Topology has no case named torus")
  }

  /// A test of a board whose edges end, asked of a design with a `bounded` case (or another but `torus`).
  static var onABoundedBoard: Self {
    .enabled(if: Asked.bounded, "its Topology has only a torus")
  }

  /// A test of the live-neighbour count, asked of a design whose adapter counts them.
  static var countsNeighbours: Self {
    .enabled(if: Asked.counts, "its adapter does not count (CountsLiveNeighbours)")
  }

  /// A test of which cells are neighbours, asked of a design whose adapter says or counts them.
  static var knowsNeighbours: Self {
    .enabled(
      if: Asked.neighbours,
      "its adapter neither counts nor names neighbours (CountsLiveNeighbours, KnowsNeighbours)"
    )
  }
}

/// A board of the design under test, made from a picture and attached for the specification's page.
func designBoard(_ picture: String, torus: Bool? = false, focus: Place? = nil) throws -> DesignUnderTest {
  attach(picture, as: "board", torus: torus == true)
  if let focus { attach("\(focus.row) \(focus.column)", named: "focus") }
  return try DesignUnderTest(picture: picture, topology: try topology(torus: torus))
}

/// For a test that looks far from every edge: a bounded board, or a torus for a design with only that.
let eitherEdges: Bool? = nil

/// The design's own case for a board that wraps round (`torus`), for one whose edges end, or, for a test
/// far from every edge (`nil`), whichever it has: bounded first.
func topology(torus: Bool?) throws -> DesignUnderTest.Topology {
  switch torus {
  case true?: try #require(DesignUnderTest.torus)
  case false?: try #require(DesignUnderTest.bounded)
  case nil: try #require(DesignUnderTest.bounded ?? DesignUnderTest.torus)
  }
}

/// Whether a cell of a board's picture is alive; a picture without that cell says so and counts as dead.
func isAlive(_ game: DesignUnderTest, at place: Place, sourceLocation: SourceLocation = #_sourceLocation)
  -> Bool
{
  let rows = game.picture.split(separator: "\n", omittingEmptySubsequences: false)
  guard rows.indices.contains(place.row), rows[place.row].count > place.column else {
    Issue.record(
      "The picture has no cell at \(place.testDescription); it is:\n\(game.picture)",
      sourceLocation: sourceLocation)
    return false
  }
  return Array(rows[place.row])[place.column] == "O"
}

/// A 3 × 3 picture in the middle of a 5 × 5 board: one generation on, its centre is the same on a
/// bounded board and on a torus, so any design is asked.
func framed(_ picture: String) -> String {
  let rows = picture.split(separator: "\n").map { ".\($0)." }
  let dead = String(repeating: ".", count: (rows.first?.count ?? 3))
  return ([dead] + rows + [dead]).joined(separator: "\n")
}

/// The centre of a 3 × 3 picture, framed on a 5 × 5 board.
let framedCentre = Place(row: 2, column: 2)

/// Checks that the centre of a 3 × 3 picture is alive, or dead, one generation on, framed by dead cells
/// on a board of whichever edges the design has.
func expectCentre(
  of picture: String, toBeAlive alive: Bool, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let before = framed(picture)
  let game = stepped(try designBoard(before, torus: eitherEdges, focus: framedCentre))
  guard isAlive(game, at: framedCentre, sourceLocation: sourceLocation) != alive else { return }
  attach(game.picture, as: "actual", torus: false)
  Issue.record(
    "The centre of\n\(before)\nshould be \(alive ? "alive" : "dead") one generation on, but the board became:\n\(game.picture)",
    sourceLocation: sourceLocation)
}

/// Checks that a picture becomes another after `generations` generations.
func expectGenerations(
  _ generations: Int = 1, of picture: String, toBe expected: String, torus: Bool? = false,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  attach(picture, as: "before", torus: torus == true)
  attach(expected, as: "expected", torus: torus == true)
  let game = stepped(try DesignUnderTest(picture: picture, topology: try topology(torus: torus)), generations)
  let actual = trimmed(game.picture)
  guard actual != trimmed(expected) else { return }
  attach(actual, as: "actual", torus: torus == true)
  let heading = "After \(generations) generation\(generations == 1 ? "" : "s") the board is not as expected"
  Issue.record(
    Comment(rawValue: heading + ":\n" + sideBySide(expected: trimmed(expected), actual: actual)),
    sourceLocation: sourceLocation)
}

/// Checks that the centre of every 3 × 3 arrangement with `count` live neighbours, framed by dead cells,
/// becomes alive or dead one generation on, as `becomesAlive` says: every arrangement, so that a rule
/// that forgets the diagonals cannot slip through.
func expectEveryArrangement(
  aliveCentre: Bool, liveNeighbours count: Int, becomesAlive: Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let around = (0..<9).filter { $0 != 4 }
  var misses: [String] = []
  for chosen in 0..<(1 << 8) where chosen.nonzeroBitCount == count {
    let live = Set(around.enumerated().filter { chosen & 1 << $0.offset != 0 }.map(\.element))
    let picture = SpecificationPicture.draw(rows: 3, columns: 3) { row, column in
      row * 3 + column == 4 ? aliveCentre : live.contains(row * 3 + column)
    }
    let game = stepped(
      try DesignUnderTest(picture: framed(picture), topology: try topology(torus: eitherEdges)))
    if isAlive(game, at: framedCentre) != becomesAlive { misses.append(picture) }
  }
  guard let first = misses.first else { return }
  let fate = aliveCentre ? (becomesAlive ? "live on" : "die") : (becomesAlive ? "come alive" : "stay dead")
  Issue.record(
    "A \(aliveCentre ? "live" : "dead") centre with \(count) live neighbours should \(fate), but did not in \(misses.count) of the arrangements, the first:\n\(first)",
    sourceLocation: sourceLocation)
}

/// The board `generations` generations on: generic, as a design's `step()` may change a value or an object.
func stepped<Design: SpecificationAdapter>(_ game: Design, _ generations: Int = 1) -> Design {
  var game = game
  for _ in 0..<generations { game.step() }
  return game
}

/// The design's live-neighbour count of a cell, for a test that only runs when it counts.
func liveNeighbourCount<Design: SpecificationAdapter>(_ game: Design, at place: Place) throws -> Int {
  try #require(game as? any CountsLiveNeighbours).liveNeighbourCount(row: place.row, column: place.column)
}

/// Whether the design takes two cells for neighbours: asked directly of one that knows, else read from
/// the live-neighbour count of the one cell with only the other alive on a board of `rows` × `columns`.
func areNeighbours(
  _ cell: Place, _ other: Place, rows: Int, columns: Int, torus: Bool? = false
) throws -> Bool {
  let picture = SpecificationPicture.draw(rows: rows, columns: columns) { row, column in
    Place(row: row, column: column) == other
  }
  attach(picture, as: "board", torus: torus == true)
  attach("\(cell.row) \(cell.column)", named: "focus")
  return try areNeighbours(
    cell, other, on: try DesignUnderTest(picture: picture, topology: topology(torus: torus)))
}

private func areNeighbours<Design: SpecificationAdapter>(
  _ cell: Place, _ other: Place, on game: Design
) throws -> Bool {
  if let knowing = game as? any KnowsNeighbours {
    return knowing.areNeighbours(
      row: cell.row, column: cell.column, otherRow: other.row, otherColumn: other.column)
  }
  return try liveNeighbourCount(game, at: cell) == 1
}

/// Attaches a picture under a name the specification's page knows, ` torus` added for one that wraps.
func attach(_ picture: String, as name: String, torus: Bool) {
  attach(trimmed(picture), named: torus ? "\(name) torus" : name)
}

func attach(_ text: String, named name: String) {
  guard Test.current != nil else { return }
  Attachment.record(text, named: "\(name).txt")
}

private func trimmed(_ picture: String) -> String {
  var text = Substring(picture)
  while text.last == "\n" { text = text.dropLast() }
  return String(text)
}
