/// The script that draws a board on a canvas, shared by every page `life` writes.
///
/// `drawBoard(canvas, board, scale, marks)` draws `board.cells` (one number per cell, row by row, non-zero
/// for alive) as dark squares on white, with grid lines when cells are large enough to count. `marks`, when
/// given, maps a cell's index to `{ fill, ring, letter }`, each optional: a colour over the cell, a colour
/// round it, and a letter on it, so that colour-blind readers can tell the marks apart.
enum BoardCanvas {
  static func script() throws -> String { try PageFile.text(of: "board-canvas.js") }
}
