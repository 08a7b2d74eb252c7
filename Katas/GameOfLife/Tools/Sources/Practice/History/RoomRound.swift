import Foundation
import Specification

/// A round as the room knows it: its number, its constraint's name (nil for none, or not given yet), and
/// the requirement the facilitator changed half-way (nil until they do).
///
/// The room's `round.json`, on its branch `workshop`, says which round has begun. A pair's package holds
/// one too, `Practice/NAME/round.json`: the round it was made for, and the constraint its pair was told.
package struct RoomRound: Codable, Equatable, Sendable {
  package var number: Int
  package var constraint: String?
  package var change: RequirementChange?

  package static let fileName = "round.json"

  /// The round a package was made for; a package made outside any round is round 1's.
  package init(of package: PracticePackage) {
    let file = package.folder.appendingPathComponent(Self.fileName)
    self =
      FileManager.default.contents(atPath: file.path).flatMap {
        try? History.decoder.decode(RoomRound.self, from: $0)
      } ?? RoomRound(number: 1)
  }

  package init(number: Int, constraint: String? = nil, change: RequirementChange? = nil) {
    self.number = number
    self.constraint = constraint
    self.change = change
  }

  /// Writes this round into a package, whole or not at all.
  package func mark(_ package: PracticePackage) throws {
    try History.encoder.encode(self).write(
      to: package.folder.appendingPathComponent(Self.fileName), options: .atomic)
  }
}

extension PracticePackage {
  /// The round this package was made for, and its constraint.
  package var round: RoomRound { RoomRound(of: self) }
}
