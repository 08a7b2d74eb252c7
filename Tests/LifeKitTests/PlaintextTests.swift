import GameOfLife
import LifeKit
import Testing

@Suite("Plaintext .cells files")
struct PlaintextTests {
  @Test("A file with a name, comments and rows of '.' and 'O' is read")
  func readsAFile() throws {
    let pattern = try Pattern(plaintext: "!Name: Glider\n!A small spaceship.\n.O.\n..O\nOOO\n")
    #expect(pattern.name == "Glider")
    #expect(pattern.comments == ["A small spaceship."])
    #expect(pattern.width == 3)
    #expect(pattern.height == 3)
    #expect(
      Set(pattern.liveCells) == [
        Position(row: 0, column: 1), Position(row: 1, column: 2),
        Position(row: 2, column: 0), Position(row: 2, column: 1), Position(row: 2, column: 2),
      ])
  }

  @Test("'*' is alive too, short rows are padded, blank lines are dead rows and CRLF endings are fine")
  func lenientForms() throws {
    let pattern = try Pattern(plaintext: "*\r\n\r\n..*.\r\n")
    #expect(pattern.width == 4)
    #expect(pattern.height == 3)
    #expect(Set(pattern.liveCells) == [Position(row: 0, column: 0), Position(row: 2, column: 2)])
  }

  @Test("A stray character is refused with its line and column")
  func strayCharacter() {
    #expect {
      try Pattern(plaintext: "!Name: x\n.O.\n.Ox\n")
    } throws: { error in
      let error = error as? PatternError
      return error?.line == 3 && error?.column == 3
        && "\(error.map { "\($0)" } ?? "")".hasPrefix("3:3: unexpected character 'x'")
    }
  }

  @Test("Writing and reading back gives the same pattern")
  func roundTrip() throws {
    let game = try Game(picture: ".O..\n..O.\nOOO.")
    var pattern = Pattern(game)
    pattern.name = "Glider"
    pattern.comments = ["From the kata."]
    let text = pattern.plaintext
    #expect(text == "!Name: Glider\n!From the kata.\n.O..\n..O.\nOOO.\n")
    let back = try Pattern(plaintext: text)
    #expect(Set(back.liveCells) == Set(pattern.liveCells))
    #expect(back.width == 4 && back.height == 3)
    #expect(try back.game() == game)
  }

  @Test("The picture is the box, placed at its origin: a cell outside the box is left out")
  func pictureOfTheBox() {
    let glider = [(-3, 7), (-2, 8), (-1, 6), (-1, 7), (-1, 8)]
    let cells = (glider + [(5, 5)]).map { Position(row: $0.0, column: $0.1) }
    let pattern = Pattern(liveCells: cells, origin: Position(row: -3, column: 6), width: 3, height: 4)
    #expect(pattern.plaintext == ".O.\n..O\nOOO\n...\n")
  }
}
