import Foundation
import KataSystem

// A board a test attached, drawn on the specification page as a grid of cells.

/// A board as a grid of cells, captioned by its role; on an `actual` board every cell that differs from
/// the expected one is outlined and carries a `!`, and the focus cell is outlined twice and explained.
func boardFigure(_ board: AttachedBoard, afterBefore: Bool) -> String {
  var html = HTMLText()
  html.add("<figure class=\"board-figure\">")
  html.add(
    "<table class=\"board\" data-role=\"\(board.role.rawValue)\" data-torus=\"\(board.torus)\""
      + " aria-label=\"\(caption(board, afterBefore: afterBefore))\">")
  // Column numbers above and row numbers beside, counted from zero as the tests count.
  html.add(
    "<thead><tr><th></th>" + (0..<board.columnCount).map { "<th scope=\"col\">\($0)</th>" }.joined()
      + "</tr></thead>")
  html.add("<tbody>")
  for row in 0..<board.rowCount {
    let cells = (0..<board.columnCount).map { column in
      cell(board, at: AttachedBoard.Place(row: row, column: column))
    }
    html.add("<tr><th scope=\"row\">\(row)</th>" + cells.joined() + "</tr>")
  }
  html.add("</tbody>")
  html.add("</table>")
  html.add("<figcaption>")
  html.add("<span class=\"role\">\(caption(board, afterBefore: afterBefore))</span>")
  if !board.differing.isEmpty {
    let cells = board.differing.count == 1 ? "1 cell differs" : "\(board.differing.count) cells differ"
    html.add("<span class=\"differs-note\">! \(cells) from expected</span>")
  }
  if let verdict = board.focusVerdict {
    html.add("<span class=\"focus-note\">\(htmlEscaped(verdict))</span>")
  }
  html.add("</figcaption>")
  html.add("</figure>")
  return html.text
}

/// "before", "expected after" (when there is a before), "actual", "board"; a torus says so.
private func caption(_ board: AttachedBoard, afterBefore: Bool) -> String {
  let role = board.role == .expected && afterBefore ? "expected after" : board.role.rawValue
  return board.torus ? "\(role) (torus)" : role
}

private func cell(_ board: AttachedBoard, at place: AttachedBoard.Place) -> String {
  let alive = board.isAlive(place)
  var classes = [alive ? "alive" : "dead"]
  var title = "row \(place.row), column \(place.column): \(alive ? "alive" : "dead")"
  var glyph = ""
  if board.differing.contains(place) {
    classes.append("differs")
    title += ", expected \(alive ? "dead" : "alive")"
    glyph = "!"
  }
  if board.focus == place {
    classes.append("focus")
    title += ", the cell this test is about"
  }
  return "<td class=\"\(classes.joined(separator: " "))\" title=\"\(title)\">\(glyph)</td>"
}
