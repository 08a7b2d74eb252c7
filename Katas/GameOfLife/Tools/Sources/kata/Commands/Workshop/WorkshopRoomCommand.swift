import Verdicts
import Workshop

struct WorkshopRoomCommand: Command {
  static let declaration = KataCommand(
    "workshop-room", make: "workshop-room", "Name the room's git remote once for this clone", [.remote])
  let remote: String

  init(_ options: Options) throws { remote = options[.remote] }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try RoomClient(kata).workshopRoom(remote: remote))
  }
}
