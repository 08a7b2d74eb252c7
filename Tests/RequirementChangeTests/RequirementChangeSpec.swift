import GameOfLife
import GameOfLifeTestSupport
import RequirementChanges
import Testing

// Requirement changes a facilitator gives mid-round, each checked on the library's reference for it:
// zombies (ZombieGame), a hexagonal grid (HexagonalGame) and two colours of cell (ColouredGame).

@Suite("Zombies: a cell that died and came back to life can never die again")
struct ZombieSpec {
  static let blinker = """
    .....
    .....
    .OOO.
    .....
    .....
    """
  static let ends = [Position(row: 2, column: 1), Position(row: 2, column: 3)]
  static let middle = Position(row: 2, column: 2)

  @Test("A cell that died and came back to life is a zombie")
  func endsOfABlinker() throws {
    let game = try ZombieGame(picture: Self.blinker)
    game.step()
    try #require(Self.ends.allSatisfy { !game.isAlive(at: $0) }, "the ends die at first")
    game.step()
    for end in Self.ends {
      #expect(game.isAlive(at: end) && game.isZombie(at: end), "at \(end)")
    }
    #expect(!game.isZombie(at: Self.middle))
  }

  @Test("A cell that died and came back to life never dies again")
  func zombiesDoNotDie() throws {
    let game = try ZombieGame(picture: Self.blinker)
    for _ in 1...3 { game.step() }
    // The four rules alone would make the blinker upright again; the zombie ends stay, and make a plus.
    #expect(game.picture == ".....\n..O..\n.OOO.\n..O..\n.....")
    #expect(game.generation == 3)
  }

  @Test("A zombie with no neighbours stays alive for many generations")
  func loneZombie() throws {
    let game = try ZombieGame(picture: ".......\n.......\n..OOO..\n.......\n..O....\n.......\n.......")
    for _ in 1...3 { game.step() }
    let lone = Position(row: 2, column: 2)
    try #require(game.picture == ".......\n.......\n..O....\n.......\n.......\n.......\n.......")
    try #require(game.isZombie(at: lone))
    for _ in 1...20 {
      game.step()
      #expect(game.isAlive(at: lone) && game.isZombie(at: lone), "generation \(game.generation)")
    }
  }

  @Test("A cell alive from the start is never a zombie, nor one born for the first time")
  func neverDiedIsNoZombie() throws {
    let blinker = try ZombieGame(picture: Self.blinker)
    blinker.step()
    #expect(!blinker.isZombie(at: Position(row: 1, column: 2)) && !blinker.isZombie(at: Self.middle))
    let block = try ZombieGame(picture: "....\n.OO.\n.OO.\n....")
    for _ in 1...10 { block.step() }
    for row in 0..<4 {
      for column in 0..<4 { #expect(!block.isZombie(at: Position(row: row, column: column))) }
    }
  }

  @Test("Zombies come back and stay across the edge of a torus")
  func torus() throws {
    let game = try ZombieGame(picture: ".....\n.....\nOO..O\n.....\n.....", topology: .torus)
    game.step()
    game.step()
    #expect(game.isZombie(at: Position(row: 2, column: 4)) && game.isZombie(at: Position(row: 2, column: 1)))
    #expect(!game.isZombie(at: Position(row: 2, column: 0)))
    game.step()
    #expect(game.picture == ".....\nO....\nOO..O\nO....\n.....")
  }

  @Test("A position off the grid is neither alive nor a zombie")
  func offTheGrid() throws {
    let game = try ZombieGame(picture: Self.blinker)
    game.step()
    game.step()
    #expect(
      !game.isAlive(at: Position(row: -1, column: 2)) && !game.isZombie(at: Position(row: 2, column: 5)))
  }
}

@Suite("A hexagonal grid: six neighbours a cell, born with two, living on with three or four (B2/S34)")
struct HexagonalSpec {
  static let middle = Position(row: 2, column: 2)

  /// A 5 × 5 hexagonal board with the given cells alive.
  static func board(alive: [Position], rows: Int = 5, columns: Int = 5) throws -> HexagonalGame {
    let lines = (0..<rows).map { row in
      String((0..<columns).map { alive.contains(Position(row: row, column: $0)) ? "O" : "." })
    }
    return try HexagonalGame(picture: lines.joined(separator: "\n"))
  }

  /// The six cells around the middle one, a row that is even: left, right, then two above and two below.
  static let aroundMiddle = [(2, 1), (2, 3), (1, 1), (1, 2), (3, 1), (3, 2)].map {
    Position(row: $0, column: $1)
  }

  /// The middle cell, alive or dead, with the first `count` of its six neighbours alive.
  static func middle(alive: Bool, liveNeighbours count: Int) throws -> HexagonalGame {
    try board(alive: Array(aroundMiddle.prefix(count)) + (alive ? [middle] : []))
  }

