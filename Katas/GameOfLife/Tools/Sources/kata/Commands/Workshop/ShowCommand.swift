import Verdicts
import Workshop

struct ShowCommand: Command {
  static let declaration = KataCommand(
    "show", make: "kata-show", "Run a pair's Game or own design beside the library's, differences marked",
    [.name, .pattern, .generations])
  let name: String
  let pattern: String
  let generations: String

  init(_ options: Options) throws {
    (name, pattern, generations) = (options.practiceName, options[.pattern], options[.generations])
  }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try KataShow(kata).show(name: name, pattern: pattern, generations: generations))
  }
}
