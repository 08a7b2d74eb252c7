import Specification
import SpecificationPage
import Verdicts
import Workshop

struct SpecHTMLCommand: Command {
  static let declaration = KataCommand(
    "spec-html", make: "spec-html",
    "Write the specification as one page, .build/spec/index.html (NAME=ada: .build/spec/ada.html; CHANGE=: a change's)",
    [.pair, .change])
  let pair: String
  let change: RequirementChange?

  init(_ options: Options) throws {
    pair = options[.pair]
    change = try RequirementChange.named(options[.change])
  }

  func run(_ kata: Kata) throws -> Int32 {
    let practice = pair.isEmpty ? nil : try RoomClient(kata).pair(pair)
    return Self.exitCode(try SpecificationPageCommand(kata).specHTML(pair: practice, change: change))
  }
}
