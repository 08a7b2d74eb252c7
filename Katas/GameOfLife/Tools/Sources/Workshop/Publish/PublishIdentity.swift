import Foundation
import KataSystem
import Practice

/// Which package a published branch holds: a name of its own, `.package-id`, that the package gets at
/// its first publish and keeps wherever it moves. Two packages made from the template in the same second
/// hold the same files, so nothing else tells them apart.
extension Publisher {
  static let identityFile = ".package-id"

  func identity(of package: PracticePackage) -> String? {
    let file = package.folder.appendingPathComponent(Self.identityFile)
    return (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Gives the package its identity, the first time it is published.
  func makeIdentity() throws {
    guard identity(of: practice) == nil else { return }
    try Data((UUID().uuidString + "\n").utf8).write(
      to: practice.folder.appendingPathComponent(Self.identityFile), options: .atomic)
  }

  /// Whether the branch just fetched (FETCH_HEAD) holds this package, or one this clone kept of the same
  /// pair: `Practice/NAME.N` made again with FORCE=1, or `Practice/rounds/round-N/NAME` kept at a round's end.
  func fetchedPackageIsOurs() throws -> Bool {
    let published = try git.run(["show", "FETCH_HEAD:\(Self.identityFile)"])
    // A branch published before packages had an identity is taken as this clone's, as it always was.
    guard published.succeeded else { return true }
    let theirs = published.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return ([practice] + keptPackages()).contains { identity(of: $0) == theirs }
  }
}
