import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Practice
@testable import Verdicts

/// The `Error:` lines of a command's output: a failure from the environment is exactly one.
private func errorLines(_ output: String) -> [String] {
  output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Error: ") }
}

@Suite("Failures from the environment: one clear line, and nothing lost", .serialized)
struct EnvironmentFailureTests {
  @Test(
    "On a full disk, then a read-only one, kata-test, kata-revert and make kata each say one line naming the file and the cause, and change nothing",
    .enabled(if: SmallDisk.isAvailable, "needs to mount a small disk (tmpfs), as the superuser")
  )
  func fullThenReadOnlyPractice() throws {
    let workspace = try copiedWorkspace("environment-disk")
    defer { removeWorkspace(workspace) }
    let disk = try SmallDisk(at: workspace.practice)
    defer { disk.unmount() }
    try #require(try kata(["new", "--name", "ada"], in: workspace, timeLimit: 30).status == 0)
    let first = try kata(["test", "--name", "ada"], in: workspace, timeLimit: 120)
    try #require(first.status == 3, "amber, with no test yet: \(first.output)")
    let practice = try PracticePackage(name: "ada", workspace: workspace)
    try Data("// ada's own\n".utf8).write(to: practice.sources.appendingPathComponent("Mine.swift"))
    let before = try folderContents(practice.folder)

    func refused(_ arguments: [String], _ line: String) throws {
      let run = try kata(arguments, in: workspace, timeLimit: 120)
      #expect(run.status == 2, "\(arguments): \(run.output)")
      #expect(errorLines(run.output) == ["Error: " + line], "\(arguments): \(run.output)")
      #expect(try folderContents(practice.folder) == before, "\(arguments) changed nothing")
      let left = try FileManager.default.contentsOfDirectory(atPath: workspace.practice.path)
      #expect(Set(left).subtracting([".filler"]) == ["ada"], "\(arguments) left nothing half-made")
    }

    try disk.fill()
    try refused(
      ["test", "--name", "ada"],
      "Practice/ada/History/0002.json cannot be written (No space left on device), so this run is not "
        + "recorded; your code is as you left it")
    try refused(
      ["revert", "--name", "ada", "--run", "0"],
      "Practice/ada/History/0002.json cannot be written (No space left on device), so nothing was put back: "
        + "your code is as you left it")
    try refused(
      ["new", "--name", "bob"], "Practice/bob cannot be written (No space left on device), so it is not made")
    let grade = try #require(throws: KataError.self) {
      try History(practice: practice).save(GradeRecord(time: Date(), killed: 3, mutants: 9))
    }
    #expect(
      grade.description
        == "Practice/ada/History/grade.json cannot be written (No space left on device), so this verdict is "
        + "not kept for make kata-lights and the dashboard; your code is as you left it")

    try disk.free()
    try disk.readOnly()
    try refused(
      ["test", "--name", "ada"],
      "Practice/ada/History cannot be written (Read-only file system), so this run is not recorded; your "
        + "code is as you left it")
    try refused(
      ["revert", "--name", "ada", "--run", "0"],
      "Practice/ada/History cannot be written (Read-only file system), so nothing was put back: your code "
        + "is as you left it")
    try refused(
      ["new", "--name", "bob"], "Practice/bob cannot be written (Read-only file system), so it is not made")
  }

  @Test("A revert that cannot put every file back says so in one line, and keeps what it replaced as a run")
  func revertStoppedHalfway() throws {
    let workspace = try copiedWorkspace("environment-revert")
    defer { removeWorkspace(workspace) }
    let practice = try PracticePackage(name: "kata", workspace: workspace)
    try practice.create(force: false, reporter: KeptReport())
    let history = History(practice: practice)
    let parts = practice.sources.appendingPathComponent("Parts")
    let extra: SourceFiles = ["Extra.swift": "// run 1\n"]
    try extra.write(into: parts)
    try history.append(reporter: KeptReport()) { number, _ in
      RunRecord(
        number: number, time: Date(), event: .run, command: "kata-test", light: .green,
        snapshot: try Snapshot(of: practice.folder))
    }
    // Since run 1, a file of notes where its folder was: the revert cannot make the folder again.
    try FileManager.default.removeItem(at: parts)
    try Data("notes\n".utf8).write(to: parts)
    try Data("// mine\n".utf8).write(to: practice.sources.appendingPathComponent("Mine.swift"))
    let now = try Snapshot(of: practice.folder)

    let error = try #require(throws: KataError.self) {
      try HistoryCommands(Kata(workspace: workspace, reporter: KeptReport())).revert(name: "kata", run: "1")
    }
    #expect(!error.description.contains("\n"))
    #expect(error.description.hasPrefix("Practice/kata/Sources/GameOfLife/Parts"), "\(error)")
    #expect(
      error.description.hasSuffix(
        ", so your Sources and Tests are only partly as they were at run 1; the code they replace is kept as "
          + "run 2: make kata-revert RUN=2 brings it back"), "\(error)")
    #expect(try history.record(2).snapshot == now, "what the revert replaced is kept whole")
    #expect(try String(contentsOf: parts, encoding: .utf8) == "notes\n", "a file not Swift is never touched")
  }

  @Test("A verdict that cannot be kept (a file where History should be) is one line naming it and the cause")
  func verdictNotKept() throws {
    let workspace = try copiedWorkspace("environment-verdict")
    defer { removeWorkspace(workspace) }
    let practice = try PracticePackage(name: "kata", workspace: workspace)
    try practice.create(force: false, reporter: KeptReport())
    let history = History(practice: practice)
    try FileManager.default.removeItem(at: history.folder)
    try Data("not a folder\n".utf8).write(to: history.folder)
    let specification = try #require(throws: KataError.self) {
      try history.save(SpecificationRecord(time: Date(), reached: 2, steps: 12, command: "kata-step"))
    }
    let grade = try #require(throws: KataError.self) {
      try history.save(GradeRecord(time: Date(), killed: 3, mutants: 9))
    }
    for (error, file) in [(specification, "specification.json"), (grade, "grade.json")] {
      #expect(error.description.hasPrefix("Practice/kata/History/\(file) cannot be written ("), "\(error)")
      #expect(
        error.description.hasSuffix(
          "), so this verdict is not kept for make kata-lights and the dashboard; your code is as you left it"
        ),
        "\(error)")
    }
    #expect(try String(contentsOf: history.folder, encoding: .utf8) == "not a folder\n")
  }

  @Test(
    "A run whose copy of the code cannot be made in the tool's scratch space says so in one line, and records nothing"
  )
  func scratchCopyRefused() throws {
    let workspace = try copiedWorkspace("environment-scratch")
    defer { removeWorkspace(workspace) }
    let practice = try PracticePackage(name: "kata", workspace: workspace)
    try practice.create(force: false, reporter: KeptReport())
    // A file where the package's scratch folder should be.
    try FileManager.default.createDirectory(
      at: practice.scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a folder\n".utf8).write(to: practice.scratch)
    let before = try folderContents(practice.folder)
    let run = try kata(["test"], in: workspace, timeLimit: 60)
    #expect(run.status == 2, "\(run.output)")
    let lines = errorLines(run.output)
    #expect(lines.count == 1, "\(run.output)")
    #expect(lines.first?.hasPrefix("Error: .build/kata/practice/kata") == true, "\(run.output)")
    #expect(lines.first?.contains(" cannot be written (") == true, "\(run.output)")
    #expect(try folderContents(practice.folder) == before)
  }
}
