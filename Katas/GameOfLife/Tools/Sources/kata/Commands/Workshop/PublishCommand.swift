import Verdicts
import Workshop

struct PublishCommand: Command {
  static let declaration = KataCommand(
    "publish", make: "kata-publish", "Publish Practice/NAME to the branch practice/NAME of the room",
    [.name, .remote, .watch])
  let name: String
  let remote: String
  let watch: Bool

  init(_ options: Options) throws {
    (name, remote, watch) = (options.practiceName, options[.remote], try options.yes(.watch))
  }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try Publishing(kata).publish(name: name, remote: remote, watch: watch))
  }
}
