import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts

/// The specification for any design, on the corpus of learners' own designs (`Tests/OwnDesigns`), each
/// through the adapter among its tests: complete as written, red where a rule is broken, and amber, with
/// the adapter's own lines, where the adapter cannot judge.
@Suite("Designs of learners' own are judged through their adapters", .serialized)
struct DesignSpecificationTests {
  static let workspace = Result { try copiedWorkspace("design-spec", timeLimit: 30) }

  private func verify(_ practice: PracticePackage) throws -> (status: Int32, output: String) {
    let result = try kata(["verify", "--name", practice.name], in: practice.workspace, timeLimit: 30)
    return (result.status, result.output)
  }

  /// Each design's edges and questions, as its adapter declares them: what it is not asked.
  static let notAsked = [
    "array-tick": "its Topology has only a torus",
    "cell-objects": nil,
    "set-of-points": "its Topology has no case named torus",
    "two-modules": "its Topology has no case named torus",
    "with-an-app": "its Topology has no case named torus",
  ]

  @Test(
    "Complete as written, with what it is not asked; red with a rule broken", arguments: OwnDesign.adapted)
  func verdicts(of design: OwnDesign) throws {
    let practice = try design.installed(in: try Self.workspace.get(), as: design.name)
    let complete = try verify(practice)
    #expect(complete.status == Light.green.exitCode, "\(complete.output)")
    #expect(!complete.output.contains("where \"no\" is their right answer"), "the template's notes")
    #expect(complete.output.contains("The kata is complete for your design"), "\(complete.output)")
    #expect(complete.output.contains("they need the template's names"), "\(complete.output)")
    if let reason = try #require(Self.notAsked[design.name]) {
      #expect(complete.output.contains(reason), "\(complete.output)")
    } else {
      #expect(!complete.output.contains("its Topology"), "\(complete.output)")
    }
    #expect(History(practice: practice).specification?.reached == 12, "the dashboard's step column")

