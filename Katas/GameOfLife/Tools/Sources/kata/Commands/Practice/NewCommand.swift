import Verdicts
import Workshop

struct NewCommand: Command {
  static let declaration = KataCommand(
    "new", make: "kata", "Make your practice package Practice/NAME", [.name, .force])
  let name: String
  let force: Bool

  init(_ options: Options) throws { (name, force) = (options.practiceName, try options.yes(.force)) }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try RoomClient(kata).newInRoom(name: name, force: force))
  }
}
