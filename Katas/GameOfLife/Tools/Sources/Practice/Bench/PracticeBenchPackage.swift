import Foundation
import KataSystem
import Verdicts

/// The bench's practice package, and the commands it is timed with, each run as a learner runs it.
///
/// It holds the library's finished Game and the bench's suite, in one file or spread over files as a
/// learner's is, or a design of a learner's own (`ownDesign`, a package of the corpus in
/// `Tools/Tests/OwnDesigns`, with its own `Package.swift`).
struct BenchPackage {
  let workspace: Workspace
  let practiceRoot: URL
  /// The package's name: `Practice/NAME`.
  var name = PracticeBench.benchName
  /// A design of a learner's own that replaces the template's code, tests and manifest.
  var ownDesign: URL?
  /// The suite's files, by name in the tests' folder; a spread suite keeps the template's helpers beside
  /// them.
  var suiteFiles = ["GameOfLifeTests.swift": Self.suite]
  var keepsHelpers = false
  /// The file every edit changes, and the text in it that an edit replaces.
  var edited = "Sources/GameOfLife/Game+Generation.swift"
  var anchor = BenchEdit.original
  var folder: URL { practiceRoot.appendingPathComponent(name) }
  private var gameFile: URL { folder.appendingPathComponent(edited) }
  /// The edited file as it was, which every edit starts from.
  private let original: String

  static let suite = """
    import GameOfLife
    import Testing
    import XCTest

    @Test func aBlinkerTurns() throws {
      let game = try Game(picture: "...\\nOOO\\n...")
      game.step(generations: 1)
      #expect(game.picture == ".O.\\n.O.\\n.O.")
    }

    final class BlockTests: XCTestCase {
      func testABlockStays() throws {
        let game = try Game(picture: "OO\\nOO")
        game.step(generations: 3)
        XCTAssertEqual(game.population, 4)
      }
    }

    """

  /// The Swift Testing half of the suite, and the XCTest half, each a file of its own in a spread suite.
  static let swiftTestingFile = """
    import GameOfLife
    import Testing

    @Test func aBlinkerTurns() throws {
      let game = try Game(picture: "...\\nOOO\\n...")
      game.step(generations: 1)
      #expect(game.picture == ".O.\\n.O.\\n.O.")
    }

    """
  static let xctestFile = """
    import GameOfLife
    import XCTest

    final class BlockTests: XCTestCase {
      func testABlockStays() throws {
        let game = try Game(picture: "OO\\nOO")
        game.step(generations: 3)
        XCTAssertEqual(game.population, 4)
      }
    }

    """

  /// A package whose suite is spread as a learner's is: the template's helpers, a Swift Testing file and
  /// an XCTest file.
  init(spreadSuiteIn workspace: Workspace, practiceRoot: URL) throws {
    try self.init(workspace: workspace, practiceRoot: practiceRoot)
    name = "\(PracticeBench.benchName)-spread"
    suiteFiles = ["GameOfLifeTests.swift": Self.swiftTestingFile, "BlockTests.swift": Self.xctestFile]
    keepsHelpers = true
  }

  init(workspace: Workspace, practiceRoot: URL) throws {
    self.workspace = workspace
    self.practiceRoot = practiceRoot
    original = try String(
      contentsOf: workspace.library.appendingPathComponent("Game+Generation.swift"), encoding: .utf8)
    guard original.contains(anchor) else {
      throw KataError("\(edited) no longer holds '\(anchor)', which the bench edits")
    }
  }

  /// A package of the corpus' two-module design: a board in a module of its own, the game over it.
  init(twoModulesIn workspace: Workspace, practiceRoot: URL) throws {
    self.workspace = workspace
    self.practiceRoot = practiceRoot
    name = "\(PracticeBench.benchName)-own"
    let design = workspace.kata.appendingPathComponent("Tools/Tests/OwnDesigns/two-modules")
    ownDesign = design
    edited = "Sources/LifeCore/Board.swift"
    original = try String(contentsOf: design.appendingPathComponent(edited), encoding: .utf8)
  }

