import KataSystem
import Verdicts

/// The boards a test attached, drawn small under its sentence for `make spec`.
///
/// They stand side by side:
///
///         .....  .....
///         ..O..  .....
///         ..O..  .OOO.
///         ..O..  .....
///         .....  .....
///         before expected
///
/// A cell a test is about (its `focus`) is drawn as `@` when alive and `_` when dead, and named below.
/// Boards that would not fit in the width are left to `make spec-html`.
struct SpecificationBoards {
  var attachments: [TestAttachment]
  var indent = "    "
  var width = 100

  /// One board: its caption and its rows, with the cell the test is about marked.
  struct Board {
    var caption: String
    var rows: [String]
    var focus: (row: Int, column: Int)?

    var width: Int { max(caption.count, rows.map(\.count).max() ?? 0) }
  }

  var boards: [Board] {
    var boards: [Board] = []
    for attachment in attachments {
      if attachment.name == "focus", !boards.isEmpty {
        let numbers = attachment.text.split(separator: " ").compactMap { Int($0) }
        if numbers.count == 2 { boards[boards.count - 1].focus = (numbers[0], numbers[1]) }
        continue
      }
      guard Self.roles.contains(where: { attachment.name.hasPrefix($0) }) else { continue }
      let rows = attachment.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      boards.append(Board(caption: attachment.name, rows: rows, focus: nil))
    }
    return boards
  }

  static let roles = ["board", "before", "expected", "actual"]

  var lines: [String] {
    let shown = boards.filter { indent.count + $0.width <= width }
    var lines: [String] = []
    var group: [Board] = []
    for board in shown {
      let used = group.reduce(indent.count) { $0 + $1.width + 2 }
      if !group.isEmpty && used + board.width > width {
        lines += drawn(group)
        group = []
      }
      group.append(board)
    }
    if !group.isEmpty { lines += drawn(group) }
    return lines
  }

  /// Boards beside one another, captions under them, and the cell each is about named last.
  private func drawn(_ group: [Board]) -> [String] {
    let height = group.map(\.rows.count).max() ?? 0
    var lines = (0..<height).map { row in
      indent
        + group.map { board in padded(row < board.rows.count ? marked(board, row: row) : "", board.width) }
        .joined(separator: "  ")
    }
    lines.append(indent + group.map { padded($0.caption, $0.width) }.joined(separator: "  "))
    for board in group {
      guard let focus = board.focus else { continue }
      lines.append(
        indent + "(\(board.caption): the cell at row \(focus.row), column \(focus.column), marked @ or _)")
    }
    return lines.map(\.trimmingTrailingSpaces)
  }

  private func marked(_ board: Board, row: Int) -> String {
    let text = board.rows[row]
    guard let focus = board.focus, focus.row == row, focus.column < text.count else { return text }
    var cells = Array(text)
    cells[focus.column] = cells[focus.column] == "O" ? "@" : "_"
    return String(cells)
  }

  private func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
