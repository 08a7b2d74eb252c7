import GameOfLife
import Testing

/// Makes a game from a picture, as `Game(picture:topology:)` does, and attaches the picture so that the
/// specification's page can draw the board beside the test's sentence.
///
/// A test about one cell names it as `focus`, and the page marks that cell on the board.
public func board(_ picture: String, topology: Topology = .bounded, focus: Position? = nil) throws -> Game {
  // The picture the test wrote, not the game's: a game still being written may not show it yet.
  attachBoard(picture, as: "board", on: topology)
  if let focus { attachFocus(focus) }
  return try Game(picture: picture, topology: topology)
}

/// Makes a game with every cell dead, as `Game(rows:columns:topology:)` does, and attaches its picture.
public func board(rows: Int, columns: Int, topology: Topology = .bounded) throws -> Game {
  // A refused size has no board to draw; the game says why it refuses it.
  if rows > 0, columns > 0 {
    let deadRow = String(repeating: ".", count: columns)
    attachBoard(Array(repeating: deadRow, count: rows).joined(separator: "\n"), as: "board", on: topology)
  }
  return try Game(rows: rows, columns: columns, topology: topology)
}

/// Attaches a picture under a name the specification's page knows: `board`, `before`, `expected` or
/// `actual`, with ` torus` added for a grid that wraps round.
///
/// Only Swift Testing keeps attachments: under XCTest nothing is attached.
func attachBoard(_ picture: String, as name: String, on topology: Topology = .bounded) {
  guard Test.current != nil else { return }
  let name = topology == .torus ? "\(name) torus" : name
  Attachment.record(picture.trimmingTrailingNewlines(), named: "\(name).txt")
}

/// Attaches the cell a test is about as `ROW COLUMN`, counted from zero; it belongs to the board attached
/// just before it.
func attachFocus(_ position: Position) {
  guard Test.current != nil else { return }
  Attachment.record("\(position.row) \(position.column)", named: "focus.txt")
}
