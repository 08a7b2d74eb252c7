extension Game {
  /// Makes a game from a picture: one line of text per row, `.` for a dead cell and `O` for a live one.
  ///
  /// - Throws: ``GameError/unexpectedCharacter(_:line:column:)`` for any other character,
  ///   ``GameError/emptyPicture`` when there are no rows.
  public convenience init(picture: String, topology: Topology = .bounded) throws {
    try self.init(rows: 1, columns: 1, topology: topology)  // Not yet: the picture is ignored.
  }

  /// The grid as a picture: one line per row, `.` for a dead cell and `O` for a live one.
  public var picture: String { "" }
}

extension Game: CustomStringConvertible {
  /// The picture, or while there is none yet, the game's size, so that a failing test still says what it saw.
  public var description: String {
    picture.isEmpty ? "a \(rows) × \(columns) game with no picture yet (Game.picture is empty)" : picture
  }
}
