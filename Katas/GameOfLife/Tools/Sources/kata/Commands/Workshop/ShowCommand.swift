import Specification
import Verdicts
import Workshop

struct ShowCommand: Command {
  static let declaration = KataCommand(
    "show", make: "kata-show",
    "Run a pair's Game or own design beside the library's, differences marked (CHANGE=: beside its reference)",
    [.name, .pattern, .generations, .change])
  let name: String
  let pattern: String
  let generations: String
  /// The requirement change to show; nil for the pair's round's.
  let change: RequirementChange?

  init(_ options: Options) throws {
    (name, pattern, generations) = (options.practiceName, options[.pattern], options[.generations])
    change = try RequirementChange.named(options[.change])
  }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(
      try KataShow(kata).show(name: name, pattern: pattern, generations: generations, change: change))
  }
}
