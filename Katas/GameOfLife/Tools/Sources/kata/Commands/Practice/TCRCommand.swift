import Practice
import Verdicts

struct TCRCommand: Command {
  static let declaration = KataCommand(
    "tcr", make: "kata-tcr", "Test && commit || revert: green is kept, anything else goes back",
    [.name, .variant, .watch])
  let name: String
  let variant: TCRVariant
  let watch: Bool

  init(_ options: Options) throws {
    (name, variant, watch) = (
      options.practiceName, try TCRVariant(word: options[.variant]), try options.yes(.watch)
    )
  }

  func run(_ kata: Kata) throws -> Int32 {
    let loop = LoopCommands(kata)
    if watch { try loop.loop(name: name, rule: .tcr(variant), command: "kata-tcr") }
    return try loop.tcr(name: name, variant: variant).exitCode
  }
}
