import GameOfLife

/// Checks that a game looks like a picture (`.` dead, `O` alive), in either test framework.
///
/// On a mismatch the failure shows expected and actual side by side with the differing cells marked.
public func expectPicture(
  _ game: Game, _ expected: String, _ context: String = "", fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  attachBoard(expected, as: "expected", on: game.topology)
  comparePicture(game, expected, context, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks that a picture becomes another after one generation, in either test framework.
public func expectNextGeneration(
  of picture: String, toBe expected: String, topology: Topology = .bounded, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  // Both pictures are attached first, so that the page shows them even when no game can be made.
  attachBoard(picture, as: "before", on: topology)
  attachBoard(expected, as: "expected", on: topology)
  do {
    let game = try Game(picture: picture, topology: topology)
    game.step()
    comparePicture(
      game, expected, "The next generation is not as expected", fileID: fileID, filePath: filePath,
      line: line,
      column: column)
  } catch {
    recordFailure("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// `expectPicture` for a caller that has already attached the expected picture; attaches only what the
/// game shows, when that differs.
func comparePicture(
  _ game: Game, _ expected: String, _ context: String, fileID: String, filePath: StaticString, line: UInt,
  column: UInt
) {
  let expected = expected.trimmingTrailingNewlines()
  guard game.picture != expected else { return }
  attachBoard(game.picture, as: "actual", on: game.topology)
  let heading = context.isEmpty ? "The game does not look as expected" : context
  recordFailure(
    "\(heading) (generation \(game.generation)):\n" + sideBySide(expected: expected, actual: game.picture),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var text = Substring(self)
    while text.last == "\n" { text = text.dropLast() }
    return String(text)
  }
}
