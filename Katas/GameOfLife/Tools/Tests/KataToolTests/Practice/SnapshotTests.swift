import Foundation
import Testing

@testable import KataSystem
@testable import Practice

/// Writes files below a folder: each path relative to it, with its text.
private func write(_ files: [String: String], into folder: URL) throws {
  for (path, text) in files {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

private func read(_ path: String, in folder: URL) throws -> String {
  try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
}

private func exists(_ path: String, in folder: URL) -> Bool {
  FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
}

@Suite("Snapshots: the learner's Swift files, compared, combined and put back")
struct SnapshotTests {
  @Test("A snapshot reads only the Swift files under Sources and Tests, by their path in the package")
  func readsOnlySwiftFiles() throws {
    let package = try temporaryFolder("snapshot-read")
    try write(
      [
        "Package.swift": "// the manifest\n",
        "Sources/GameOfLife/Game.swift": "struct Game {}\n",
        "Sources/GameOfLife/.#Game.swift": "an editor's lock file\n",
        "Sources/GameOfLife/notes.txt": "my notes\n",
        "Sources/GameOfLife/.hidden/Secret.swift": "// hidden\n",
        "Tests/GameOfLifeTests/GameTests.swift": "import Testing\n",
        "Other/Stray.swift": "// not a part\n",
      ], into: package)

    let snapshot = try Snapshot(of: package)

    #expect(
      snapshot.files == [
        "Sources/GameOfLife/Game.swift": "struct Game {}\n",
        "Tests/GameOfLifeTests/GameTests.swift": "import Testing\n",
      ])
    #expect(snapshot.files(in: "Sources") == ["GameOfLife/Game.swift": "struct Game {}\n"])
    #expect(snapshot.files(in: "Tests/GameOfLifeTests") == ["GameTests.swift": "import Testing\n"])
  }

  @Test("Lines changed are counted per part, new and deleted files included")
  func changesPerPart() {
    let before = Snapshot(files: [
      "Sources/GameOfLife/Game.swift": "a\nb\nc\n",
      "Sources/GameOfLife/Old.swift": "x\ny\nz\n",
      "Sources/GameOfLife/Same.swift": "same\n",
      "Tests/GameOfLifeTests/GameTests.swift": "t1\nt2\n",
    ])
    let after = Snapshot(files: [
      // b becomes B and d is added: 2 added, 1 removed.
      "Sources/GameOfLife/Game.swift": "a\nB\nc\nd\n",
      // Old.swift is deleted: 3 removed. New.swift is new: 1 added.
      "Sources/GameOfLife/New.swift": "n\n",
      "Sources/GameOfLife/Same.swift": "same\n",
      // One line added to a test file, and a new test file of two lines.
      "Tests/GameOfLifeTests/GameTests.swift": "t1\nt2\nt3\n",
      "Tests/GameOfLifeTests/MoreTests.swift": "m1\nm2\n",
    ])

    let changes = after.changes(since: before)

    #expect(changes.sources == LineChanges.Count(added: 3, removed: 4))
    #expect(changes.tests == LineChanges.Count(added: 3, removed: 0))
    #expect(!changes.isEmpty)
    #expect(after.changes(since: after).isEmpty)
    #expect(before.changes(since: after).sources == LineChanges.Count(added: 4, removed: 3))
  }

  @Test("Replacing Sources takes all of the other's Sources and keeps my own Tests")
  func replacingSources() {
    let mine = Snapshot(files: [
      "Sources/GameOfLife/Game.swift": "mine\n",
      "Sources/GameOfLife/OnlyMine.swift": "mine only\n",
      "Tests/GameOfLifeTests/GameTests.swift": "my tests\n",
    ])
    let theirs = Snapshot(files: [
      "Sources/GameOfLife/Game.swift": "theirs\n",
      "Sources/GameOfLife/OnlyTheirs.swift": "theirs only\n",
      "Tests/GameOfLifeTests/GameTests.swift": "their tests\n",
      "Tests/GameOfLifeTests/TheirTests.swift": "more of theirs\n",
    ])

    #expect(
      mine.replacing([.sources], from: theirs).files == [
        "Sources/GameOfLife/Game.swift": "theirs\n",
        "Sources/GameOfLife/OnlyTheirs.swift": "theirs only\n",
        "Tests/GameOfLifeTests/GameTests.swift": "my tests\n",
      ])
    #expect(mine.replacing(Snapshot.Part.allCases, from: theirs) == theirs)
    #expect(mine.replacing([], from: theirs) == mine)
  }

  @Test("Restoring Sources writes only what differs, deletes Swift files it lacks, and leaves the rest")
  func restoreSources() throws {
    let package = try temporaryFolder("snapshot-restore")
    try write(
      [
        "Sources/GameOfLife/Game.swift": "unchanged\n",
        "Sources/GameOfLife/Rule.swift": "edited\n",
        "Sources/GameOfLife/Extra.swift": "written since\n",
        "Sources/GameOfLife/.#Rule.swift": "an editor's lock file\n",
        "Sources/GameOfLife/notes.txt": "my notes\n",
        "Sources/Helpers/Only.swift": "a file in a folder of its own\n",
        "Tests/GameOfLifeTests/GameTests.swift": "tests written since\n",
        "Tests/GameOfLifeTests/NewTests.swift": "a new test file\n",
      ], into: package)
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent("Sources/GameOfLife/Empty"), withIntermediateDirectories: true)
    let untouched = package.appendingPathComponent("Sources/GameOfLife/Game.swift")
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: untouched.path)
    let snapshot = Snapshot(files: [
      "Sources/GameOfLife/Game.swift": "unchanged\n",
      "Sources/GameOfLife/Rule.swift": "as it was\n",
      "Sources/GameOfLife/Gone.swift": "deleted since\n",
      "Tests/GameOfLifeTests/GameTests.swift": "tests as they were\n",
    ])

    try snapshot.restore([.sources], into: package, over: try Snapshot(of: package))

    let attributes = try FileManager.default.attributesOfItem(atPath: untouched.path)
    let modified = attributes[.modificationDate] as? Date
    #expect(modified == old, "a file that did not differ was written again")
    #expect(try read("Sources/GameOfLife/Rule.swift", in: package) == "as it was\n")
    #expect(try read("Sources/GameOfLife/Gone.swift", in: package) == "deleted since\n")
    #expect(!exists("Sources/GameOfLife/Extra.swift", in: package))
    #expect(!exists("Sources/Helpers/Only.swift", in: package))
    // Folders, files other than Swift files, and hidden files stay.
    #expect(exists("Sources/Helpers", in: package))
    #expect(exists("Sources/GameOfLife/Empty", in: package))
    #expect(try read("Sources/GameOfLife/notes.txt", in: package) == "my notes\n")
    #expect(try read("Sources/GameOfLife/.#Rule.swift", in: package) == "an editor's lock file\n")
    // Tests were not asked for, so they are as the learner left them.
    #expect(try read("Tests/GameOfLifeTests/GameTests.swift", in: package) == "tests written since\n")
    #expect(try read("Tests/GameOfLifeTests/NewTests.swift", in: package) == "a new test file\n")
    #expect(try Snapshot(of: package).files(in: "Sources") == snapshot.files(in: "Sources"))

    try snapshot.restore(Snapshot.Part.allCases, into: package, over: try Snapshot(of: package))

    #expect(try Snapshot(of: package) == snapshot)
    #expect(try read("Sources/GameOfLife/notes.txt", in: package) == "my notes\n")
  }

  @Test("A file saved since the code was seen stays as saved; the rest is put back, and each is told")
  func keepsSavesSinceSeen() throws {
    let package = try temporaryFolder("snapshot-saved-since")
    let seen: [String: String] = [
      "Sources/GameOfLife/Game.swift": "red\n",
      "Sources/GameOfLife/Rule.swift": "red rule\n",
      "Sources/GameOfLife/Slip.swift": "a slip\n",
      "Tests/GameOfLifeTests/GameTests.swift": "a failing test\n",
    ]
    try write(seen, into: package)
    let green = Snapshot(files: [
      "Sources/GameOfLife/Game.swift": "green\n",
      "Sources/GameOfLife/Rule.swift": "green rule\n",
      "Tests/GameOfLifeTests/GameTests.swift": "a passing test\n",
    ])
    // Saved after the run read the code: an edit, a new file, and a deletion.
    try write(
      ["Sources/GameOfLife/Rule.swift": "saved since\n", "Tests/GameOfLifeTests/NewTests.swift": "new\n"],
      into: package)
    try FileManager.default.removeItem(at: package.appendingPathComponent("Sources/GameOfLife/Slip.swift"))

    let kept = try green.restore(Snapshot.Part.allCases, into: package, over: Snapshot(files: seen))

    #expect(kept == ["Sources/GameOfLife/Rule.swift", "Sources/GameOfLife/Slip.swift"])
    #expect(try read("Sources/GameOfLife/Game.swift", in: package) == "green\n")
    #expect(try read("Sources/GameOfLife/Rule.swift", in: package) == "saved since\n")
    #expect(!exists("Sources/GameOfLife/Slip.swift", in: package))
    #expect(try read("Tests/GameOfLifeTests/GameTests.swift", in: package) == "a passing test\n")
    #expect(try read("Tests/GameOfLifeTests/NewTests.swift", in: package) == "new\n")
    // Nothing is left aside.
    let names = try FileManager.default.contentsOfDirectory(
      atPath: package.appendingPathComponent("Sources/GameOfLife").path)
    #expect(names.sorted() == ["Game.swift", "Rule.swift"])
  }
}
