/// Any design of the Game of Life, as the specification sees it: a board made from a picture, one
/// generation on, and the picture read back.
///
/// Conform your own type in a file of its own among your tests, using nothing else from them, and
/// `make kata-step`, `kata-verify`, `spec-html NAME=` and `kata-show` judge your design through it. The
/// template's `Game` already has these names, so it conforms in one line:
///
/// ```swift
/// extension Game: SpecificationAdapter {}
/// ```
///
/// A design with other names writes a small type that wraps it; see `Katas/GameOfLife/README.md`.
public protocol SpecificationAdapter {
  /// Your type for the board's edges: any `CaseIterable` type. The specification makes a board that
  /// wraps round with its case named `torus`, and one whose edges end with its case named `bounded` (or,
  /// without one, its first case). A design without a `torus` case is not asked the torus's tests.
  associatedtype Topology: CaseIterable

  /// A board from a picture: one line per row, `O` for a live cell and `.` for a dead one.
  init(picture: String, topology: Topology) throws

  /// One generation on: every cell's next state worked out from the whole current generation.
  mutating func step()

  /// The board as a picture, as big as the picture it was made from: on a plane without edges, the
  /// cells that picture covered.
  var picture: String { get }
}

/// A design that counts a cell's live neighbours: the specification's neighbour tests ask it.
public protocol CountsLiveNeighbours: SpecificationAdapter {
  /// How many of the cells around the one at `row`, `column` (counted from zero) are alive.
  func liveNeighbourCount(row: Int, column: Int) -> Int
}

/// A design that says whether two cells are neighbours: the specification's neighbour tests ask it.
public protocol KnowsNeighbours: SpecificationAdapter {
  /// Whether the cells at (`row`, `column`) and (`otherRow`, `otherColumn`) are neighbours.
  func areNeighbours(row: Int, column: Int, otherRow: Int, otherColumn: Int) -> Bool
}

extension SpecificationAdapter {
  /// The design's `torus` case, if it has one.
  public static var torus: Topology? { Topology.allCases.first { "\($0)" == "torus" } }

  /// The design's `bounded` case, or without one its first case that is not `torus`.
  public static var bounded: Topology? {
    Topology.allCases.first { "\($0)" == "bounded" } ?? Topology.allCases.first { "\($0)" != "torus" }
  }
}

/// A picture read as the specification writes them, for an adapter to make its board from and draw
/// it back: `SpecificationPicture("O.\n.O").liveCells` is `[(0, 0), (1, 1)]`.
public struct SpecificationPicture: Sendable {
  public let rows: Int
  public let columns: Int
  /// The live cells, row by row, each as (row, column) counted from zero.
  public let liveCells: [(row: Int, column: Int)]

  /// Reads a picture; a character other than `.` and `O`, or no row at all, is refused.
  public init(_ picture: String) throws {
    let lines = picture.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    let drawn = lines.last?.isEmpty == true ? lines.dropLast() : lines[...]
    guard !drawn.isEmpty else { throw SpecificationPictureError(description: "the picture is empty") }
    var live: [(row: Int, column: Int)] = []
    for (row, line) in drawn.enumerated() {
      for (column, character) in line.enumerated() {
        switch character {
        case ".": continue
        case "O": live.append((row, column))
        default:
          throw SpecificationPictureError(
            description: "line \(row + 1), column \(column + 1): '\(character)' is neither '.' nor 'O'")
        }
      }
    }
    rows = drawn.count
    columns = drawn.map(\.count).max() ?? 0
    liveCells = live
  }

  /// Draws a board of `rows` × `columns` cells, asking `isAlive(row, column)` of each.
  public static func draw(rows: Int, columns: Int, isAlive: (Int, Int) -> Bool) -> String {
    (0..<rows).map { row in String((0..<columns).map { isAlive(row, $0) ? "O" : "." }) }
      .joined(separator: "\n")
  }
}

/// Why a picture could not be read.
public struct SpecificationPictureError: Error, CustomStringConvertible {
  public let description: String
}
