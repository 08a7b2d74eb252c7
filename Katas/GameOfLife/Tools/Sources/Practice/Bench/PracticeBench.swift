import Foundation
import KataSystem
import Verdicts

/// `make kata-bench`: how long a learner waits for a light, measured as they meet it (`make kata-test`
/// typed in a shell, and `make kata-watch` after a save), beside plain SwiftPM in the same package.
///
/// The package is made afresh in a practice folder of the bench's own (`KATA_PRACTICE`), with the
/// library's finished Game and a suite of one Swift Testing and one XCTest test; then a design of a
/// learner's own in two modules, and the suite spread over files as a learner's is (the template's
/// helpers, a Swift Testing file and an XCTest file). Every edit writes content never built before.
/// Every light is checked as well: a fast wrong light would be worth nothing, so a light other than the
/// one expected fails the bench.
package struct PracticeBench: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension PracticeBench {
  static let benchName = "kata-bench"

  package func bench(runs: Int) throws -> Bool {
    guard runs > 0 else { throw KataError("RUNS must be a whole number above zero") }
    let practiceRoot = workspace.scratch.appendingPathComponent("bench/Practice")
    // The packages and their scratch spaces are made afresh, and removed after: a store left from an
    // earlier bench would hold every edit's content already.
    let made = [
      practiceRoot.deletingLastPathComponent(),
      workspace.scratch.appendingPathComponent("practice/\(Self.benchName)"),
      workspace.scratch.appendingPathComponent("practice/\(Self.benchName)-own"),
      workspace.scratch.appendingPathComponent("practice/\(Self.benchName)-spread"),
    ]
    for folder in made { try? FileManager.default.removeItem(at: folder) }
    defer { for folder in made { try? FileManager.default.removeItem(at: folder) } }
    let bench = try BenchPackage(workspace: workspace, practiceRoot: practiceRoot)
    let times = runs == 1 ? "1 run" : "\(runs) runs"
    say("make kata-bench: \(times) of each edit, each new content, in \(workspace.relative(bench.folder))")
    say(
      "(the library's finished Game; one Swift Testing and one XCTest test; median is what the goal is held to)"
    )
    say()
    try bench.make()

    var rows: [BenchRow] = []
    rows.append(
      BenchRow(
        title: "a new package's first light", goal: 5,
        tool: [try bench.timeKataTest(expecting: .green)], plain: [try bench.timePlain(expecting: .green)]))
    let cycles = runs == 1 ? "1 cycle" : "\(runs) cycles"
    rows += try bench.time(.template, cycles: runs)
    rows += try timed([.nothing], on: bench, runs: runs)
    rows.append(
      BenchRow(title: "watch: from a save to its light", goal: 0.45, tool: try bench.timeWatch(runs: runs)))
    say("A learner's rhythm, \(cycles): each cycle a new test, the method, its body right, a refactoring:")
    say(BenchRow.table(rows))
    say()
    say(BenchRow.partsTable(rows))
    say()

    // A design of a learner's own, in two modules with a manifest of its own, and the suite spread over
    // files as a learner's is, which is compiled a file at a time: each timed the same way.
    let own = try BenchPackage(twoModulesIn: workspace, practiceRoot: practiceRoot)
    try own.makeBuilt()
    say("A design of its own, in two modules (Tools/Tests/OwnDesigns/two-modules), the rhythm in LifeCore:")
    say(BenchRow.table(try own.time(.twoModules, cycles: runs)))
    say()
    let spread = try BenchPackage(spreadSuiteIn: workspace, practiceRoot: practiceRoot)
    try spread.makeBuilt()
    say("The suite spread as a learner's is (the template's helpers, a Swift Testing file, an XCTest file):")
    say(BenchRow.table(try timed(BenchEdit.spread, on: spread, runs: runs)))
    say()
    say("Every light was the one expected.")
    return true
  }

  /// Each edit made `runs` times with new content, timed with the tool and with plain SwiftPM; a compile
  /// error is held to the green body edit's time too.
  private func timed(_ edits: [BenchEdit], on bench: BenchPackage, runs: Int) throws -> [BenchRow] {
    var rows: [BenchRow] = []
    for edit in edits {
      var row = BenchRow(title: edit.title, goal: edit.goal)
      for run in 0..<runs {
        try bench.apply(edit, run: 2 * run)
        let parts = try bench.timeKataTestInParts(expecting: edit.light)
        row.tool.append(parts.total)
        row.parts.append(parts)
        try bench.apply(edit, run: 2 * run + 1)
        row.plain.append(try bench.timePlain(expecting: edit.light))
      }
      try bench.restore()
      rows.append(row)
    }
    return rows
  }
}

/// One kind of edit a learner makes, and the light it must give.
struct BenchEdit: Sendable {
  var title: String
  var light: Light
  var goal: Double?
  /// The body of `step(generations:)` after the edit, made new by `mark`; nil leaves the file alone.
  var body: (@Sendable (Int) -> String)?
  /// Text added at the end of the file, made new by `mark`.
  var addition: (@Sendable (Int) -> String)?
  /// A test added at the end of a file of the suite, made new by `mark`, or as a method of its last class.
  var test: (@Sendable (Int) -> String)?
  var testFile = "GameOfLifeTests.swift"
  var testIsAMethod = false

  static let original = "for _ in 0..<max(0, generations) { step() }"

