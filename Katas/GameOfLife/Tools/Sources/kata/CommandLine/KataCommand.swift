/// One option of the kata tool's commands, declared once: the parser, its errors and the help come from it.
///
/// Each option is also a variable of the Makefile, its name in capitals: `--name` is `NAME`, and
/// `make kata-test NAME=ada` runs `kata test --name ada`.
struct KataOption: Sendable {
  /// `name`, written `--name` on the command line.
  let name: String
  /// What the value is called in the help: `NAME`, `N`, `1`.
  let value: String
  /// What it does, as the help prints it.
  let help: String

  /// The Makefile's variable that gives it: `NAME`.
  var variable: String { name.uppercased() }

  init(_ name: String, _ value: String, _ help: String) {
    self.name = name
    self.value = value
    self.help = help
  }

  static let name = KataOption("name", "NAME", "your practice package, Practice/NAME (default: kata)")
  static let pair = KataOption("name", "NAME", "a pair's Game, here or in the room, not the library's")
  static let step = KataOption("step", "N", "the step, by its number")
  static let rule = KataOption("rule", "WORD", "one rule's tests only, by a word of its name")
  static let force = KataOption("force", "1", "keep the old package as Practice/NAME.1, .2, ...")
  static let verbose = KataOption("verbose", "1", "show the build's plan and the tests' whole output")
  static let predict = KataOption("predict", "LIGHT", "the light you expect: red, amber or green")
  static let run = KataOption("run", "N", "the run, by its number in Practice/NAME/History")
  static let to = KataOption("to", "M", "a second run to compare it with")
  static let minutes = KataOption("minutes", "M", "the minutes allowed (as 2, or 0.5)")
  static let variant = KataOption(
    "variant", "WORD",
    "relaxed (only Sources go back) or btcr (code that does not build stays); default: plain TCR")
  static let watch = KataOption("watch", "1", "keep going: again after every change")
  static let pattern = KataOption(
    "pattern", "NAME|FILE", "the pattern: a name from the library, or a file (default: glider)")
  static let generations = KataOption("generations", "N", "how many generations to run (default: 8)")
  static let constraint = KataOption(
    "constraint", "NAME", "the round's constraint (make workshop-constraints lists them)")
  static let change = KataOption(
    "change", "NAME", "a requirement change: zombies, hexagonal or coloured (none: the kata as it was)")
  static let drivers = KataOption("drivers", "NAMES", "the drivers in turn, comma-separated (as ada,bo)")
  static let remote = KataOption("remote", "URL", "the room's git remote, a URL or a path")
  static let runs = KataOption("runs", "N", "how many times each edit is timed (default: 5)")
  static let after = KataOption("after", "N", "the step the new one comes after")
  static let title = KataOption("title", "TITLE", "the new step's title, in words")
  static let own = KataOption("own", "1", "mutants of your own code too, beside the curated buggy Games")
}

/// One command of the kata tool: its name, the make target that runs it, what it does, and its options.
struct KataCommand: Sendable {
  let name: String
  /// The Makefile's target that runs it: `kata-test`.
  let target: String
  /// One line: what it does.
  let summary: String
  let options: [KataOption]

  init(_ name: String, make target: String, _ summary: String, _ options: [KataOption] = []) {
    self.name = name
    self.target = target
    self.summary = summary
    self.options = options
  }

  /// The option of this command called `name`, if it takes one.
  func option(_ name: String) -> KataOption? { options.first { $0.name == name } }

  /// Every command's declaration, in the order `kata help` lists them (`allCommands`).
  static var all: [KataCommand] { allCommands.map { $0.declaration } }

  /// The command called `name`, if there is one.
  static func named(_ name: String) -> KataCommand? { all.first { $0.name == name } }
}
