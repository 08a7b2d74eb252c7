import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Practice

/// A workspace holding what the kata tool reads from the repository, in a folder of its own.
func copiedWorkspace(_ name: String, timeLimit: Int = 30) throws -> Workspace {
  let root = try temporaryFolder(name)
  for path in [
    "Katas/GameOfLife/steps", "Katas/GameOfLife/mutants", "Katas/GameOfLife/template", "Sources/GameOfLife",
    "Sources/RequirementChanges",
    "Tests/GameOfLifeSpec", "Tests/GameOfLifeTestSupport", "Tests/GameOfLifeDesignSpec",
  ] {
    let target = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(path), to: target)
  }
  return Workspace(root: root, timeLimit: timeLimit)
}

@Suite("The practice room")
struct PracticeTests {
  @Test("Starting again three times keeps all three older packages, whole")
  func forceKeepsEverything() throws {
    let workspace = try copiedWorkspace("force")
    let practice = try PracticePackage(name: "kata", workspace: workspace)
    #expect(try practice.create(force: false, reporter: KeptReport()) == nil)
    for round in 1...3 {
      let mine = practice.folder.appendingPathComponent("Tests/GameOfLifeTests/Round.swift")
      try Data("// round \(round)\n".utf8).write(to: mine)
      #expect(try practice.create(force: true, reporter: KeptReport()) == "Practice/kata.\(round)")
    }
    for round in 1...3 {
      let kept = workspace.practice.appendingPathComponent("kata.\(round)/Tests/GameOfLifeTests/Round.swift")
      #expect(try String(contentsOf: kept, encoding: .utf8) == "// round \(round)\n")
    }
    #expect(throws: KataError.self) { try practice.create(force: false, reporter: KeptReport()) }
  }

  @Test("A package that is not there names the nearest one that is, when the name looks like a slip")
  func nearestPackage() throws {
    let workspace = try copiedWorkspace("nearest")
    try PracticePackage(name: "ada", workspace: workspace).create(force: false, reporter: KeptReport())
    let slip = try PracticePackage(name: "adaa", workspace: workspace)
    #expect(throws: KataError("there is no practice package Practice/adaa; did you mean NAME=ada?")) {
      try slip.requireExists()
    }
    let far = try PracticePackage(name: "grace", workspace: workspace)
    #expect(
      throws: KataError("there is no practice package Practice/grace: make one with 'make kata NAME=grace'")
    ) {
      try far.requireExists()
    }
    let said = try kata(["lights", "--name", "adaa"], in: workspace, timeLimit: 30)
    #expect(said.status == 2 && said.output.contains("did you mean NAME=ada?"), "\(said.output)")
  }

  @Test("A new package: the template, a support that names nothing of the Game, the helpers among the tests")
  func newPackage() throws {
    let workspace = try copiedWorkspace("new")
    let practice = try PracticePackage(name: "ada", workspace: workspace)
    try practice.create(force: false, reporter: KeptReport())
    let support = try SourceFiles.swiftFiles(in: practice.support)
    let helpers = try SourceFiles.swiftFiles(in: practice.tests.appendingPathComponent("Helpers"))
    let project = try SourceFiles.swiftFiles(in: workspace.testSupport)
    #expect(Set(support.keys).union(helpers.keys) == Set(project.keys))
    #expect(support.allSatisfy { project[$0.key] == $0.value && !$0.value.contains("import GameOfLife\n") })
    #expect(helpers.values.contains { $0.contains("func expectNextGeneration") })
    #expect(helpers.values.allSatisfy { $0.contains("import GameOfLife\nimport GameOfLifeTestSupport\n") })
    #expect(
      throws: KataError("NAME 'a b' must be letters, digits, '-' or '_' (or an archived package's, as ada.1)")
    ) {
      try PracticePackage(name: "a b", workspace: workspace)
    }
  }
}

/// The built `kata` command, run as the Makefile runs it, from the workspace's root.
func kata(
  _ arguments: [String], in workspace: Workspace, timeLimit: Int, environment more: [String: String] = [:]
) throws -> (status: Int32, output: String, seconds: Double) {
  var environment = ProcessInfo.processInfo.environment.merging(more) { $1 }
  environment["KATA_TIME_LIMIT"] = "\(timeLimit)"
  let start = Date()
  let result = try ChildProcess.run(
    [kataBinary.path] + arguments, in: workspace.root, environment: environment, timeLimit: 600)
  let status: Int32 = if case .exited(let code) = result.ending { code } else { -1 }
  return (status, result.output, Date().timeIntervalSince(start))
}