  @Test(
    "A cell's neighbours are two in its row and two in each row beside it, shifted by its row",
    arguments: [
      (
        Position(row: 2, column: 2),
        [(2, 1), (2, 3), (1, 1), (1, 2), (3, 1), (3, 2)]
      ),
      (
        Position(row: 1, column: 2),
        [(1, 1), (1, 3), (0, 2), (0, 3), (2, 2), (2, 3)]
      ),
    ])
  func neighbours(of position: Position, expected: [(Int, Int)]) throws {
    let game = try Self.board(alive: [])
    let expected = Set(expected.map { Position(row: $0, column: $1) })
    #expect(Set(game.neighbours(of: position)) == expected)
  }

  @Test("Every cell inside the board has exactly six neighbours, and each is its neighbour's neighbour")
  func sixInside() throws {
    let game = try Self.board(alive: [], rows: 6, columns: 6)
    for row in 0..<6 {
      for column in 0..<6 {
        let position = Position(row: row, column: column)
        let neighbours = game.neighbours(of: position)
        if (1..<5).contains(row) && (1..<5).contains(column) {
          #expect(neighbours.count == 6, "at \(position)")
        }
        for neighbour in neighbours {
          #expect(game.neighbours(of: neighbour).contains(position), "\(neighbour) and \(position)")
        }
      }
    }
  }

  @Test(
    "A cell at the edge has fewer neighbours: beyond the edge there are none",
    arguments: zip(
      [
        Position(row: 0, column: 0), Position(row: 0, column: 2), Position(row: 1, column: 4),
        Position(row: 1, column: 0), Position(row: 4, column: 4),
      ],
      [2, 4, 3, 5, 3]))
  func fewerAtTheEdge(position: Position, expected: Int) throws {
    #expect(try Self.board(alive: []).neighbours(of: position).count == expected)
  }

  @Test("Only the six touching cells are counted, not the square grid's other two")
  func onlySixCount() throws {
    // For an even row, the square grid's up-right and down-right cells do not touch its hexagon.
    let game = try Self.board(alive: [Position(row: 1, column: 3), Position(row: 3, column: 3)])
    #expect(game.liveNeighbourCount(of: Self.middle) == 0)
    let all = try Self.board(alive: (0..<5).flatMap { row in (0..<5).map { Position(row: row, column: $0) } })
    #expect(all.liveNeighbourCount(of: Self.middle) == 6)
  }

  @Test(
    "A dead cell with exactly two live neighbours comes alive on a hexagonal grid",
    arguments: (0..<6).flatMap { first in (first + 1..<6).map { (first, $0) } })
  func birth(first: Int, second: Int) throws {
    let parents = [Self.aroundMiddle[first], Self.aroundMiddle[second]]
    let game = try Self.board(alive: parents)
    game.step()
    #expect(game.isAlive(at: Self.middle), "born of \(parents)")
  }

  @Test("A dead cell with any other number of live neighbours stays dead", arguments: [0, 1, 3, 4, 5, 6])
  func noBirth(count: Int) throws {
    let game = try Self.middle(alive: false, liveNeighbours: count)
    game.step()
    #expect(!game.isAlive(at: Self.middle))
  }

  @Test("A live cell with three or four live neighbours lives on", arguments: [3, 4])
  func survival(count: Int) throws {
    let game = try Self.middle(alive: true, liveNeighbours: count)
    game.step()
    #expect(game.isAlive(at: Self.middle))
  }

  @Test("A live cell with two live neighbours or fewer dies", arguments: [0, 1, 2])
  func underpopulation(count: Int) throws {
    let game = try Self.middle(alive: true, liveNeighbours: count)
    game.step()
    #expect(!game.isAlive(at: Self.middle))
  }

  @Test("A live cell with five or six live neighbours dies", arguments: [5, 6])
  func overpopulation(count: Int) throws {
    let game = try Self.middle(alive: true, liveNeighbours: count)
    game.step()
    #expect(!game.isAlive(at: Self.middle))
  }

  @Test("A triangle of three cells and the three cells around it take turns: an oscillator of period 2")
  func triangle() throws {
    let triangle = "......\n......\n..OO..\n..O...\n......\n......"
    let game = try HexagonalGame(picture: triangle)
    game.step()
    #expect(game.picture == "......\n..O...\n......\n.O.O..\n......\n......")
    game.step()
    #expect(game.picture == triangle)
    #expect(game.generation == 2)
  }

  @Test("A hexagonal picture refuses what a Game's refuses")
  func badPicture() {
    #expect(throws: GameError.unexpectedCharacter("x", line: 1, column: 2)) {
      try HexagonalGame(picture: ".x")
    }
    #expect(throws: GameError.emptyPicture) { try HexagonalGame(picture: "") }
  }
}

