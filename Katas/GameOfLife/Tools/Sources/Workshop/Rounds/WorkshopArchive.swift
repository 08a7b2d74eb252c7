import Foundation
import KataSystem
import Practice
import Verdicts

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `Practice/rounds/round-N/round.json` says about a round that ended.
package struct WorkshopRoundRecord: Codable, Sendable, Equatable {
  package var number: Int
  package var start: Date
  package var end: Date
  /// The minutes the round was given; `end` says when it really ended.
  package var minutes: Double
  /// The constraint's name; nil for a round with none.
  package var constraint: String?
}

/// The workshop's rounds, `Practice/rounds/round-N`: each pair's whole package as the round left it.
///
/// A pair's package is moved there whole, with its History, and never copied: a move on one disk either
/// happens or does not, so a pair's work is never in two places, nor in none.
package struct WorkshopArchive: Sendable {
  package let workspace: Workspace

  package init(workspace: Workspace) { self.workspace = workspace }

  /// `Practice/rounds`, which has no `Sources/GameOfLife`, so no command takes it for a pair's package.
  package var folder: URL { workspace.practice.appendingPathComponent(Self.folderName) }
  static let folderName = "rounds"

  package func folder(ofRound number: Int) -> URL { folder.appendingPathComponent("round-\(number)") }

  /// The numbers of the rounds kept so far, in order.
  package func roundNumbers() -> [Int] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.compactMap { name in
      guard name.hasPrefix("round-"), let number = Int(name.dropFirst(6)), number > 0 else { return nil }
      return number
    }.sorted()
  }

  /// The next round's number: one more than the highest there is, so a number is never given twice,
  /// even after a round that stopped half kept.
  package var nextNumber: Int { (roundNumbers().last ?? 0) + 1 }

  /// Every pair's package in `Practice`: a folder with a Game, named as `make kata NAME=…` names one.
  ///
  /// Not an older package kept as `NAME.1`, not a hidden folder (a package being made), not the rounds.
  package func pairs() throws -> [PracticePackage] { workspace.packages(in: workspace.practice) }

  /// The pairs kept in a round, each read from where it now lives in the archive.
  package func pairs(inRound number: Int) -> [PracticePackage] {
    let round = folder(ofRound: number)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: round.path)) ?? []
    return names.sorted().compactMap { name in
      guard var pair = try? PracticePackage(name: name, workspace: workspace) else { return nil }
      pair.folder = round.appendingPathComponent(name)
      return FileManager.default.fileExists(atPath: pair.sources.path) ? pair : nil
    }
  }

  /// A round's record in its folder.
  static let recordName = "round.json"

  package func record(ofRound number: Int) -> WorkshopRoundRecord? {
    let file = folder(ofRound: number).appendingPathComponent(Self.recordName)
    return FileManager.default.contents(atPath: file.path).flatMap {
      try? History.decoder.decode(WorkshopRoundRecord.self, from: $0)
    }
  }

  /// Keeps the round: its record first, then each pair's package moved in whole and a fresh one made.
  ///
  /// The round's folder is made new, never reused. When a pair's package cannot be moved, the error
  /// names it and the pairs after it are left as they were.
  package func keep(_ pairs: [PracticePackage], as record: WorkshopRoundRecord, reporter: any Reporter) throws
  {
    let round = folder(ofRound: record.number)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Without intermediate folders, making a folder that already exists fails: no round is reused.
    try FileManager.default.createDirectory(at: round, withIntermediateDirectories: false)
    try History.encoder.encode(record).write(
      to: round.appendingPathComponent(Self.recordName), options: .atomic)
    for (index, pair) in pairs.enumerated() {
      let kept = pairs[..<index].map(\.name)
      try move(pair, into: round, keptBefore: kept, untouched: pairs[index...].map(\.name))
      try freshPackage(for: pair, in: round, next: RoomRound(number: record.number + 1), reporter: reporter)
    }
  }

  /// Keeps one pair's package in round `number`, on a pair's own laptop when the room says a new round has
  /// begun, and makes its fresh package for `next`.
  func keep(_ pair: PracticePackage, inRound number: Int, next: RoomRound, reporter: any Reporter) throws {
    let round = folder(ofRound: number)
    try FileManager.default.createDirectory(at: round, withIntermediateDirectories: true)
    try move(pair, into: round, keptBefore: [], untouched: [pair.name])
    try freshPackage(for: pair, in: round, next: next, reporter: reporter)
  }

  private func move(_ pair: PracticePackage, into round: URL, keptBefore: [String], untouched: [String])
    throws
  {
    let target = round.appendingPathComponent(pair.name)
    func failure(_ why: String) -> KataError {
      KataError(
        "could not move \(pair.path) into \(workspace.relative(round)) (\(why)), so the round stopped there: "
          + (keptBefore.isEmpty ? "" : "\(keptBefore.joined(separator: ", ")) kept; ")
          + "\(untouched.joined(separator: ", ")) left as they were")
    }
    guard !FileManager.default.fileExists(atPath: target.path) else { throw failure("it is there already") }
    // rename(2) moves a folder whole on the same disk, or fails and leaves it: it never copies.
    guard rename(pair.folder.path, target.path) == 0 else { throw failure(String(cString: strerror(errno))) }
  }

  private func freshPackage(
    for pair: PracticePackage, in round: URL, next: RoomRound, reporter: any Reporter
  ) throws {
    do {
      try pair.create(force: false, reporter: reporter)
      try next.mark(pair)
    } catch {
      throw KataError(
        "\(pair.path) is kept in \(workspace.relative(round))/\(pair.name), but its fresh package could not "
          + "be made (\(error)): make kata\(pair.nameArgument) makes it")
    }
  }
}