    let edit = try #require(
      try design.edits().edits.first { $0.light == .red && $0.file.hasPrefix("Sources/") })
    let file = practice.folder.appendingPathComponent(edit.file)
    let original = try String(contentsOf: file, encoding: .utf8)
    defer { try? Data(original.utf8).write(to: file) }
    try Data(original.replacingOccurrences(of: edit.find, with: edit.replace).utf8).write(to: file)
    let broken = try verify(practice)
    #expect(broken.status == Light.red.exitCode, "\(edit.name): \(broken.output)")
    #expect(broken.output.contains("The kata is not complete"), "\(edit.name): \(broken.output)")
    #expect((History(practice: practice).specification?.reached ?? 12) < 12, "\(edit.name)")
  }

  @Test("kata-step names the first red step of a design of its own, and where its test is")
  func step() throws {
    let design = OwnDesign(name: "two-modules")
    let practice = try design.installed(in: try Self.workspace.get(), as: "step-two-modules")
    let green = try kata(["step", "--name", practice.name], in: practice.workspace, timeLimit: 30)
    #expect(green.status == 0 && green.output.contains("Every step is green"), "\(green.output)")
    #expect(green.output.contains("not asked of your design"), "\(green.output)")

    let board = practice.folder.appendingPathComponent("Sources/LifeCore/Board.swift")
    let original = try String(contentsOf: board, encoding: .utf8)
    // Birth on two as well as three: the first step that asks about birth is the first red one.
    try Data(original.replacingOccurrences(of: "liveNeighbours == 3 ||", with: "liveNeighbours >= 2 ||").utf8)
      .write(to: board)
    let red = try kata(["step", "--name", practice.name], in: practice.workspace, timeLimit: 30)
    #expect(red.status != 0, "\(red.output)")
    #expect(red.output.contains("Your first step that is not all green is step 8"), "\(red.output)")
    #expect(red.output.contains("It is in Tests/GameOfLifeDesignSpec/Step08"), "\(red.output)")
  }

  @Test("Back to back, with the file's time never changing, each verdict is the code's own")
  func backToBack() throws {
    let practice = try OwnDesign(name: "two-modules").installed(
      in: try Self.workspace.get(), as: "back-to-back")
    let board = practice.folder.appendingPathComponent("Sources/LifeCore/Board.swift")
    let right = try String(contentsOf: board, encoding: .utf8)
    let wrong = right.replacingOccurrences(of: "liveNeighbours == 3 ||", with: "liveNeighbours == 4 ||")
    let time = try #require(
      try FileManager.default.attributesOfItem(atPath: board.path)[.modificationDate] as? Date)
    for (round, (code, light)) in [(right, Light.green), (wrong, .red), (right, .green), (wrong, .red)]
      .enumerated()
    {
      // The same size and the same time each round: only the content tells the codes apart.
      try Data(code.utf8).write(to: board)
      try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: board.path)
      let result = try verify(practice)
      #expect(result.status == light.exitCode, "round \(round + 1): \(result.output)")
    }
  }

  @Test("kata-show runs a design of its own frame by frame through its adapter")
  func show() throws {
    let design = OwnDesign(name: "cell-objects")
    let practice = try design.installed(in: try Self.workspace.get(), as: "show-cell-objects")
    let arguments = ["show", "--name", practice.name, "--pattern", "glider", "--generations", "4"]
    let same = try kata(arguments, in: practice.workspace, timeLimit: 30)
    #expect(same.status == 0, "\(same.output)")
    #expect(same.output.contains("Running the pair's design through ColonyAdapter"), "\(same.output)")
    #expect(
      same.output.contains("The pair's design agrees with the library's for all 4 generations"),
      "\(same.output)")
    #expect(
      !same.output.contains("the pair's Game") && !same.output.contains("The pair's Game"), "\(same.output)")

    let cell = practice.folder.appendingPathComponent("Sources/GameOfLife/Cell.swift")
    let original = try String(contentsOf: cell, encoding: .utf8)
    try Data(original.replacingOccurrences(of: "liveNeighbours == 3 ||", with: "liveNeighbours == 4 ||").utf8)
      .write(to: cell)
    let differs = try kata(arguments, in: practice.workspace, timeLimit: 30)
    #expect(differs.status != 0, "\(differs.output)")
    #expect(differs.output.contains("Generation 1: "), "\(differs.output)")
    #expect(
      differs.output.contains("cells differ") || differs.output.contains("1 cell differs"),
      "\(differs.output)")
  }

  @Test("spec-html NAME= draws a design of its own, with what it is not asked")
  func page() throws {
    let design = OwnDesign(name: "set-of-points")
    let practice = try design.installed(in: try Self.workspace.get(), as: "page-set-of-points")
    let result = try kata(["spec-html", "--name", practice.name], in: practice.workspace, timeLimit: 30)
    #expect(result.status == 0, "\(result.output)")
    let page = try String(
      contentsOf: practice.workspace.root.appendingPathComponent(".build/spec/\(practice.name).html"),
      encoding: .utf8)
    #expect(page.contains("Tests/GameOfLifeDesignSpec through PlaneAdapter"))
    #expect(page.contains("Not asked of this design"))
    #expect(page.contains("A glider moves one cell down and right every four generations"))
    #expect(!page.contains("FAIL"), "every test the design is asked passes")
  }

  @Test("Without an adapter, each command says in one line what to write, with an example")
  func noAdapter() throws {
    let design = OwnDesign(name: "set-of-points")
    let practice = try design.installed(in: try Self.workspace.get(), as: "no-adapter")
    try FileManager.default.removeItem(
      at: practice.folder.appendingPathComponent("Tests/GameOfLifeTests/PlaneAdapter.swift"))
    for command in [["verify"], ["step"], ["spec-html"], ["show", "--pattern", "blinker"]] {
      let result = try kata(command + ["--name", practice.name], in: practice.workspace, timeLimit: 30)
      #expect(result.status != 0, "\(command): \(result.output)")
      #expect(result.output.contains("@testable import GameOfLife\n"), "the package's own module")
      let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("Error:") })
      #expect(line.contains("judges a design of its own through a SpecificationAdapter"), "\(command)")
      #expect(result.output.contains("struct Adapter: SpecificationAdapter {"), "\(command)")
      #expect(!result.output.contains("Building"), "\(command): nothing is built without an adapter")
    }
  }

  @Test(
    "An adapter that does not compile, or traps, is amber with its own lines; the design's own error is not its",
    arguments: [
      ("life = life.next()", "life = life.nextGeneration()", "does not compile with your design"),
      ("life = life.next()", "preconditionFailure(\"not written yet\")", "trapped"),
    ])
  func wrongAdapter(find: String, replace: String, says: String) throws {
    let design = OwnDesign(name: "set-of-points")
    let practice = try design.installed(in: try Self.workspace.get(), as: "wrong-adapter")
    let adapter = practice.folder.appendingPathComponent("Tests/GameOfLifeTests/PlaneAdapter.swift")
    let original = try String(contentsOf: adapter, encoding: .utf8)
    try Data(original.replacingOccurrences(of: find, with: replace).utf8).write(to: adapter)
    let result = try verify(practice)
    #expect(result.status != 0, "\(result.output)")
    #expect(
      result.output.contains("Amber: your SpecificationAdapter, PlaneAdapter, \(says)"), "\(result.output)")
    #expect(result.status == Light.amber.exitCode, "\(result.output)")
    #expect(result.output.contains("➜  17    mutating func step() { \(replace) }"), "\(result.output)")
    #expect(result.output.contains("   16  \n"), "the other lines are shown unmarked: \(result.output)")

    // A design that does not compile is the design's error, said as such.
    try Data(original.utf8).write(to: adapter)
    let life = practice.folder.appendingPathComponent("Sources/GameOfLife/Life.swift")
    let code = try String(contentsOf: life, encoding: .utf8)
    try Data(
      code.replacingOccurrences(of: "filter(alive.contains).count", with: "filter(alive.contains)").utf8
    )
    .write(to: life)
    let ownError = try verify(practice)
    #expect(ownError.status == Light.amber.exitCode, "\(ownError.output)")
    #expect(!ownError.output.contains("Amber: your SpecificationAdapter"), "\(ownError.output)")
    #expect(ownError.output.contains("Life.swift"), "\(ownError.output)")

    // A design that traps is red where it traps: its tests are judged, the adapter is not blamed.
    try Data(
      code.replacingOccurrences(
        of: "filter(alive.contains).count", with: "filter(alive.contains).count + [0][point.x + 9]"
      ).utf8
    )
    .write(to: life)
    let trap = try verify(practice)
    #expect(trap.status == Light.red.exitCode, "\(trap.output)")
    #expect(trap.output.contains("(crashed)"), "\(trap.output)")
    #expect(!trap.output.contains("Amber: your SpecificationAdapter"), "\(trap.output)")
  }

  @Test("Through swift build, a design of its own gets the same verdict")
  func throughSwiftBuild() throws {
    let workspace = try Self.workspace.get()
    let practice = try OwnDesign(name: "two-modules").installed(in: workspace, as: "swiftpm-two-modules")
    var environment = ProcessInfo.processInfo.environment
    (environment["KATA_BUILDER"], environment["KATA_TIME_LIMIT"]) = ("swiftpm", "60")
    let result = try ChildProcess.run(
      [kataBinary.path, "verify", "--name", practice.name], in: workspace.root, environment: environment,
      timeLimit: 600)
    #expect(result.succeeded, "\(result.output)")
    #expect(result.output.contains("The kata is complete for your design"), "\(result.output)")
  }
}
