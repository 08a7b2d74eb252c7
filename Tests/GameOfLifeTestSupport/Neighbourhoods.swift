import GameOfLife

/// The centre of a 3 × 3 neighbourhood.
public let centre = Position(row: 1, column: 1)

/// The eight positions around the centre of a 3 × 3 grid.
private let around = (0..<9).map { Position(row: $0 / 3, column: $0 % 3) }.filter { $0 != centre }

/// Every 3 × 3 bounded game whose centre cell has the given state and exactly `count` live neighbours:
/// C(8, count) of them, one per choice of live neighbours.
///
/// All arrangements are made, not just one, so that a rule which forgets the diagonals, or counts only
/// some directions, cannot slip through.
///
/// - Throws: ``ArrangementError`` when the game cannot make or show an arrangement (a `Game` that throws,
///   or whose `setCell` does nothing), so that no test about arrangements passes without any.
public func neighbourhoods(centre state: CellState, liveNeighbours count: Int) throws -> [Game] {
  try choices(ofLiveNeighbours: count).map { try neighbourhood(centre: state, liveNeighbours: $0) }
}

/// Every choice of `count` live neighbours out of the eight around the centre.
private func choices(ofLiveNeighbours count: Int) -> [[Position]] {
  (0..<(1 << 8)).filter { $0.nonzeroBitCount == count }.map { chosen in
    around.enumerated().filter { chosen & 1 << $0.offset != 0 }.map(\.element)
  }
}

/// A 3 × 3 bounded game holding one arrangement, read back to be sure the game really holds it.
private func neighbourhood(centre state: CellState, liveNeighbours alive: [Position]) throws -> Game {
  let game = try Game(rows: 3, columns: 3)
  try game.setCell(state, at: centre)
  for position in alive { try game.setCell(.alive, at: position) }
  let shown = around.filter { game.isAlive(at: $0) }
  guard game.cell(at: centre)?.state == state, shown == alive else {
    throw ArrangementError(state: state, liveNeighbours: alive, picture: game.picture)
  }
  return game
}

/// An arrangement as the tests draw pictures, drawn here rather than by the game under test.
private func picture(centre state: CellState, liveNeighbours alive: [Position]) -> String {
  (0..<3).map { row in
    String(
      (0..<3).map { column -> Character in
        let position = Position(row: row, column: column)
        let isAlive = position == centre ? state == .alive : alive.contains(position)
        return isAlive ? "O" : "."
      })
  }.joined(separator: "\n")
}

/// A neighbourhood the game could not be made to hold: the test that needed it cannot say anything.
public struct ArrangementError: Error, CustomStringConvertible {
  public var state: CellState
  public var liveNeighbours: [Position]
  public var picture: String

  public var description: String {
    "Could not set up a \(state) centre with live neighbours at "
      + liveNeighbours.map { "(\($0))" }.joined(separator: ", ")
      + ": after setCell the game reads back differently (setCell, isAlive(at:) or cell(at:) not done yet?)."
      + (picture.isEmpty ? "" : " It shows:\n\(picture)")
  }
}

/// An arrangement whose centre did not become what was expected: as it was, and the game one generation on.
struct CentreMiss: CustomStringConvertible {
  var before: String
  var after: Game

  var description: String {
    let state = after.cell(at: centre)?.state
    return "\(before)\nbecame a centre that is \(state.map { "\($0)" } ?? "missing")"
  }
}

/// Every arrangement with `count` live neighbours whose centre does not become `expected`, in order.
func centreMisses(_ expected: CellState, from state: CellState, liveNeighbours count: Int) throws
  -> [CentreMiss]
{
  try choices(ofLiveNeighbours: count).compactMap { alive in
    let game = try neighbourhood(centre: state, liveNeighbours: alive)
    game.step()
    guard game.cell(at: centre)?.state != expected else { return nil }
    return CentreMiss(before: picture(centre: state, liveNeighbours: alive), after: game)
  }
}

/// What the centre of every arrangement becomes: one entry per arrangement that does not become `expected`.
public func centresNotBecoming(
  _ expected: CellState, from state: CellState, liveNeighbours count: Int
) throws -> [String] {
  try centreMisses(expected, from: state, liveNeighbours: count).map(\.description)
}

/// Checks that the centre of every arrangement with `count` live neighbours becomes `expected`, in either framework.
///
/// One arrangement is attached for the specification's page: the first that goes wrong, or else the first.
public func expectCentre(
  _ state: CellState, withLiveNeighbours count: Int, toBecome expected: CellState, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let misses: [CentreMiss]
  do {
    misses = try centreMisses(expected, from: state, liveNeighbours: count)
  } catch {
    // The arrangement the game could not hold is still the one the test is about.
    if let error = error as? ArrangementError {
      attachExample(picture(centre: error.state, liveNeighbours: error.liveNeighbours))
    }
    recordFailure("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  guard let first = misses.first else {
    if let alive = choices(ofLiveNeighbours: count).first {
      attachExample(picture(centre: state, liveNeighbours: alive))
    }
    return
  }
  attachExample(first.before, actual: first.after.picture)
  recordFailure(
    "A \(state) cell with \(count) live neighbours should become \(expected), but in \(misses.count) of "
      + "\(arrangements(choosing: count)) arrangements it did not, for example:\n\(first)",
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// An arrangement before the generation with its centre as the focus, and what the game made of it.
private func attachExample(_ before: String, actual: String? = nil) {
  attachBoard(before, as: "before")
  attachFocus(centre)
  if let actual { attachBoard(actual, as: "actual") }
}

/// C(8, count): how many ways there are to choose `count` live neighbours out of eight.
public func arrangements(choosing count: Int) -> Int {
  guard (0...8).contains(count) else { return 0 }
  return (0..<count).reduce(1) { result, index in result * (8 - index) / (index + 1) }
}
