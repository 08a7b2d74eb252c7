import Foundation

/// A Life-like rule: how many live neighbours make a dead cell come alive (birth) and keep a live one alive (survival).
///
/// Written `B3/S23` (Conway's Life), `B36/S23` (HighLife), `B2/S` (Seeds) and so on; the older
/// survival-first form `23/3` is read too.
public struct LifeLikeRule: Hashable, Sendable {
  /// Bit `n` is set when a dead cell with `n` live neighbours comes alive.
  public let birthMask: UInt16
  /// Bit `n` is set when a live cell with `n` live neighbours stays alive.
  public let survivalMask: UInt16

  /// Makes the rule from the counts of live neighbours for birth and for survival; counts outside 0...8 are
  /// ignored.
  public init(birth: some Sequence<Int>, survival: some Sequence<Int>) {
    birthMask = birth.filter { (0...8).contains($0) }.reduce(0) { $0 | 1 << $1 }
    survivalMask = survival.filter { (0...8).contains($0) }.reduce(0) { $0 | 1 << $1 }
  }

  /// Conway's Game of Life, B3/S23.
  public static let conway = LifeLikeRule(birth: [3], survival: [2, 3])

  /// The counts of live neighbours that bring a dead cell to life, from low to high: `[3]` for Conway's Life.
  public var birth: [Int] { (0...8).filter { birthMask & 1 << $0 != 0 } }
  /// The counts of live neighbours that keep a live cell alive, from low to high: `[2, 3]` for Conway's Life.
  public var survival: [Int] { (0...8).filter { survivalMask & 1 << $0 != 0 } }

  /// Whether a dead cell with no live neighbours is born (B0): on the plane, every empty cell at once.
  public var bornFromNothing: Bool { birthMask & 1 != 0 }

  /// Whether a cell is alive in the next generation.
  @inlinable
  public func isAliveNext(isAlive: Bool, liveNeighbours: Int) -> Bool {
    (isAlive ? survivalMask : birthMask) & 1 << liveNeighbours != 0
  }

  /// Reads `B3/S23`, `b3/s23`, `B3S23`, `23/3` or the name `Life`.
  ///
  /// - Throws: ``PatternError`` naming the column of the first character that does not fit.
  public init(_ text: String) throws {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased() == "life" || trimmed.lowercased() == "conway" {
      self = .conway
      return
    }
    let characters = Array(trimmed.uppercased())
    guard !characters.isEmpty else { throw PatternError("the rule is empty") }
    var birth: [Int] = []
    var survival: [Int] = []
    if characters.first == "B" || characters.first == "S" {
      var section: Character?
      var sectionsSeen: Set<Character> = []
      for (index, character) in characters.enumerated() {
        switch character {
        case "B", "S":
          guard sectionsSeen.insert(character).inserted else {
            throw Self.unexpected(character, at: index, in: trimmed)
          }
          section = character
        case "/" where index + 1 < characters.count:
          continue
        case "0"..."8" where section == "B": birth.append(character.wholeNumberValue ?? 0)
        case "0"..."8" where section == "S": survival.append(character.wholeNumberValue ?? 0)
        default: throw Self.unexpected(character, at: index, in: trimmed)
        }
      }
    } else {
      // Survival first, then birth: "23/3".
      let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw PatternError(
          "unknown rule '\(trimmed)': expected B/S notation such as B3/S23, or S/B such as 23/3")
      }
      var index = 0
      for (part, isSurvival) in [(parts[0], true), (parts[1], false)] {
        for character in part {
          guard let count = character.wholeNumberValue, count <= 8 else {
            throw Self.unexpected(character, at: index, in: trimmed)
          }
          if isSurvival { survival.append(count) } else { birth.append(count) }
          index += 1
        }
        index += 1
      }
    }
    self.init(birth: birth, survival: survival)
  }

  private static func unexpected(_ character: Character, at index: Int, in text: String) -> PatternError {
    PatternError(
      "unknown rule '\(text)': unexpected '\(character)' at column \(index + 1);"
        + " expected B/S notation such as B3/S23, or S/B such as 23/3")
  }
}

extension LifeLikeRule: CustomStringConvertible {
  /// The rule in B/S notation, for example `B3/S23`.
  public var description: String {
    "B" + birth.map(String.init).joined() + "/S" + survival.map(String.init).joined()
  }
}
