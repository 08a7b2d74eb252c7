import GameOfLife
import GameOfLifeTestSupport
import Testing

/// The eight directions from a cell, as (row, column) offsets.
let eightDirections = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]

@Suite("Neighbours: cells at most one row and one column apart, but not the same cell")
struct NeighbourSpec {
  let middle = Position(row: 2, column: 2)

  @Test("A cell one step away in each of the eight directions is a neighbour", arguments: eightDirections)
  func eightDirectionsAreNeighbours(rowOffset: Int, columnOffset: Int) throws {
    for topology in Topology.allCases {
      let game = try Game(rows: 5, columns: 5, topology: topology)
      let other = Position(row: middle.row + rowOffset, column: middle.column + columnOffset)
      #expect(game.areNeighbours(middle, other), "on a \(topology) grid")
      #expect(game.areNeighbours(other, middle), "on a \(topology) grid")
    }
  }

  @Test("A cell is not its own neighbour")
  func notItself() throws {
    for topology in Topology.allCases {
      let game = try Game(rows: 5, columns: 5, topology: topology)
      #expect(!game.areNeighbours(middle, middle))
      #expect(!game.neighbours(of: middle).contains(middle))
    }
  }

  @Test(
    "A cell two steps away is not a neighbour",
    arguments: [
      (-2, -2), (-2, -1), (-2, 0), (-2, 1), (-2, 2), (-1, 2), (0, 2), (1, 2),
      (2, 2), (2, 1), (2, 0), (2, -1), (2, -2), (1, -2), (0, -2), (-1, -2),
    ])
  func distanceTwo(rowOffset: Int, columnOffset: Int) throws {
    for topology in Topology.allCases {
      let game = try Game(rows: 5, columns: 5, topology: topology)
      let other = Position(row: middle.row + rowOffset, column: middle.column + columnOffset)
      #expect(!game.areNeighbours(middle, other), "on a \(topology) grid")
    }
  }

  @Test("A cell in the middle of the grid has eight neighbours, one in each direction")
  func eightInTheMiddle() throws {
    let game = try Game(rows: 5, columns: 5)
    let expected = Set(eightDirections.map { Position(row: 2 + $0.0, column: 2 + $0.1) })
    #expect(Set(game.neighbours(of: middle)) == expected)
    #expect(game.neighbours(of: middle).count == 8)
  }

  @Test("The live-neighbour count counts only the live neighbours")
  func liveNeighbourCount() throws {
    let game = try Game(
      picture: """
        O.O
        .OO
        ...
        """)
    #expect(game.liveNeighbourCount(of: centre) == 3)
    #expect(game.liveNeighbourCount(of: Position(row: 0, column: 1)) == 4)
    #expect(game.liveNeighbourCount(of: Position(row: 2, column: 0)) == 1)
  }
}

@Suite("Bounded edges: cells beyond the edge count as dead")
struct BoundedEdgeSpec {
  @Test(
    "A corner cell has three neighbours",
    arguments: [
      Position(row: 0, column: 0), Position(row: 0, column: 4), Position(row: 4, column: 0),
      Position(row: 4, column: 4),
    ])
  func corners(corner: Position) throws {
    let game = try Game(rows: 5, columns: 5, topology: .bounded)
    #expect(game.neighbours(of: corner).count == 3)
  }

  @Test(
    "A cell on an edge has five neighbours",
    arguments: [
      Position(row: 0, column: 2), Position(row: 2, column: 0), Position(row: 4, column: 2),
      Position(row: 2, column: 4),
    ])
  func edges(edge: Position) throws {
    let game = try Game(rows: 5, columns: 5, topology: .bounded)
    #expect(game.neighbours(of: edge).count == 5)
  }

  @Test("Cells on opposite edges are not neighbours")
  func oppositeEdges() throws {
    let game = try Game(rows: 5, columns: 5, topology: .bounded)
    #expect(!game.areNeighbours(Position(row: 0, column: 2), Position(row: 4, column: 2)))
    #expect(!game.areNeighbours(Position(row: 2, column: 0), Position(row: 2, column: 4)))
    #expect(!game.areNeighbours(Position(row: 0, column: 0), Position(row: 4, column: 4)))
  }

