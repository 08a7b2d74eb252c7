import GameOfLifeTestSupport
import Testing

// The requirement change "zombies", asked of any design through `ZombiesUnderTest`.

@Suite("Requirement change, zombies: a cell that died and came back to life never dies again")
struct ZombiesChangeSpec {
  /// A blinker: its end cells die in the first generation and come back in the second.
  static let blinker = """
    .....
    .....
    .OOO.
    .....
    .....
    """

  @Test("A cell that died and came back to life never dies again")
  func cameBackNeverDies() throws {
    // The blinker's ends came back in generation 2; in generation 3 they would die, and stay alive.
    try expectChanged(
      ZombiesUnderTest.self, 3, of: Self.blinker,
      toBe: """
        .....
        ..O..
        .OOO.
        ..O..
        .....
        """)
  }

  @Test("Only a cell that came back is a zombie: a cell alive from the start still dies by the four rules")
  func othersFollowTheFourRules() throws {
    // Generation 4: the centre, never dead before, dies of four neighbours; four cells are born.
    try expectChanged(
      ZombiesUnderTest.self, 4, of: Self.blinker,
      toBe: """
        .....
        .OOO.
        .O.O.
        .OOO.
        .....
        """)
  }

  @Test("A cell that died and came back is a zombie; one alive from the start, or born once, is not")
  func zombieState() throws {
    let game = stepped(try changedBoard(ZombiesUnderTest.self, Self.blinker), 2)
    let zombies = try answering(
      game, (any FollowsZombies).self,
      "the adapter tells no zombie from a live cell: conform it to FollowsZombies (isZombie(row:column:))")
    attach(game.picture, as: "actual", torus: false)
    #expect(zombies.isZombie(row: 2, column: 1), "the blinker's left end died and came back")
    #expect(zombies.isZombie(row: 2, column: 3), "the blinker's right end died and came back")
    #expect(!zombies.isZombie(row: 2, column: 2), "the centre has been alive from the start")
    let once = stepped(try changedBoard(ZombiesUnderTest.self, Self.blinker))
    #expect(
      !(try answering(once, (any FollowsZombies).self, "FollowsZombies")).isZombie(row: 1, column: 2),
      "a cell born for the first time has not died")
  }
}
