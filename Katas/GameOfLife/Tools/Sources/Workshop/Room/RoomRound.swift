import Foundation
import KataSystem
import Practice
import Verdicts

extension RoomRound {
  /// What a pair is told: "Constraint: …" with its card, or that the facilitator has not given one.
  var card: String {
    guard let constraint else { return "No constraint is given for it yet." }
    return (try? WorkshopConstraint.named(constraint)).flatMap { $0.map { "Constraint: " + $0.card } }
      ?? "Constraint: \(constraint)."
  }
}

extension PublishedRoom {
  /// The branch that says which round has begun, and keeps the record of each round that ended.
  static let roundBranch = "workshop"

  /// Where the branch `workshop` keeps the record of round `number`.
  static func recordPath(ofRound number: Int) -> String { "rounds/round-\(number).json" }

  /// The round the room says has begun: nil when none was ever started there, or the room is out of reach.
  func round() throws -> RoomRound? {
    // Asked after each run of a pair's tests: a room that does not answer holds the pair up 10 s at most.
    var git = self.git
    git.timeLimit = 10
    try git.create()
    let fetch = try git.run(["fetch", "--quiet", remote, "refs/heads/\(Self.roundBranch)"])
    guard fetch.succeeded else { return nil }
    let file = try git.run(["show", "FETCH_HEAD:\(RoomRound.fileName)"])
    guard file.succeeded else { return nil }
    return try? History.decoder.decode(RoomRound.self, from: Data(file.output.utf8))
  }

  /// Says in the room that `round` has begun: one commit more on its branch `workshop`; with `kept`, the
  /// record of the round that ended too, as `rounds/round-N.json`, for every clone's `make workshop-rounds`.
  func announce(_ round: RoomRound, kept: WorkshopRoundRecord? = nil) throws {
    let tree = folder.appendingPathComponent("announce")
    try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
    let git = ToolGit(
      directory: folder.appendingPathComponent("announce.git"), workTree: tree, root: workspace.root)
    try git.create()
    if (try git.run(["fetch", "--quiet", remote, "refs/heads/\(Self.roundBranch)"])).succeeded {
      // The index too: the records of rounds that other clones kept stay in the next commit.
      try git.must(["reset", "--quiet", "FETCH_HEAD"])
    }
    try History.encoder.encode(round).write(to: tree.appendingPathComponent(RoomRound.fileName))
    try git.must(["add", RoomRound.fileName])
    if let kept {
      let path = Self.recordPath(ofRound: kept.number)
      let file = tree.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try History.encoder.encode(kept).write(to: file)
      try git.must(["add", path])
    }
    try git.must(["commit", "--quiet", "--allow-empty", "-m", "Round \(round.number)"])
    let push = try git.run(["push", "--quiet", remote, "HEAD:refs/heads/\(Self.roundBranch)"])
    guard push.succeeded else {
      throw KataError(
        "could not tell the room \(remote) that round \(round.number) has begun: \(firstLine(of: push))")
    }
  }
}