  @Test("Live cells on the far side are not counted")
  func farSideIsNotRead() throws {
    let game = try Game(
      picture: """
        ....O
        .....
        ....O
        ....O
        .....
        """)
    #expect(game.liveNeighbourCount(of: Position(row: 3, column: 0)) == 0)
    #expect(game.liveNeighbourCount(of: Position(row: 4, column: 4)) == 1)
  }

  @Test("A row of three on the top edge turns into a column of two")
  func blinkerOnTheEdge() {
    expectNextGeneration(
      of: """
        OOO
        ...
        ...
        """,
      toBe: """
        .O.
        .O.
        ...
        """)
  }
}

@Suite("Torus: the grid wraps round at every edge and corner")
struct TorusSpec {
  @Test(
    "Each corner has eight neighbours, among them the other three corners",
    arguments: [
      Position(row: 0, column: 0), Position(row: 0, column: 4), Position(row: 4, column: 0),
      Position(row: 4, column: 4),
    ])
  func corners(corner: Position) throws {
    let game = try Game(rows: 5, columns: 5, topology: .torus)
    let corners = [
      Position(row: 0, column: 0), Position(row: 0, column: 4), Position(row: 4, column: 0),
      Position(row: 4, column: 4),
    ]
    #expect(game.neighbours(of: corner).count == 8)
    for other in corners where other != corner {
      #expect(game.areNeighbours(corner, other))
      #expect(game.neighbours(of: corner).contains(other))
    }
  }

  @Test("The top row neighbours the bottom row", arguments: 0..<5)
  func topAndBottom(column: Int) throws {
    let game = try Game(rows: 5, columns: 5, topology: .torus)
    let top = Position(row: 0, column: column)
    let bottom = Position(row: 4, column: column)
    #expect(game.areNeighbours(top, bottom))
    #expect(game.neighbours(of: top).contains(bottom))
    #expect(game.neighbours(of: bottom).contains(top))
  }

  @Test("The left column neighbours the right column", arguments: 0..<5)
  func leftAndRight(row: Int) throws {
    let game = try Game(rows: 5, columns: 5, topology: .torus)
    let left = Position(row: row, column: 0)
    let right = Position(row: row, column: 4)
    #expect(game.areNeighbours(left, right))
    #expect(game.neighbours(of: left).contains(right))
    #expect(game.neighbours(of: right).contains(left))
  }

  @Test("Every cell of a torus has eight neighbours")
  func eightEverywhere() throws {
    let game = try Game(rows: 4, columns: 6, topology: .torus)
    for cell in game.cells {
      #expect(game.neighbours(of: cell.position).count == 8, "at \(cell.position)")
    }
  }

  @Test("Live cells across each edge and corner are counted")
  func countsAcrossTheWrap() throws {
    let game = try Game(
      picture: """
        O...O
        .....
        .....
        .....
        O...O
        """, topology: .torus)
    for corner in [
      Position(row: 0, column: 0), Position(row: 0, column: 4), Position(row: 4, column: 0),
      Position(row: 4, column: 4),
    ] {
      #expect(game.liveNeighbourCount(of: corner) == 3, "at \(corner)")
    }
    #expect(game.liveNeighbourCount(of: Position(row: 0, column: 2)) == 0)
    #expect(game.liveNeighbourCount(of: Position(row: 2, column: 0)) == 0)
  }

  @Test("A row of three on a 3 × 3 torus fills it, because every cell neighbours every other")
  func rowFillsSmallTorus() {
    expectNextGeneration(
      of: """
        OOO
        ...
        ...
        """,
      toBe: """
        OOO
        OOO
        OOO
        """, topology: .torus)
  }

  @Test("A glider crossing a torus comes back where it started after four generations per cell of width")
  func gliderWrapsRound() throws {
    let start = """
      .O....
      ..O...
      OOO...
      ......
      ......
      ......
      """
    let game = try Game(picture: start, topology: .torus)
    game.step(generations: 4 * 6)
    expectPicture(game, start)
  }
}