@Suite("Two colours: the four rules decide who lives, and a new cell takes its parents' majority colour")
struct ColouredSpec {
  static let middle = Position(row: 1, column: 1)

  @Test(
    "A new cell takes the colour most of its neighbours have",
    arguments: zip(
      ["R.R\n...\n.R.", "R.B\n...\n.R.", "B..\n..R\nB..", "B.B\n...\n.B."],
      [CellColour.red, .red, .blue, .blue])
  )
  func birth(picture: String, expected: CellColour) throws {
    let game = try ColouredGame(picture: picture)
    game.step()
    #expect(game.colour(at: Self.middle) == expected)
  }

  @Test("A live cell keeps its colour, whatever its neighbours' colours", arguments: CellColour.allCases)
  func survival(colour: CellColour) throws {
    let other = CellColour.allCases.first { $0 != colour } ?? colour
    let game = try ColouredGame(picture: "\(other.rawValue)..\n.\(colour.rawValue).\n..\(other.rawValue)")
    game.step()
    #expect(game.colour(at: Self.middle) == colour)
  }

  @Test("A cell dies by the four rules whatever its colour", arguments: CellColour.allCases)
  func death(colour: CellColour) throws {
    let c = colour.rawValue
    let lonely = try ColouredGame(picture: "...\n.\(c).\n..\(c)")
    lonely.step()
    #expect(lonely.colour(at: Self.middle) == nil)
    let crowded = try ColouredGame(picture: "\(c).\(c)\n.\(c).\n\(c).\(c)")
    crowded.step()
    #expect(crowded.colour(at: Self.middle) == nil)
  }

  @Test(
    "Colours never change who lives: a coloured board lives and dies as the plain game does", arguments: 0..<5
  )
  func sameAsTheGame(seed: UInt64) throws {
    let plain = try Game(rows: 12, columns: 12, topology: .torus)
    try plain.randomFill(density: 0.4, seed: seed)
    var generator = SplitMix64(seed: seed)
    let colours = plain.picture.map {
      $0 == "O" ? (CellColour.allCases.randomElement(using: &generator)?.rawValue ?? "R") : $0
    }
    let coloured = try ColouredGame(picture: String(colours), topology: .torus)
    for _ in 1...10 {
      plain.step()
      coloured.step()
      let live = String(coloured.picture.map { CellColour(rawValue: $0) == nil ? $0 : "O" })
      #expect(live == plain.picture, "seed \(seed), generation \(plain.generation)")
    }
  }

  @Test(
    "A blinker of mixed colours keeps oscillating, its new cells taking the colour most of the line has",
    arguments: zip([".RRB.", ".RBR.", ".BBR."], ["RRR", "RBR", "BBB"]))
  func blinker(row: String, phases: String) throws {
    let game = try ColouredGame(picture: ".....\n.....\n\(row)\n.....\n.....")
    let colours = phases.map { String($0) }
    game.step()
    #expect(game.picture == ".....\n..\(colours[0])..\n..\(colours[1])..\n..\(colours[2])..\n.....")
    game.step()
    #expect(game.picture == ".....\n.....\n.\(phases).\n.....\n.....")
  }

  @Test("A coloured picture reads back as it was drawn, and each cell has the colour drawn")
  func roundTrip() throws {
    let picture = "R.B.\n.BR.\n...."
    let game = try ColouredGame(picture: picture)
    #expect(game.picture == picture)
    #expect(game.rows == 3 && game.columns == 4 && game.generation == 0)
    #expect(game.colour(at: Position(row: 0, column: 0)) == .red)
    #expect(game.colour(at: Position(row: 0, column: 2)) == .blue)
    #expect(game.colour(at: Position(row: 0, column: 1)) == nil)
    #expect(game.colour(at: Position(row: 3, column: 0)) == nil)
  }

  @Test("A character other than '.', 'R' or 'B' is refused, with the coloured picture's own legend")
  func badCharacter() throws {
    let error = ColouredPictureError(character: "O", line: 2, column: 3)
    #expect(throws: error) { try ColouredGame(picture: "R..\n..O") }
    #expect(
      "\(error)" == "line 2, column 3: unexpected character 'O' (use '.' for dead, 'R' for red, 'B' for blue)"
    )
    // A Game's picture keeps its own message.
    #expect(
      "\(GameError.unexpectedCharacter("R", line: 1, column: 1))"
        == "line 1, column 1: unexpected character 'R' (use '.' for dead, 'O' for alive)")
    #expect(throws: GameError.emptyPicture) { try ColouredGame(picture: "") }
  }

  @Test("On a torus, a new cell's parents may be across the edge")
  func torus() throws {
    let game = try ColouredGame(picture: "B...\n....\n....\nB..R", topology: .torus)
    game.step()
    #expect(game.colour(at: Position(row: 0, column: 3)) == .blue)
  }
}
