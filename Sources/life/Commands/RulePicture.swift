import GameOfLife

/// One of Conway's four rules at work on the middle cell of a 3 × 3 neighbourhood, worked out by stepping
/// the kata's `Game`: what `life rules` prints and the teaching page draws.
struct RulePicture {
  /// The rule the picture is meant to show.
  let rule: Rule
  /// The neighbourhood before the step, as a `Game` picture: three rows of `.` and `O`.
  let neighbourhood: String
  /// The rule the `Game` says decides the middle cell: `rule`, unless the example is wrong.
  let decided: Rule?
  let liveNeighbours: Int
  let middleAliveNext: Bool

  /// A neighbourhood for each rule, in the order a workshop teaches them.
  static let examples: [(Rule, String)] = [
    (.underpopulation, "O..\n.O.\n..."),
    (.survival, "O..\n.O.\n..O"),
    (.overpopulation, "O.O\n.O.\nO.O"),
    (.reproduction, "O.O\n...\n.O."),
  ]

  /// The four pictures.
  static func all() throws -> [RulePicture] {
    try examples.map { rule, neighbourhood in
      let game = try Game(picture: neighbourhood)
      let middle = Position(row: 1, column: 1)
      let decided = game.rule(decidingFateOf: middle)
      let liveNeighbours = game.liveNeighbourCount(of: middle)
      game.step()
      return RulePicture(
        rule: rule, neighbourhood: neighbourhood, decided: decided, liveNeighbours: liveNeighbours,
        middleAliveNext: game.isAlive(at: middle))
    }
  }

  /// The neighbourhood's cells, row by row: `true` for a live one.
  var cells: [Bool] { neighbourhood.filter { $0 != "\n" }.map { $0 == "O" } }

  /// What happens to the middle cell, in words: "is born".
  var fate: String {
    switch (cells[4], middleAliveNext) {
    case (true, true): "lives on"
    case (true, false): "dies"
    case (false, true): "is born"
    case (false, false): "stays dead"
    }
  }

  /// "1 live neighbour", "3 live neighbours".
  var neighboursInWords: String {
    "\(liveNeighbours) live \(liveNeighbours == 1 ? "neighbour" : "neighbours")"
  }
}
