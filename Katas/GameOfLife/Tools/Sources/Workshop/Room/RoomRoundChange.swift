import Foundation
import KataSystem
import Practice
import Verdicts

extension RoomClient {
  /// `make kata` in a room: when the room says a new round has begun, the pair's package of the last round
  /// is kept and a fresh one made; otherwise a package as `make kata` makes one, marked with the round.
  package func newInRoom(name: String, force: Bool) throws -> Bool {
    let practice = try PracticePackage(name: name, workspace: workspace)
    defer { joinRoom(practice.name) }
    guard let (room, round) = try roomRound() else {
      guard try PracticeRoom(kata).newPractice(name: name, force: force) else { return false }
      if let remote = Room(workspace: workspace).named {
        say(
          "The room is \(remote): make kata-publish\(practice.nameArgument) WATCH=1 publishes each run there."
        )
      }
      return true
    }
    if try followRound(round, practice: practice, room: room) { return true }
    guard try PracticeRoom(kata).newPractice(name: name, force: force) else { return false }
    try round.mark(practice)
    say("Round \(round.number) of the room \(room.remote). " + round.card)
    return true
  }

  /// After `make kata-test` in a room: says so when a new round has begun, keeping the pair's package of
  /// the last round, or when the facilitator has given this round's constraint or changed a requirement
  /// since.
  package func followRoom(name: String) throws {
    joinRoom(try PracticePackage(name: name, workspace: workspace).name)
    guard let (room, round) = try roomRound() else { return }
    try followRound(round, practice: try PracticePackage(name: name, workspace: workspace), room: room)
  }

  /// The room's round, when a room is named and says one has begun.
  private func roomRound() throws -> (PublishedRoom, RoomRound)? {
    guard let remote = Room(workspace: workspace).named else { return nil }
    let room = PublishedRoom(workspace: workspace, remote: remote)
    return try room.round().map { (room, $0) }
  }

  /// Brings a pair's package to the room's round.
  ///
  /// A package of an earlier round is published first, so what the pair wrote lands in that round's archive
  /// in the room, even late; then it is kept whole on this laptop, and a fresh one made.
  ///
  /// - Returns: whether a fresh package was made.
  @discardableResult
  private func followRound(_ round: RoomRound, practice: PracticePackage, room: PublishedRoom) throws -> Bool
  {
    guard FileManager.default.fileExists(atPath: practice.sources.path) else { return false }
    let own = RoomRound(of: practice)
    guard own.number < round.number else {
      let constraintGiven = own.constraint != round.constraint && round.constraint != nil
      let changed = round.change.flatMap { own.change == $0 ? nil : $0 }
      if constraintGiven || changed != nil { try round.mark(practice) }
      if constraintGiven { say("Round \(round.number) has its constraint. " + round.card) }
      if let changed { say("Round \(round.number) has a requirement change. " + changed.card) }
      return false
    }
    let publisher = Publisher(practice: practice, remote: room.remote, reporter: kata.reporter)
    let outcome = try publisher.publish()
    if outcome.isPublished { try publisher.keepInRound(own.number) } else { say(publisher.message(outcome)) }
    let archive = WorkshopArchive(workspace: workspace)
    try archive.keep(practice, inRound: own.number, next: round, reporter: kata.reporter)
    // The fresh package too, so the room's dashboard shows the pair in the new round, not its last one.
    if outcome.isPublished { _ = try? publisher.publish() }
    say("A new round has begun: round \(round.number). " + round.card)
    say(
      "Your code of round \(own.number) is kept, whole, in "
        + "\(workspace.relative(archive.folder(ofRound: own.number)))/\(practice.name)"
        + (outcome.isPublished ? " and in the room" : "") + "; \(practice.path) is a fresh package.")
    return true
  }
}

extension Publisher {
  /// The branch that keeps this pair's package of round `number` in the room: `rounds/round-N/NAME`.
  static func roundBranch(_ number: Int, name: String) -> String { "rounds/round-\(number)/\(name)" }

  /// Keeps a package this clone kept at a round's end in the room's archive of round `number` too: the
  /// facilitator's own pairs are in the room's rounds as every published pair is.
  func keepKept(inRound number: Int) throws {
    try git.create(ignoring: Self.notTheWork)
    try makeIdentity()
    try commitChanges()
    try keepInRound(number)
  }

  /// After a publish, when the room has begun a later round than the package's: the package is its round's
  /// late work, and is kept in that round's archive in the room too.
  ///
  /// - Returns: a line saying so; nil when the package's round is the room's, or no round was begun.
  func keepLate() throws -> String? {
    let own = RoomRound(of: practice)
    guard let now = try PublishedRoom(workspace: practice.workspace, remote: remote).round(),
      own.number < now.number
    else { return nil }
    try keepInRound(own.number)
    return "Round \(own.number) has ended, so \(practice.path) is kept in its archive in the room too, "
      + "as \(Self.roundBranch(own.number, name: practice.name)). Round \(now.number) has begun: your next "
      + "make kata-test\(practice.nameArgument) keeps your code and gives you its fresh package."
  }

  /// Pushes what was last published to the room's archive of round `number`.
  func keepInRound(_ number: Int) throws {
    let branch = Self.roundBranch(number, name: practice.name)
    let push = try git.run(["push", "--quiet", remote, "HEAD:refs/heads/\(branch)"])
    guard push.succeeded else {
      throw KataError("could not keep \(practice.path) as \(branch) of \(remote): \(firstLine(of: push))")
    }
  }
}
