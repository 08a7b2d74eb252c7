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

  /// Every command, in the order `kata help` lists them: a learner's first.
  static let all: [KataCommand] = [
    KataCommand("new", make: "kata", "Make your practice package Practice/NAME", [.name, .force]),
    KataCommand(
      "test", make: "kata-test",
      "Run your own tests in Practice/NAME and record the run: 0 green, 1 red, 3 amber",
      [.name, .verbose, .predict]),
    KataCommand(
      "step", make: "kata-step", "Run the specification up to your first step not all green, or up to STEP",
      [.name, .step]),
    KataCommand("verify", make: "kata-verify", "Run the whole specification against your Game", [.name]),
    KataCommand(
      "grade", make: "kata-mutants", "Grade your own tests: which buggy Games would they let through?",
      [.name, .own]),
    KataCommand(
      "solution", make: "kata-solution", "Write the Game as it stands after STEP into a folder of its own",
      [.step]),
    KataCommand("diff-step", make: "kata-diff-step", "Show the change STEP makes to the Game", [.step]),
    KataCommand(
      "lights", make: "kata-lights", "Show your runs as red, amber and green lights on a minute axis", [.name]
    ),
    KataCommand(
      "retro", make: "kata-retro", "Your retrospective, written to Practice/NAME/retro.md", [.name]),
    KataCommand("bench", make: "kata-bench", "How long each light of a learner's rhythm takes", [.runs]),
    KataCommand(
      "mutants-bench", make: "kata-mutants-bench",
      "How long grading a design's own code with its mutants takes",
      []),
    KataCommand(
      "diff", make: "kata-diff", "Show what run RUN changed, or how run TO differs from it",
      [.name, .run, .to]),
    KataCommand(
      "revert", make: "kata-revert", "Put your Sources and Tests back as they were at run RUN", [.name, .run]),
    KataCommand("watch", make: "kata-watch", "Run your tests whenever you save a change (q quits)", [.name]),
    KataCommand(
      "babysteps", make: "kata-babysteps",
      "Watch, with a countdown: no green in time puts back the last green",
      [.name, .minutes]),
    KataCommand(
      "tcr", make: "kata-tcr", "Test && commit || revert: green is kept, anything else goes back",
      [.name, .variant, .watch]),
    KataCommand(
      "spec", make: "spec", "Print the specification by rule and by step; fails if a test fails",
      [.step, .rule]),
    KataCommand(
      "spec-html", make: "spec-html",
      "Write the specification as one page, .build/spec/index.html (NAME=ada: .build/spec/ada.html)", [.pair]),
    KataCommand(
      "dashboard", make: "kata-dashboard",
      "Every pair's lights, step and mutants, and Practice/dashboard.html",
      [.watch, .remote]),
    KataCommand(
      "publish", make: "kata-publish", "Publish Practice/NAME to the branch practice/NAME of the room",
      [.name, .remote, .watch]),
    KataCommand(
      "show", make: "kata-show", "Run a pair's Game or own design beside the library's, differences marked",
      [.name, .pattern, .generations]),
    KataCommand(
      "workshop-room", make: "workshop-room", "Name the room's git remote once for this clone", [.remote]),
    KataCommand(
      "workshop-constraints", make: "workshop-constraints", "List the constraints a round can have"),
    KataCommand(
      "workshop-round", make: "workshop-round",
      "A round with a countdown; at its end every pair's code is kept",
      [.minutes, .constraint]),
    KataCommand("workshop-rounds", make: "workshop-rounds", "List the rounds kept, with each pair's runs"),
    KataCommand(
      "check", make: "kata-check", "Check every step: its new tests fail before it and pass after it"),
    KataCommand(
      "new-step", make: "kata-new-step", "Make a folder for a new step, the later steps moved up",
      [.after, .title]),
    KataCommand(
      "mutants", make: "mutants", "Run the specification against every buggy Game: each must be killed"),
  ]

  /// The command called `name`, if there is one.
  static func named(_ name: String) -> KataCommand? { all.first { $0.name == name } }
}
