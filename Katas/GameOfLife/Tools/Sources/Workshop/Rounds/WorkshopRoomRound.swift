import Foundation
import KataSystem
import Practice

/// The room's part of a round that ends: the pairs published there, kept in the round's archive both in the
/// room (the branch `rounds/round-N/NAME`, with its whole history) and in `Practice/rounds/round-N/NAME`.
struct PublishedRound {
  let room: PublishedRoom
  let number: Int
  /// Published pairs whose package is of this round.
  var pairs: [PracticePackage] = []
  /// Published pairs whose package is of an earlier round: they have not published this round yet.
  var behind: [PracticePackage] = []
  /// Pairs who joined the room and never published.
  var neverPublished: [String] = []

  /// The room's pairs as published now, but for those in `Practice/` here (`local`).
  init(room: PublishedRoom, number: Int, local: Set<String>, say: (String) -> Void) throws {
    self.room = room
    self.number = number
    if let problem = try room.update() { say(problem) }
    for pair in room.workspace.packages(in: room.pairs) where !local.contains(pair.name) {
      if RoomRound(of: pair).number < number { behind.append(pair) } else { pairs.append(pair) }
    }
    let published = Set((pairs + behind).map(\.name)).union(local)
    neverPublished = try room.joined().filter { !published.contains($0) }
  }

  /// "bob, eve (never published)": every pair whose code of this round the room does not hold yet.
  var missing: [String] { behind.map(\.name) + neverPublished.map { "\($0) (never published)" } }

  /// Keeps each pair in the room's archive of the round, then a copy of it in `round`, this round's folder.
  func keep(into round: URL) throws {
    for pair in pairs {
      let branch = Publisher.roundBranch(number, name: pair.name)
      let push = try room.git.run([
        "push", "--quiet", room.remote, "refs/remotes/room/\(pair.name):refs/heads/\(branch)",
      ])
      guard push.succeeded else {
        throw KataError("could not keep \(pair.name) as \(branch) of \(room.remote): \(firstLine(of: push))")
      }
      try room.writeOut("refs/remotes/room/\(pair.name)", to: round.appendingPathComponent(pair.name))
      try Data(room.remote.utf8).write(to: round.appendingPathComponent("\(pair.name)/\(Self.marker)"))
    }
  }

  /// In a kept package copied from the room: the package is the room's, and a later publish may replace it.
  static let marker = ".published"
}

extension PublishedRoom {
  /// Every round kept in the room, as `rounds/round-N/NAME` branches, written out into `Practice/rounds`
  /// where this clone has no package of its own: a pair that published late is kept in its round all the same.
  func updateRounds(_ archive: WorkshopArchive) throws {
    try git.create()
    let fetch = try git.run([
      "fetch", "--prune", "--quiet", remote, "+refs/heads/rounds/*:refs/remotes/rounds/*",
    ])
    guard fetch.succeeded else { return }
    let names = try git.must(["for-each-ref", "--format=%(refname:strip=3)", "refs/remotes/rounds/"])
    for name in names.split(separator: "\n").map(String.init) {
      guard let match = name.wholeMatch(of: /round-([0-9]+)\/([A-Za-z0-9_-]+)/), let number = Int(match.1)
      else {
        continue
      }
      let target = archive.folder(ofRound: number).appendingPathComponent(String(match.2))
      let ours =
        FileManager.default.fileExists(atPath: target.path)
        && !FileManager.default.fileExists(atPath: target.appendingPathComponent(PublishedRound.marker).path)
      guard !ours else { continue }
      // Written whole beside its place and then put there, so a kept package is never half-written.
      let partial = target.deletingLastPathComponent().appendingPathComponent(".\(match.2).partial")
      try? FileManager.default.removeItem(at: partial)
      try writeOut("refs/remotes/rounds/\(name)", to: partial)
      try Data(remote.utf8).write(to: partial.appendingPathComponent(PublishedRound.marker))
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.moveItem(at: partial, to: target)
    }
    try updateRecords(archive)
  }

  /// The record of each round kept in the room, `Practice/rounds/round-N/round.json`, where this clone has
  /// none: a clone that did not run the rounds itself still says when each was and what its constraint was.
  private func updateRecords(_ archive: WorkshopArchive) throws {
    guard (try git.run(["fetch", "--quiet", remote, "refs/heads/\(Self.roundBranch)"])).succeeded else {
      return
    }
    let paths = try git.must(["ls-tree", "-r", "--name-only", "FETCH_HEAD", "rounds/"])
    for path in paths.split(separator: "\n").map(String.init) {
      guard let match = path.wholeMatch(of: /rounds\/round-([0-9]+)\.json/), let number = Int(match.1),
        archive.record(ofRound: number) == nil
      else { continue }
      let record = try git.must(["show", "FETCH_HEAD:\(path)"])
      guard let kept = try? History.decoder.decode(WorkshopRoundRecord.self, from: Data(record.utf8)) else {
        continue
      }
      let round = archive.folder(ofRound: number)
      try FileManager.default.createDirectory(at: round, withIntermediateDirectories: true)
      try History.encoder.encode(kept).write(
        to: round.appendingPathComponent(WorkshopArchive.recordName), options: .atomic)
    }
  }
}
