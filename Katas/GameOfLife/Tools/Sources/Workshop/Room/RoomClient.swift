import KataSystem
import Verdicts

/// This clone in the workshop's room: naming the room, joining it, following its rounds, finding its pairs.
///
/// A pair's `make kata` and `make kata-test` join the room and follow its rounds (`newInRoom`,
/// `followRoom`); the facilitator's commands that show the pairs find them here (`roomPairs`, `pair`).
package struct RoomClient: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension RoomClient {
  /// `make workshop-room REMOTE=<url>`: names the room's git remote once, for every command in this clone;
  /// without REMOTE, says which room is named.
  package func workshopRoom(remote: String) throws -> Bool {
    let room = Room(workspace: workspace)
    guard !remote.isEmpty else {
      say(
        room.named.map { "The room is \($0) (named in \(workspace.relative(room.file)))." }
          ?? "No room is named: make workshop-room REMOTE=<git URL or path> names one.")
      return true
    }
    try room.name(remote)
    say("The room is \(remote): every command in this clone reads and publishes there.")
    say("Pairs: make kata-publish NAME=<pair> WATCH=1. Facilitator: make kata-dashboard WATCH=1.")
    return true
  }
}
