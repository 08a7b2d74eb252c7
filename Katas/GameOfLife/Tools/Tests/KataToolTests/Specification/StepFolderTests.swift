import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Specification
@testable import Verdicts

/// Adding a step is one folder: a throw-away step goes in after step 6 of a copy of the kata, is checked
/// as `make kata-check` checks the steps before it builds anything, and goes with the copy.
@Suite("A step is its own folder")
struct StepFolderTests {
  /// A copy of what the steps are made of: the steps, the template, the kata's README, the library and the
  /// specification, laid out as in the repository, so the steps' links to their tests still resolve.
  func kataCopy() throws -> Workspace {
    let root = try temporaryFolder("kata-copy")
    for path in [
      "Katas/GameOfLife/steps", "Katas/GameOfLife/template", "Katas/GameOfLife/README.md",
      "Sources/GameOfLife", "Tests/GameOfLifeSpec", "Tests/GameOfLifeTestSupport",
    ] {
      let copy = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(path), to: copy)
    }
    return Workspace(root: root)
  }

  /// The throw-away step's change: one new file in the Game, which the library copy gets too.
  static let throwAwayPatch = """
    --- /dev/null
    +++ b/ThrowAway.swift
    @@ -0,0 +1,2 @@
    +/// A step that comes and goes in a test.
    +extension Position: CustomDebugStringConvertible { public var debugDescription: String { "throw-away" } }

    """

  static let throwAwayTest = """
    import GameOfLife
    import GameOfLifeTestSupport
    import Testing

    // Step 07 of the kata (Katas/GameOfLife/steps): the tests this step adds.
    // A throw-away step.

    extension GameSpec {
      @Test("A position debug-prints as a throw-away")
      func throwAway() {
        #expect(String(reflecting: Position(row: 0, column: 0)) == "throw-away")
      }
    }

    """

  func write(_ text: String, to path: String, in workspace: Workspace) throws {
    try Data(text.utf8).write(to: workspace.root.appendingPathComponent(path))
  }

  @Test("The kata's own step folders are whole, and the kata's README lists each one")
  func theKataIsWhole() throws {
    let workspace = Workspace(root: repositoryRoot)
    let report = checkStepFolders(try Steps(workspace: workspace), workspace: workspace)
    #expect(report.passed, "\(report.text)")
    #expect(report.lines == ["✔ the 12 step folders each hold a handout, a patch and a link to their tests"])
  }

  @Test("A step after step 6 is one new folder: the steps after it move up, and the library is still the end")
  func throwAwayStep() throws {
    let workspace = try kataCopy()
    let made = try insertStep(after: 6, title: "A throw-away step", in: workspace)
    #expect(made.folderName == "07-a-throw-away-step")

    var steps = try Steps(workspace: workspace)
    #expect(steps.last == 13)
    #expect(steps.title(7) == "A throw-away step")
    #expect(steps.step(8)?.folderName == "08-reproduction-fake-it")
    #expect(steps.step(13)?.folderName == "13-the-final-game")
    let specification = try FileManager.default.contentsOfDirectory(atPath: workspace.specification.path)
    #expect(specification.contains("Step07AThrowAwayStep.swift"))
    #expect(specification.contains("Step08ReproductionFakeIt.swift"))
    #expect(!specification.contains("Step07ReproductionFakeIt.swift"))
    let readme = try String(contentsOf: workspace.kata.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("| [07 A throw-away step](steps/07-a-throw-away-step/README.md) |"))
    #expect(readme.contains("| [13 The final game](steps/13-the-final-game/README.md) |"))
    let moved = try String(contentsOf: try #require(steps.step(8)).handout, encoding: .utf8)
    #expect(moved.hasPrefix("# Step 8: Reproduction, faked"))
    #expect(moved.contains("`make kata-step STEP=8`") && !moved.contains("STEP=7"))

    // As made, the step is an empty folder to fill, and kata-check says so.
    let empty = checkStepFolders(steps, workspace: workspace)
    #expect(!empty.passed)
    #expect(empty.lines.contains("✘ step 07 A throw-away step: step.patch changes no file"))

    // Filled in, it is checked as every other step is.
    try write(
      Self.throwAwayPatch, to: "Katas/GameOfLife/steps/07-a-throw-away-step/step.patch", in: workspace)
    try write(Self.throwAwayTest, to: "Tests/GameOfLifeSpec/Step07AThrowAwayStep.swift", in: workspace)
    try write(
      "/// A step that comes and goes in a test.\n"
        + "extension Position: CustomDebugStringConvertible { public var debugDescription: String { \"throw-away\" } }\n",
      to: "Sources/GameOfLife/ThrowAway.swift", in: workspace)
    steps = try Steps(workspace: workspace)
    let filled = checkStepFolders(steps, workspace: workspace)
    #expect(filled.passed, "\(filled.text)")
    let library = try SourceFiles.swiftFiles(in: workspace.library)
    #expect(try steps.solution(after: 13) == library)
    #expect(try steps.solution(after: 6)["ThrowAway.swift"] == nil)
    #expect(try steps.solution(after: 7)["ThrowAway.swift"] != nil)
    // And kata-check itself, building every solution: step 7's test is red on step 6 and green on step 7.
    #expect(try KataCommands(Kata(workspace: workspace, reporter: KeptReport())).check())
  }

  /// Each way a step folder can be wrong, done to a copy of the kata, and what kata-check says of it.
  static let malformations: [(String, @Sendable (Workspace) throws -> Void, String)] = [
    (
      "a handout whose heading has another number",
      { workspace in
        let handout = workspace.steps.appendingPathComponent("05-torus/README.md")
        let text = try String(contentsOf: handout, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "# Step 5:", with: "# Step 6:").utf8).write(to: handout)
      },
      "✘ step 05 Wrap-around on a torus: README.md must begin \"# Step 5: \" and the step's title"
    ),
    (
      "a step without its tests",
      { workspace in
        try FileManager.default.removeItem(at: workspace.steps.appendingPathComponent("05-torus/tests.swift"))
      },
      "✘ step 05 Wrap-around on a torus: tests.swift is missing: it links to the step's file in Tests/GameOfLifeSpec"
    ),
    (
      "tests of a step that has no folder",
      { workspace in
        try Data("import Testing\n".utf8).write(
          to: workspace.specification.appendingPathComponent("Step13Extra.swift"))
      },
      "✘ Tests/GameOfLifeSpec/Step13Extra.swift belongs to no step: no step folder's tests.swift links to it"
    ),
    (
      "a step the kata's README does not list",
      { workspace in
        let readme = workspace.kata.appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
          .filter { !$0.contains("](steps/05-torus/README.md)") }
        try Data(lines.joined(separator: "\n").utf8).write(to: readme)
      },
      "✘ Katas/GameOfLife/README.md's table of steps does not list steps/05-torus"
    ),
  ]

  @Test("A malformed step folder fails kata-check, with a line that names it", arguments: 0..<4)
  func malformedStep(index: Int) throws {
    let (what, damage, complaint) = Self.malformations[index]
    let workspace = try kataCopy()
    try damage(workspace)
    let report = checkStepFolders(try Steps(workspace: workspace), workspace: workspace)
    #expect(!report.passed, "\(what)")
    #expect(report.lines.contains(complaint), "\(what): \(report.text)")
  }

  @Test("kata-check stops at a malformed step folder, before it builds anything")
  func checkStopsEarly() throws {
    let workspace = try kataCopy()
    try FileManager.default.removeItem(at: workspace.steps.appendingPathComponent("05-torus/tests.swift"))
    let started = Date()
    #expect(try KataCommands(Kata(workspace: workspace, reporter: KeptReport())).check() == false)
    // Building the solutions takes minutes; the folders are read in well under one.
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(!FileManager.default.fileExists(atPath: workspace.scratch.path))
  }
}
