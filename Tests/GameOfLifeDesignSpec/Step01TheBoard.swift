import GameOfLifeTestSupport
import Testing

// Step 01, asked of any design: a board made from a picture shows that picture back.

extension PictureSpec {
  @Test(
    "A picture read in is printed back the same",
    arguments: ["O", ".", "...\n.O.\n...", "O.O.\n.O.O", "OO\nOO\nO.\n..", ".....\n..O..\n.....\nO...O"])
  func roundTrip(picture: String) throws {
    let game = try designBoard(picture, torus: eitherEdges)
    #expect(game.picture.split(separator: "\n") == picture.split(separator: "\n"))
  }

  @Test("A picture read in on a torus is printed back the same", .onATorus)
  func roundTripOnATorus() throws {
    let picture = "O...\n.O..\n...O"
    let game = try designBoard(picture, torus: true)
    #expect(game.picture.split(separator: "\n") == picture.split(separator: "\n"))
  }
}
