import Foundation
import KataSystem
import Practice
import Specification

extension WorkshopRounds {
  /// `make workshop-change CHANGE=zombies`: a requirement changes half-way through a round.
  ///
  /// Every pair's package here learns it, and the room too, so each pair's next light shows the change's
  /// card and `make kata-verify` asks its sentences; the next round starts without it.
  package func workshopChange(_ change: RequirementChange) throws -> Bool {
    say(change.card)
    let pairs = try WorkshopArchive(workspace: workspace).pairs()
    for pair in pairs {
      var round = pair.round
      round.change = change
      try round.mark(pair)
    }
    if !pairs.isEmpty { say("Told here: " + pairs.map(\.name).joined(separator: ", ") + ".") }
    guard let remote = Room(workspace: workspace).named else {
      if pairs.isEmpty {
        say(
          "No pair's package is in \(workspace.relative(workspace.practice)) and no room is named: "
            + "nobody is told. make kata makes a pair's package; make workshop-room names the room.")
      }
      return !pairs.isEmpty
    }
    let room = PublishedRoom(workspace: workspace, remote: remote)
    // The room's round keeps its number and constraint; a room that has begun none is told round 1's.
    var round = try room.round() ?? pairs.map(\.round).max { $0.number < $1.number } ?? RoomRound(number: 1)
    round.change = change
    tell(room, round)
    return true
  }
}