@Suite("The kata command, end to end", .serialized)
struct EndToEndTests {
  @Test("An endless loop in step() is stopped within the limit, named, and leaves no process behind")
  func endlessLoop() throws {
    let workspace = try copiedWorkspace("endless")
    _ = try kata(["new", "--name", "loop"], in: workspace, timeLimit: 5)
    let practice = try PracticePackage(name: "loop", workspace: workspace)
    // A whole Game, so the specification's tests of step 8 reach step() …
    try SourceFiles.swiftFiles(in: workspace.library).write(into: practice.sources)
    // Its time stands for a build on this machine now: the timed step may take that, the limit, and a margin.
    let warm = try kata(["step", "--name", "loop", "--step", "8"], in: workspace, timeLimit: 5)
    #expect(warm.status == 0, "\(warm.output)")
    // … and then the slip: a loop that never ends.
    let generation = practice.sources.appendingPathComponent("Game+Generation.swift")
    let text = try String(contentsOf: generation, encoding: .utf8)
    let looping = text.replacingOccurrences(
      of: "public func step() {", with: "public func step() {\n    while population >= 0 {}")
    #expect(looping != text)
    try Data(looping.utf8).write(to: generation)

    let step = try kata(["step", "--name", "loop", "--step", "8"], in: workspace, timeLimit: 5)
    #expect(step.status != 0)
    // The tool's own words say it stopped at the limit; the clock only catches a stop that never comes,
    // with room for a build that a loaded machine (the other suites run beside this one) makes slower.
    #expect(step.seconds < warm.seconds * 2 + 5 + 30)
    // Every test stopped is named (the specification's jobs run at once, each stopping one), each with
    // where its loop was, from the backtrace asked for at the limit: in step(), or in the `population`
    // it calls; at a line, or in a file alone where the instruction stopped at has none of its own.
    #expect(step.output.contains("Stopped after 5 s: is there an endless loop? The test"))
    #expect(Self.namesTheLoop(step.output), "\(step.output)")
    try waitUntilNoProcess(mentioning: workspace.root.path)

    let test = """
      import GameOfLife
      import Testing

      @Test func aGliderMoves() throws {
        let game = try Game(picture: ".O.\\n..O\\nOOO")
        game.step()
        #expect(game.population == 5)
      }
      """
    try Data(test.utf8).write(to: practice.tests.appendingPathComponent("GameOfLifeTests.swift"))
    // The first run builds the learner's tests; the second is timed.
    _ = try kata(["test", "--name", "loop"], in: workspace, timeLimit: 5)
    let own = try kata(["test", "--name", "loop"], in: workspace, timeLimit: 5)
    #expect(own.status != 0)
    #expect(own.seconds < 5 + 20)
    #expect(
      own.output.contains(
        "Stopped after 5 s: is there an endless loop? The test running then: \"aGliderMoves()\""))
    #expect(Self.namesTheLoop(own.output), "\(own.output)")
    try waitUntilNoProcess(mentioning: workspace.root.path)
  }

  /// Whether every place a stop names for a loop is the learner's own.
  ///
  /// That is the Game's `step()`, what its `while population >= 0` was running (`population`, `cells`, a
  /// cell's `isAlive`), or the test that called it, when the one sample the backtrace gives fell on an
  /// instruction with no place of its own. A stop may name no place: on a loaded machine the sample does
  /// not always come.
  static func namesTheLoop(_ output: String) -> Bool {
    let own = [
      "Game+Generation.swift", "Game.swift", "Cell.swift", "CellState.swift", "GameOfLifeTests.swift",
    ]
    return output.split(separator: ", in a loop at ").dropFirst().allSatisfy { place in
      own.contains { place.hasPrefix($0) } || place.hasPrefix("Step")
    }
  }

  @Test("A trap in the Game says the runtime's words at its line, in kata verify and in kata show")
  func trapInTheGame() throws {
    let workspace = try copiedWorkspace("trap")
    _ = try kata(["new", "--name", "trap"], in: workspace, timeLimit: 10)
    let practice = try PracticePackage(name: "trap", workspace: workspace)
    try SourceFiles.swiftFiles(in: workspace.library).write(into: practice.sources)
    let generation = practice.sources.appendingPathComponent("Game+Generation.swift")
    let text = try String(contentsOf: generation, encoding: .utf8)
    let trapping = text.replacingOccurrences(
      of: "public func step() {",
      with: "public func step() {\n    precondition(rows > 2, \"a board needs three rows to step\")")
    #expect(trapping != text)
    try Data(trapping.utf8).write(to: generation)
    let line =
      try #require(
        trapping.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
          $0.contains("precondition(rows")
        }) + 1
    // What swift test prints for it: `GameOfLife/Game+Generation.swift:16: Precondition failed: a board …`.
    let said = "Precondition failed: a board needs three rows to step"

    let verify = try kata(["verify", "--name", "trap"], in: workspace, timeLimit: 10)
    #expect(
      verify.output.contains("crashed: \(said)\n    at Game+Generation.swift:\(line)"), "\(verify.output)")

    let twoRows = workspace.root.appendingPathComponent("two-rows.cells")
    try Data("OO\nOO\n".utf8).write(to: twoRows)
    let show = try kata(["show", "--name", "trap", "--pattern", twoRows.path], in: workspace, timeLimit: 10)
    #expect(
      show.output.contains("crashed during generation 1: Game+Generation.swift:\(line): \(said)"),
      "\(show.output)")
  }
}
