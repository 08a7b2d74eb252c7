extension Game {
  /// Makes a game from a picture: one line of text per row, `.` for a dead cell and `O` for a live one.
  ///
  /// This is the LifeWiki plaintext convention, so a test can say `Game(picture: ".O.\n.O.\n.O.")`.
  /// The grid is as wide as the longest line; shorter lines are padded with dead cells.
  ///
  /// - Throws: ``GameError/unexpectedCharacter(_:line:column:)`` for any other character,
  ///   ``GameError/emptyPicture`` when there are no rows.
  public convenience init(picture: String, topology: Topology = .bounded) throws {
    var lines = picture.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    if lines.last?.isEmpty == true { lines.removeLast() }
    guard !lines.isEmpty else { throw GameError.emptyPicture }

    let width = max(1, lines.map(\.count).max() ?? 0)
    try self.init(rows: lines.count, columns: width, topology: topology)
    for (row, line) in lines.enumerated() {
      for (column, character) in line.enumerated() {
        switch character {
        case ".": continue
        case "O": grid[row][column].state = .alive
        default: throw GameError.unexpectedCharacter(character, line: row + 1, column: column + 1)
        }
      }
    }
  }

  /// The grid as a picture: one line per row, `.` for a dead cell and `O` for a live one.
  public var picture: String {
    grid.map { row in String(row.map { $0.isAlive ? "O" : "." }) }.joined(separator: "\n")
  }
}

extension Game: CustomStringConvertible {
  /// The game's ``picture``, so that `print(game)` shows the board.
  public var description: String { picture }
}
