import GameOfLifeTestSupport
import Testing

// What every requirement change's specification asks with: generic over the design, as each change names
// its own (`ZombiesUnderTest`, `HexagonalUnderTest`, `ColouredUnderTest`): a pair's adapting type, or in
// this package the library's reference for the change.

/// A board of a design from a picture, with edges that end, or a torus for a design with only that.
func changedBoard<Design: SpecificationAdapter>(_ design: Design.Type, _ picture: String) throws -> Design {
  attach(picture, as: "before", torus: false)
  return try Design(picture: picture, topology: try #require(Design.bounded ?? Design.torus))
}

/// The character of a picture at a place: `.`, `O`, or a colour's letter; nil for a place it does not have.
func character(of picture: String, at place: Place) -> Character? {
  let rows = picture.split(separator: "\n", omittingEmptySubsequences: false)
  guard rows.indices.contains(place.row), rows[place.row].count > place.column else { return nil }
  return Array(rows[place.row])[place.column]
}

/// Checks that a picture becomes another after `generations` generations of a design.
func expectChanged<Design: SpecificationAdapter>(
  _ design: Design.Type, _ generations: Int, of picture: String, toBe expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let game = stepped(try changedBoard(design, picture), generations)
  attach(expected, as: "expected", torus: false)
  guard game.picture != expected else { return }
  attach(game.picture, as: "actual", torus: false)
  let heading = "After \(generations) generation\(generations == 1 ? "" : "s") the board is not as expected"
  Issue.record(
    Comment(rawValue: heading + ":\n" + sideBySide(expected: expected, actual: game.picture)),
    sourceLocation: sourceLocation)
}

/// Checks the cell at the centre of a 5 × 5 picture one generation on.
func expectCentre<Design: SpecificationAdapter>(
  _ design: Design.Type, of picture: String, toBeAlive alive: Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  attach("2 2", named: "focus")
  let game = stepped(try changedBoard(design, picture))
  guard (character(of: game.picture, at: Place(row: 2, column: 2)) == "O") != alive else { return }
  attach(game.picture, as: "actual", torus: false)
  Issue.record(
    "The centre of\n\(picture)\nshould be \(alive ? "alive" : "dead") one generation on, but the board became:\n\(game.picture)",
    sourceLocation: sourceLocation)
}

/// A question of a change that the design's adapter does not answer: the test stops, saying what to
/// conform it to.
struct NotAnswered: Error, CustomStringConvertible {
  let description: String
}

/// The design, or its type, as the change's question asks it; else the test stops with `what` it needs.
func answering<Question>(_ design: Any, _ question: Question.Type, _ what: String) throws -> Question {
  guard let answer = design as? Question else { throw NotAnswered(description: what) }
  return answer
}
