import GameOfLife
import Testing

@Suite("A colony with edges")
struct ColonyTests {
  @Test("A lonely cell dies")
  func lonely() {
    #expect(Colony("...\n.#.\n...").next() == Colony("...\n...\n..."))
  }

  @Test("A blinker turns")
  func blinker() {
    #expect(Colony(".....\n..#..\n..#..\n..#..\n.....").next().picture == ".....\n.....\n.###.\n.....\n.....")
  }

  @Test("A crowded cell dies")
  func crowded() {
    #expect(!Colony("###\n##.\n...").next().isAlive(row: 0, column: 1))
  }

  @Test("A cell at the edge counts only the neighbours inside")
  func edges() {
    #expect(Colony("##\n##").liveNeighbours(row: 0, column: 0) == 3)
  }
}
