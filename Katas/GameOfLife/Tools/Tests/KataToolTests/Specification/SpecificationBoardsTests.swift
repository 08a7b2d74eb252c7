import Testing

@testable import KataSystem
@testable import Specification
@testable import Verdicts

@Suite("The specification's boards in the terminal")
struct SpecificationBoardsTests {
  @Test("A test's boards stand side by side under its sentence, captioned, the cell it is about marked")
  func sideBySide() {
    let boards = SpecificationBoards(attachments: [
      TestAttachment(name: "before", text: "O..\n.O.\n..O"),
      TestAttachment(name: "focus", text: "1 1"),
      TestAttachment(name: "expected", text: "...\n.O.\n..."),
      TestAttachment(name: "unrelated", text: "not a board"),
    ])
    #expect(
      boards.lines == [
        "    O..     ...",
        "    .@.     .O.",
        "    ..O     ...",
        "    before  expected",
        "    (before: the cell at row 1, column 1, marked @ or _)",
      ])
  }

  @Test("Boards that do not fit in the width go on the next lines; one wider than the width is left out")
  func wrapping() {
    let wide = String(repeating: ".", count: 120)
    let boards = SpecificationBoards(
      attachments: [
        TestAttachment(name: "board", text: "OO"), TestAttachment(name: "before torus", text: "O."),
        TestAttachment(name: "actual", text: wide),
      ], width: 24)
    #expect(boards.lines == ["    OO     O.", "    board  before torus"])
    let narrow = SpecificationBoards(
      attachments: [TestAttachment(name: "before", text: "O"), TestAttachment(name: "expected", text: ".")],
      width: 16)
    #expect(narrow.lines == ["    O", "    before", "    .", "    expected"])
  }
}
