import KataSystem
import Verdicts

/// A board a test attached, read back from its picture: `.` for a dead cell, `O` for a live one.
///
/// Tests attach boards named `board`, `before`, `expected` or `actual`, with ` torus` appended for a board
/// that wraps round; a test about one cell attaches `focus` (`ROW COLUMN`) right after its board.
struct AttachedBoard: Equatable {
  enum Role: String, CaseIterable {
    case board, before, expected, actual
  }

  /// A place on the board, counted from zero as the tests count it.
  struct Place: Hashable {
    var row: Int
    var column: Int
  }

  var role: Role
  var torus: Bool
  /// The rows, top first: true for a live cell.
  var rows: [[Bool]]
  /// The cell the test is about, when it said so.
  var focus: Place?
  /// On an `actual` board: the cells that are not as expected.
  var differing: Set<Place> = []

  /// A board from an attachment's name and picture; nil when the name is not a board's or the picture
  /// holds anything but `.`, `O` and line breaks.
  init?(name: String, picture: String) {
    let words = name.split(separator: " ")
    guard let first = words.first, let role = Role(rawValue: String(first)),
      words.count == 1 || (words.count == 2 && words[1] == "torus")
    else { return nil }
    let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    // A picture may end with a line break; the board ends at its last row of cells.
    let cellLines = lines.reversed().drop { $0.isEmpty }.reversed()
    guard !cellLines.isEmpty, cellLines.allSatisfy({ $0.allSatisfy { $0 == "." || $0 == "O" } }) else {
      return nil
    }
    self.init(role: role, torus: words.count == 2, rows: cellLines.map { $0.map { $0 == "O" } })
  }

  init(role: Role, torus: Bool, rows: [[Bool]]) {
    self.role = role
    self.torus = torus
    self.rows = rows
  }

  var rowCount: Int { rows.count }
  /// The widest row's width: a shorter row is read as ending in dead cells.
  var columnCount: Int { rows.map(\.count).max() ?? 0 }

  func contains(_ place: Place) -> Bool {
    (0..<rowCount).contains(place.row) && (0..<columnCount).contains(place.column)
  }

  func isAlive(_ place: Place) -> Bool {
    contains(place) && rows[place.row].indices.contains(place.column) && rows[place.row][place.column]
  }

  /// How many of the eight cells around a place are alive.
  ///
  /// On a torus they wrap round the edge; beyond a bounded edge there are none. As in the Game, on a tiny
  /// torus a cell reached from two directions counts twice.
  func liveNeighbours(of place: Place) -> Int {
    let offsets = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
    return offsets.count { rowOffset, columnOffset in
      var neighbour = Place(row: place.row + rowOffset, column: place.column + columnOffset)
      if torus {
        neighbour.row = wrap(neighbour.row, across: rowCount)
        neighbour.column = wrap(neighbour.column, across: columnCount)
      }
      return isAlive(neighbour)
    }
  }

  private func wrap(_ index: Int, across size: Int) -> Int {
    (index % size + size) % size
  }

  /// The places of this board whose cell is not as on the other board; a place the other board does
  /// not have differs too.
  func places(differingFrom other: AttachedBoard) -> Set<Place> {
    var found: Set<Place> = []
    for row in 0..<rowCount {
      for column in 0..<columnCount {
        let place = Place(row: row, column: column)
        if !other.contains(place) || other.isAlive(place) != isAlive(place) { found.insert(place) }
      }
    }
    return found
  }
}

/// Which rule of the game decides a cell's next state, from its state and its live neighbours.
enum CellFate: String, Equatable {
  case reproduction
  case survival
  case underpopulation
  case overpopulation
  case staysDead = "stays dead"

  init(alive: Bool, liveNeighbours: Int) {
    switch (alive, liveNeighbours) {
    case (true, ..<2): self = .underpopulation
    case (true, 2...3): self = .survival
    case (true, _): self = .overpopulation
    case (false, 3): self = .reproduction
    case (false, _): self = .staysDead
    }
  }
}

extension AttachedBoard {
  /// What decides the focus cell, in words: "row 1, column 1: alive with 2 live neighbours → survival".
  var focusVerdict: String? {
    guard let focus else { return nil }
    let place = "row \(focus.row), column \(focus.column)"
    guard contains(focus) else { return "\(place): outside the board" }
    let alive = isAlive(focus)
    let neighbours = liveNeighbours(of: focus)
    let fate = CellFate(alive: alive, liveNeighbours: neighbours)
    let counted = neighbours == 1 ? "1 live neighbour" : "\(neighbours) live neighbours"
    return "\(place): \(alive ? "alive" : "dead") with \(counted) → \(fate.rawValue)"
  }
}

/// One thing a test attached, as the page shows it: a board, or a text that is not one.
enum Exhibit: Equatable {
  case board(AttachedBoard)
  case text(name: String, text: String)
}

/// A test's attachments as boards: each `focus` set on the board before it, and every `actual` board's
/// cells compared with the `expected` board nearest before it (or, failing that, the first one).
func exhibits(of attachments: [TestAttachment]) -> [Exhibit] {
  var shown: [Exhibit] = []
  for attachment in attachments {
    if let board = AttachedBoard(name: attachment.name, picture: attachment.text) {
      shown.append(.board(board))
    } else if attachment.name == "focus", let place = focusPlace(attachment.text),
      let last = shown.indices.last, case .board(var board) = shown[last], board.focus == nil
    {
      board.focus = place
      shown[last] = .board(board)
    } else {
      shown.append(.text(name: attachment.name, text: attachment.text))
    }
  }
  for index in shown.indices {
    guard case .board(var actual) = shown[index], actual.role == .actual,
      let expected = expectedBoard(for: index, among: shown)
    else { continue }
    actual.differing = actual.places(differingFrom: expected)
    shown[index] = .board(actual)
  }
  return shown
}

/// "1 2" is row 1, column 2.
private func focusPlace(_ text: String) -> AttachedBoard.Place? {
  let numbers = text.split(whereSeparator: \.isWhitespace).map { Int($0) }
  guard numbers.count == 2, let row = numbers[0], let column = numbers[1] else { return nil }
  return AttachedBoard.Place(row: row, column: column)
}

private func expectedBoard(for index: Int, among shown: [Exhibit]) -> AttachedBoard? {
  let expected = shown.enumerated().compactMap { offset, exhibit -> (Int, AttachedBoard)? in
    guard case .board(let board) = exhibit, board.role == .expected else { return nil }
    return (offset, board)
  }
  return (expected.last { $0.0 < index } ?? expected.first)?.1
}
