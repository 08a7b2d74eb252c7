import GameOfLife
import Testing

@testable import life

@Suite("Drawing the board")
struct BoardViewTests {
  /// A view of cells drawn as a picture: `O` alive, `.` dead.
  private func view(_ picture: String, zoom: Zoom = .halfBlocks, cursor: Position? = nil) -> BoardView {
    let rows = picture.split(separator: "\n")
    var cells: Set<Position> = []
    for (row, line) in rows.enumerated() {
      for (column, character) in line.enumerated() where character == "O" {
        cells.insert(Position(row: row, column: column))
      }
    }
    return BoardView(
      width: rows.first?.count ?? 0, height: rows.count, liveCells: cells, zoom: zoom, cursor: cursor,
      usesColour: false)
  }

  @Test("Half blocks show two rows of cells in each line")
  func halfBlocks() {
    let board = view(
      """
      O.O.
      OO..
      .O.O
      ....
      """)
    #expect(board.lines(columns: 80, rows: 10) == ["█▄▀ ", " ▀ ▀"])
  }

  @Test("An odd last row is drawn with the row below it dead")
  func oddHeight() {
    #expect(view("O.\n.O\nOO").lines(columns: 80, rows: 10) == ["▀▄", "▀▀"])
  }

  @Test("Braille shows two columns by four rows of cells in each character")
  func braille() {
    let board = view(
      """
      O.O.
      .O..
      ....
      O..O
      """, zoom: .braille)
    // Left character: dots 1 (row 0, left), 5 (row 1, right), 7 (row 3, left) = 0x01 + 0x10 + 0x40.
    // Right character: dots 1 and 8 (row 3, right) = 0x01 + 0x80.
    #expect(board.lines(columns: 80, rows: 10) == ["\u{2851}\u{2881}"])
    #expect(view("..\n..\n..\n..", zoom: .braille).lines(columns: 80, rows: 10) == [" "])
  }

  @Test("A board bigger than the screen shows the part around the cursor")
  func viewportFollowsCursor() {
    let board = view(String(repeating: ".........O\n", count: 10), cursor: Position(row: 9, column: 9))
    let lines = board.lines(columns: 4, rows: 2)
    #expect(board.origin(columns: 4, rows: 2) == Position(row: 6, column: 6))
    #expect(
      lines.map {
        $0.replacingOccurrences(of: Style.reverse, with: "").replacingOccurrences(
          of: Style.noReverse, with: "")
      } == ["   █", "   █"])
  }

  @Test("The cursor's character is drawn in reverse video")
  func cursor() {
    let lines = view("O.\n..", cursor: Position(row: 1, column: 1)).lines(columns: 80, rows: 10)
    #expect(lines == ["▀" + Style.reverse + " " + Style.noReverse])
  }

  @Test("Colour codes appear only when colour is allowed")
  func colour() {
    var board = view("O")
    #expect(!board.lines(columns: 80, rows: 10).joined().contains("\u{1B}["))
    board.usesColour = true
    #expect(board.lines(columns: 80, rows: 10).joined().contains(Style.liveColour))
  }

  @Test("NO_COLOR set to anything but empty turns colour off")
  func noColour() {
    #expect(!Style.allowsColour(environment: ["NO_COLOR": "1"]))
    #expect(Style.allowsColour(environment: ["NO_COLOR": ""]))
    #expect(Style.allowsColour(environment: [:]))
  }
}
