import Foundation
import KataSystem
import Practice
import Verdicts

/// MINUTES for a round, as typed: 45 when none is given.
package func workshopMinutes(_ text: String) throws -> Double {
  let minutes = text.isEmpty ? "45" : text
  guard let value = Double(minutes), value > 0, value <= 600 else {
    throw KataError("MINUTES must be a number of minutes above 0 (as 45, or 0.5), not '\(minutes)'")
  }
  return value
}

extension WorkshopRounds {
  /// `make workshop-round MINUTES=45 [CONSTRAINT=name]`: a Coderetreat round with a countdown, then the
  /// retrospective's questions, then, if the facilitator says so, every pair's code kept and a fresh start.
  package func workshopRound(minutes: Double, constraint name: String) throws -> Bool {
    let constraint = try WorkshopConstraint.named(name)
    let archive = WorkshopArchive(workspace: workspace)
    let number = archive.nextNumber
    let start = Date()
    say("Round \(number): \(duration(minutes * 60)), from \(clock(start)) to \(clock(start + minutes * 60)).")
    say(constraint.map { "Constraint: " + $0.card } ?? "No constraint this round: the kata as it is.")
    // Each pair's package here learns the round, so that every light checks its constraint.
    for pair in try archive.pairs() {
      try RoomRound(number: number, constraint: constraint?.name).mark(pair)
    }
    let room = Room(workspace: workspace).named.map { PublishedRoom(workspace: workspace, remote: $0) }
    if let room { tell(room, RoomRound(number: number, constraint: constraint?.name)) }
    let label = "round \(number)" + (constraint.map { " · \($0.name)" } ?? "")
    let endedEarly = WorkshopCountdown(seconds: minutes * 60, label: label, reporter: kata.reporter).run()
    let end = Date()
    kata.reporter.bell()
    say(
      endedEarly
        ? "Round \(number) ended early, at \(clock(end))." : "⏰ Time's up: round \(number) is over.")
    sayRetrospectiveQuestions()
    let record = WorkshopRoundRecord(
      number: number, start: start, end: end, minutes: minutes, constraint: constraint?.name)
    return try offerNextRound(record, archive: archive, room: room)
  }

  /// Tells the room which round has begun (and the record of the one `kept`); a room out of reach is said,
  /// and the round goes on.
  func tell(_ room: PublishedRoom, _ round: RoomRound, kept: WorkshopRoundRecord? = nil) {
    do {
      try room.announce(round, kept: kept)
      say("The room \(room.remote) knows: each pair's next make kata-test says so.")
    } catch {
      say("Error: \(FileProblem(error, root: workspace.root))")
    }
  }

  private func sayRetrospectiveQuestions() {
    say()
    say("Retrospective: each pair first, then everyone together.")
    for (index, question) in Retro.questions.enumerated() { say("  \(index + 1). \(question)") }
    say("make kata-lights NAME=… and make kata-retro NAME=… show a pair's runs, until the next round starts.")
    say()
  }

  /// Asks whether to start the next round; only a `y` keeps the pairs' code and gives them fresh packages.
  private func offerNextRound(_ round: WorkshopRoundRecord, archive: WorkshopArchive, room: PublishedRoom?)
    throws -> Bool
  {
    let pairs = try archive.pairs()
    let published = try room.map {
      try PublishedRound(room: $0, number: round.number, local: Set(pairs.map(\.name)), say: say)
    }
    let missing = published?.missing ?? []
    guard !pairs.isEmpty || !(published?.pairs.isEmpty ?? true) || !missing.isEmpty else {
      say("There is no pair's package in \(workspace.relative(workspace.practice)) to keep: nothing changes.")
      return true
    }
    let kept = pairs.map(\.path) + (published?.pairs.map { "\($0.name) (published)" } ?? [])
    say("Pairs: " + (kept.isEmpty ? "none here or published this round" : kept.joined(separator: ", ")))
    if !missing.isEmpty {
      say(
        "Not published since round \(round.number) began: " + missing.joined(separator: ", ")
          + ". Their code of this round lands in its archive when they publish, or at their next make kata-test."
      )
    }
    write(
      "Start the next round: keep every pair's code in the round archive and give each pair a fresh "
        + "package? [y/N] ")
    let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
    // A terminal echoes the answer and its Enter; from a pipe, or at its end, the line is ended here.
    if answer == nil || isatty(STDIN_FILENO) != 1 { say() }
    guard answer == "y" || answer == "yes" else {
      say("Nothing changed: every pair carries on in its own package.")
      return true
    }
    // Counted again: the number shown at the start may have been taken since.
    var record = round
    record.number = archive.nextNumber
    try archive.keep(pairs, as: record, reporter: kata.reporter)
    try published?.keep(into: archive.folder(ofRound: record.number))
    if let room {
      keepInRoom(
        archive.pairs(inRound: record.number).filter { pairs.map(\.name).contains($0.name) }, room, record)
      tell(room, RoomRound(number: record.number + 1), kept: record)
    }
    sayKept(record.number, archive: archive, roomed: room != nil)
    return true
  }

  /// This clone's own pairs, kept in the round, in the room's archive of it too; one that cannot be is said.
  private func keepInRoom(_ kept: [PracticePackage], _ room: PublishedRoom, _ round: WorkshopRoundRecord) {
    for pair in kept {
      do {
        try Publisher(practice: pair, remote: room.remote, reporter: kata.reporter).keepKept(
          inRound: round.number)
      } catch {
        say(
          "Error: \(pair.name) is kept in \(workspace.relative(pair.folder)), but not in the room: \(FileProblem(error, root: workspace.root))"
        )
      }
    }
  }

  private func sayKept(_ number: Int, archive: WorkshopArchive, roomed: Bool) {
    let round = workspace.relative(archive.folder(ofRound: number))
    say("Round \(number) is kept in \(round):")
    for pair in archive.pairs(inRound: number) { say(keptPairLine(pair)) }
    say(
      "Each pair has a fresh package in its place"
        + (roomed ? "; a pair on its own laptop gets its own at its next make kata-test or make kata" : "")
        + ". make workshop-rounds lists every round kept.")
  }
}