  static let bodyGreen = BenchEdit(
    title: "a body-only edit, green", light: .green, goal: 0.35,
    body: { "for _ in 0..<max(0, generations) + 0 * \($0) { step() }" })
  static let newMethod = BenchEdit(
    title: "a new method, used by a new test", light: .green, goal: 0.6,
    addition: { "\nextension Game {\n  public func benchMethod\($0)() -> Int { \($0) }\n}\n" },
    test: {
      "\n@Test func benchMethod\($0)() throws {\n  #expect(try Game(picture: \"O\").benchMethod\($0)() == \($0))\n}\n"
    })
  static let nothing = BenchEdit(title: "nothing changed", light: .green, goal: nil)

  /// The edits of a suite spread over files: a new method used by a new test of either framework.
  static let spread = [
    BenchEdit(
      title: "a new method, used by a new @Test", light: .green, goal: 0.6,
      addition: newMethod.addition, test: newMethod.test),
    BenchEdit(
      title: "a new method, used by a new XCTest test", light: .green, goal: 0.6,
      addition: newMethod.addition,
      test: {
        "  func testBenchMethod\($0)() throws {\n"
          + "    XCTAssertEqual(try Game(picture: \"O\").benchMethod\($0)(), \($0))\n  }\n"
      },
      testFile: "BlockTests.swift", testIsAMethod: true),
  ]

  static let all = [bodyGreen, newMethod, nothing]
}

/// The seconds one kind of edit took to its light, with the tool and with plain SwiftPM.
struct BenchRow {
  var title: String
  var goal: Double?
  var tool: [Double] = []
  var plain: [Double] = []
  /// The most the tool's median may be, as a part of plain SwiftPM's.
  var timesPlain: Double?
  /// The CPU time of each light, the tool's whole process tree, when it was measured, and the most its
  /// median may be.
  var cpu: [Double] = []
  var cpuGoal: Double?
  /// Where the tool's time went, each run.
  var parts: [BenchParts] = []

  var ratio: Double? { tool.median.flatMap { tool in plain.median.map { tool / $0 } } }

  var met: Bool {
    guard let median = tool.median else { return false }
    return median <= (goal ?? .infinity) && (ratio ?? 0) <= (timesPlain ?? .infinity)
      && (cpu.median ?? 0) <= (cpuGoal ?? .infinity)
  }

  static func table(_ rows: [BenchRow]) -> String {
    func seconds(_ values: [Double]) -> String {
      guard let median = values.median, let low = values.min(), let high = values.max() else {
        return "—".padding(toLength: 18, withPad: " ", startingAt: 0)
      }
      let parts = values.count == 1 ? [median] : [low, median, high]
      return parts.map { String(format: "%4.2f", $0) }.joined(separator: " ")
        .padding(toLength: 18, withPad: " ", startingAt: 0)
    }
    var lines = [
      "edit".padding(toLength: 40, withPad: " ", startingAt: 0)
        + "make kata-test (s) swift build+test  ratio  CPU (s)  goal",
      "".padding(toLength: 40, withPad: " ", startingAt: 0) + "min median max     min median max",
    ]
    for row in rows {
      var goals = row.goal.map { [String(format: "≤ %.2f s", $0)] } ?? []
      if let times = row.timesPlain { goals.append(String(format: "≤ %.1fx", times)) }
      if let cpu = row.cpuGoal { goals.append(String(format: "CPU ≤ %.1f s", cpu)) }
      let verdict = row.goal == nil ? "" : row.met ? "  met" : "  MISSED"
      let ratio = row.ratio.map { String(format: "%4.2fx", $0) } ?? "     "
      let cpu = row.cpu.median.map { String(format: "%5.2f", $0) } ?? "     "
      lines.append(
        row.title.padding(toLength: 40, withPad: " ", startingAt: 0) + seconds(row.tool) + " "
          + seconds(row.plain) + ratio + "  " + cpu + "    " + goals.joined(separator: ", ") + verdict)
    }
    return lines.joined(separator: "\n")
  }
}

/// One light's seconds, and the parts of them the tool reported.
struct BenchParts {
  var total: Double
  var compile = 0.0
  var link = 0.0
  var run = 0.0
  /// Everything else: `make`, the script, the tool starting, reading the package, planning the build.
  var own: Double { total - compile - link - run }
}

extension BenchRow {
  /// The medians of each part of the tool's lights, edit by edit.
  static func partsTable(_ rows: [BenchRow]) -> String {
    var lines = [
      "where the time of make kata-test went".padding(toLength: 42, withPad: " ", startingAt: 0)
        + "compile   link    run   tool's own  total"
    ]
    for row in rows where !row.parts.isEmpty {
      let values = [
        row.parts.map(\.compile), row.parts.map(\.link), row.parts.map(\.run), row.parts.map(\.own),
        row.parts.map(\.total),
      ].map { String(format: "%5.2f", $0.median ?? 0) }
      lines.append(
        row.title.padding(toLength: 42, withPad: " ", startingAt: 0) + values[0] + "    " + values[1] + "  "
          + values[2] + "     " + values[3] + "     " + values[4])
    }
    lines.append(
      "(medians, in seconds; run: the tests and recording the run; tool's own: make, kata.sh, the tool "
        + "starting and planning)")
    return lines.joined(separator: "\n")
  }
}

extension Array where Element == Double {
  var median: Double? {
    guard !isEmpty else { return nil }
    let sorted = self.sorted()
    return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
  }
}