  /// Makes the package with `make kata`, then puts the library's Game and the bench's suite in it.
  func make() throws {
    let made = try run(["make", "-s", "kata", "NAME=\(name)"])
    guard made.succeeded else { throw KataError("make kata for the bench failed:\n\(made.output)") }
    if let ownDesign {
      for part in ["Package.swift", "Sources", "Tests/GameOfLifeTests"] {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(part))
        try FileManager.default.copyItem(
          at: ownDesign.appendingPathComponent(part), to: folder.appendingPathComponent(part))
      }
      return
    }
    let sources = folder.appendingPathComponent("Sources/GameOfLife")
    try FileManager.default.removeItem(at: sources)
    try FileManager.default.copyItem(at: workspace.library, to: sources)
    let tests = folder.appendingPathComponent("Tests/GameOfLifeTests")
    if keepsHelpers {
      for file in try FileManager.default.contentsOfDirectory(atPath: tests.path)
      where file.hasSuffix(".swift") {
        try FileManager.default.removeItem(at: tests.appendingPathComponent(file))
      }
    } else {
      try FileManager.default.removeItem(at: tests)
    }
    try suiteFiles.write(into: tests)
  }

  /// Makes the package and builds it once with each, untimed: what is timed after is each edit alone.
  func makeBuilt() throws {
    try make()
    _ = try timeKataTest(expecting: .green)
    _ = try timePlain(expecting: .green)
  }

  /// Writes an edit, new content for each `run`; an edit of nothing writes nothing.
  func apply(_ edit: BenchEdit, run: Int) throws {
    guard edit.body != nil || edit.addition != nil else { return }
    let mark =
      run + 1 + 1000 * ((BenchEdit.all + BenchEdit.spread).firstIndex { $0.title == edit.title } ?? 0)
    var text = original
    if let body = edit.body { text = text.replacingOccurrences(of: anchor, with: body(mark)) }
    if let addition = edit.addition { text += addition(mark) }
    if let test = edit.test, let suite = suiteFiles[edit.testFile] {
      let tested = Self.adding(test(mark), to: suite, asAMethod: edit.testIsAMethod)
      try Data(tested.utf8).write(to: suiteFile(edit.testFile), options: .atomic)
    }
    try Data(text.utf8).write(to: gameFile, options: .atomic)
  }

  /// A suite's file with a test added at its end, or, as an XCTest test is, as a method of its last class:
  /// before that class's closing brace.
  static func adding(_ test: String, to suite: String, asAMethod: Bool) -> String {
    guard asAMethod, let closing = suite.range(of: "}", options: .backwards) else { return suite + test }
    return suite.replacingCharacters(in: closing, with: test + "}")
  }

  func restore() throws {
    try Data(original.utf8).write(to: gameFile, options: .atomic)
    guard ownDesign == nil else { return }
    for (file, text) in suiteFiles { try Data(text.utf8).write(to: suiteFile(file), options: .atomic) }
  }

  private func suiteFile(_ name: String) -> URL {
    folder.appendingPathComponent("Tests/GameOfLifeTests").appendingPathComponent(name)
  }

  /// Seconds from `make kata-test` to its light, which must be the one expected, and the parts of them
  /// the tool reports: compiling, linking, running; the rest is the tool's own.
  func timeKataTest(expecting light: Light) throws -> Double {
    try timeKataTestInParts(expecting: light).total
  }

  func timeKataTestInParts(expecting light: Light) throws -> BenchParts {
    defer { Self.waitForTheNextSecond() }
    try? FileManager.default.removeItem(at: timesFile)
    let start = Date()
    let result = try run(["make", "-s", "kata-test", "NAME=\(name)"])
    let seconds = Date().timeIntervalSince(start)
    try expect(light, in: result.output, after: "make kata-test")
    let line = (try? String(contentsOf: timesFile, encoding: .utf8))?.split(separator: "\n").last ?? ""
    let parts = line.split(separator: " ").compactMap { Double($0) }
    guard parts.count == 3 else { return BenchParts(total: seconds) }
    return BenchParts(total: seconds, compile: parts[0], link: parts[1], run: parts[2])
  }

  private var timesFile: URL {
    practiceRoot.deletingLastPathComponent().appendingPathComponent("light-times")
  }

  /// Waits, untimed, for the clock's next second after each timed command.
  ///
  /// SwiftPM's own incremental build misses an edit written within the second its last build ran in (a
  /// method added then links against the object compiled without it): what is timed is SwiftPM building
  /// what it was given. The tool's light waits so too, so that each starts after a pause, as a learner's
  /// save comes after typing, and neither right after the other's work.
  static func waitForTheNextSecond() {
    let now = Date().timeIntervalSince1970
    Thread.sleep(forTimeInterval: now.rounded(.down) + 1 - now)
  }

  /// Seconds for plain SwiftPM to build and run the same package's tests, in the package itself.
  func timePlain(expecting light: Light) throws -> Double {
    defer { Self.waitForTheNextSecond() }
    let start = Date()
    let build = try run([workspace.swift, "build", "--build-tests", "--package-path", folder.path])
    var got = Light.amber
    if build.succeeded {
      let test = try run([workspace.swift, "test", "--skip-build", "--package-path", folder.path])
      got = test.succeeded ? .green : .red
    }
    let seconds = Date().timeIntervalSince(start)
    guard got == light else {
      let said = build.output.split(separator: "\n").first { $0.contains("error:") }.map { ": \($0)" } ?? ""
      throw KataError(
        "plain swift build and swift test gave \(got), not \(light), for the same edit: the bench's edit is "
          + "wrong\(said)")
    }
    return seconds
  }

  /// Seconds from a save to the light `make kata-watch` shows for it, one green edit a run.
  func timeWatch(runs: Int) throws -> [Double] {
    let watcher = Process()
    watcher.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    watcher.arguments = ["make", "-s", "kata-watch", "NAME=\(name)"]
    watcher.currentDirectoryURL = workspace.root
    watcher.environment = environment
    watcher.standardInput = FileHandle.nullDevice
    let output = WatchedOutput()
    let pipe = Pipe()
    watcher.standardOutput = pipe
    watcher.standardError = pipe
    pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
    try Interruption.children.start(watcher)
    defer {
      ChildProcess.stopTree(of: watcher.processIdentifier)
      watcher.waitUntilExit()
      pipe.fileHandleForReading.readabilityHandler = nil
      Interruption.children.remove(watcher.processIdentifier)
    }
    try output.wait(for: "Watching", seconds: 60)
    var times: [Double] = []
    for run in 0..<runs {
      let lights = output.lights.count
      try apply(.bodyGreen, run: 100 + run)
      let saved = Date()
      try output.wait(seconds: 60) { $0.count > lights }
      times.append(Date().timeIntervalSince(saved))
      guard output.lights.last == .green else {
        throw KataError(
          "make kata-watch gave \(output.lights.last.map { "\($0)" } ?? "no light") after a green edit:\n\(output.text)"
        )
      }
    }
    return times
  }

  private var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["KATA_PRACTICE"] = practiceRoot.path
    environment["NO_COLOR"] = "1"
    environment["KATA_LIGHT_TIMES"] = timesFile.path
    return environment
  }

  private func run(_ arguments: [String]) throws -> ProcessResult {
    try ChildProcess.run(arguments, in: workspace.root, environment: environment, timeLimit: 900)
  }

  private func expect(_ light: Light, in output: String, after command: String) throws {
    let got = WatchedOutput.lights(in: output).last
    guard got == light else {
      throw KataError("\(command) gave \(got.map { "\($0)" } ?? "no light"), not \(light):\n\(output)")
    }
  }
}

/// What a running watcher has written so far, read as it comes.
final class WatchedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  func append(_ more: Data) { lock.withLock { data.append(more) } }

  var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
  var lights: [Light] { Self.lights(in: text) }

  /// The lights of every run line in a command's output: `G green · bench · run 3 · …`.
  static func lights(in output: String) -> [Light] {
    output.split(separator: "\n").compactMap { line in
      guard let match = line.firstMatch(of: /^[GRA] (green|red|amber) · [^·]+ · run/) else { return nil }
      return Light(rawValue: String(match.1))
    }
  }

  func wait(for words: String, seconds: Double) throws {
    try wait(seconds: seconds) { _ in self.text.contains(words) }
  }

  /// Waits until the lights so far satisfy `done`; a watcher that never gets there is an error, not a
  /// wait that gives up quietly.
  func wait(seconds: Double, until done: ([Light]) -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !done(lights) {
      guard Date() < deadline else {
        throw KataError("make kata-watch gave no light within \(Int(seconds)) s:\n\(text)")
      }
      Thread.sleep(forTimeInterval: 0.002)
    }
  }
}
