import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts
@testable import Workshop

@Suite("A workshop's constraints and its round archive")
struct WorkshopTests {
  @Test("Every constraint has a name of its own, usable as CONSTRAINT=…, a title and a paragraph")
  func catalogue() throws {
    let names = WorkshopConstraint.catalogue.map(\.name)
    #expect(
      names == [
        "baby-steps", "ping-pong", "no-primitives", "no-conditionals", "no-loops", "no-else",
        "one-level-of-indentation", "two-stored-properties", "immutable-only", "tdd-as-if-you-meant-it",
        "mute-pairing", "five-line-methods",
      ])
    #expect(Set(names).count == names.count)
    // Every constraint the light checks in the pair's code is one a round can have.
    #expect(Set(RoundConstraint.allCases.map(\.rawValue)).isSubset(of: names))
    for constraint in WorkshopConstraint.catalogue {
      #expect(constraint.name.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "\(constraint.name)")
      #expect(!constraint.title.isEmpty)
      #expect(constraint.paragraph.count > 100, "a paragraph, not a word: \(constraint.name)")
      #expect(constraint.card.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(constraint.card)")
    }
    let babySteps = try #require(try WorkshopConstraint.named("baby-steps"))
    #expect(babySteps.paragraph.contains("make kata-babysteps MINUTES=2"))
    #expect(try WorkshopConstraint.named("five-line-methods")?.paragraph.contains("5 lines") == true)
    #expect(try WorkshopConstraint.named("") == nil)
    #expect(
      throws: KataError(
        "CONSTRAINT must be one of \(names.joined(separator: ", ")) (or nothing, for a round with no "
          + "constraint), not 'pingpong'")
    ) { try WorkshopConstraint.named("pingpong") }
  }

  @Test("The pairs are the packages with a Game: not older ones kept as NAME.1, hidden ones, or the rounds")
  func pairs() throws {
    let workspace = try copiedWorkspace("workshop-pairs")
    try practicePackage("bob", in: workspace).create(force: false, reporter: KeptReport())
    try practicePackage("ada", in: workspace).create(force: false, reporter: KeptReport())
    try practicePackage("ada", in: workspace).create(force: true, reporter: KeptReport())
    for odd in [".cy.partial/Sources/GameOfLife", "rounds/Sources/GameOfLife", "notes/Sources"] {
      try FileManager.default.createDirectory(
        at: workspace.practice.appendingPathComponent(odd), withIntermediateDirectories: true)
    }
    #expect(FileManager.default.fileExists(atPath: workspace.practice.appendingPathComponent("ada.1").path))
    #expect(try WorkshopArchive(workspace: workspace).pairs().map(\.name) == ["ada", "bob"])
  }

  @Test("Keeping a round moves each pair's package whole into it, and gives each a fresh one")
  func keep() throws {
    let workspace = try copiedWorkspace("workshop-keep")
    let archive = WorkshopArchive(workspace: workspace)
    let pairs = try ["ada", "bob"].map { try pairWithWork($0, in: workspace) }
    let before = try pairs.map { try folderContents($0.folder) }
    #expect(archive.nextNumber == 1)
    let record = WorkshopRoundRecord(
      number: 1, start: Date(timeIntervalSince1970: 1_700_000_000),
      end: Date(timeIntervalSince1970: 1_700_002_700), minutes: 45, constraint: "ping-pong")
    try archive.keep(try archive.pairs(), as: record, reporter: KeptReport())

    for (pair, files) in zip(pairs, before) {
      let kept = archive.folder(ofRound: 1).appendingPathComponent(pair.name)
      #expect(try folderContents(kept) == files, "\(pair.name)'s package, byte for byte")
      let fresh = History(practice: pair).load().records
      #expect(fresh.map(\.event) == [.start], "\(pair.name) has a fresh package")
      #expect(try Snapshot(of: pair.folder) == (try pair.templateSnapshot()))
    }
    #expect(archive.pairs(inRound: 1).map { History(practice: $0).load().runs.count } == [2, 2])
    #expect(archive.record(ofRound: 1) == record)
    #expect(archive.nextNumber == 2)
  }

  @Test("Round numbers go on from the highest there is, and a round's folder is never reused")
  func numbering() throws {
    let workspace = try copiedWorkspace("workshop-numbers")
    let archive = WorkshopArchive(workspace: workspace)
    for name in ["round-2", "round-7", "round-x", "notes"] {
      try FileManager.default.createDirectory(
        at: archive.folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    #expect(archive.roundNumbers() == [2, 7])
    #expect(archive.nextNumber == 8)
    let pair = try pairWithWork("ada", in: workspace)
    let record = WorkshopRoundRecord(number: 7, start: Date(), end: Date(), minutes: 1, constraint: nil)
    #expect(throws: (any Error).self) { try archive.keep([pair], as: record, reporter: KeptReport()) }
    #expect(History(practice: pair).load().runs.count == 2, "ada's package is where it was")
  }

  @Test("A pair that cannot be moved stops the round there: those before it kept, the rest as they were")
  func moveFails() throws {
    let workspace = try copiedWorkspace("workshop-fails")
    let archive = WorkshopArchive(workspace: workspace)
    let pairs = try ["ada", "bob", "cy"].map { try pairWithWork($0, in: workspace) }
    let cy = try folderContents(pairs[2].folder)
    // bob's package goes away between the question and the answer.
    try FileManager.default.removeItem(at: pairs[1].folder)
    let record = WorkshopRoundRecord(number: 1, start: Date(), end: Date(), minutes: 1, constraint: nil)
    #expect(
      throws: KataError(
        "could not move Practice/bob into Practice/rounds/round-1 (No such file or directory), so the round "
          + "stopped there: ada kept; bob, cy left as they were")
    ) { try archive.keep(pairs, as: record, reporter: KeptReport()) }
    #expect(archive.pairs(inRound: 1).map(\.name) == ["ada"])
    #expect(try folderContents(pairs[2].folder) == cy)
  }

  @Test("The countdown's clock and a card's wrapping")
  func clockAndWrapping() {
    #expect(countdownClock(2700) == "45:00")
    #expect(countdownClock(2699.2) == "45:00")
    #expect(countdownClock(2.1) == "0:03")
    #expect(countdownClock(3900) == "1:05:00")
    #expect(wrappedParagraph("one two three four", indent: "  ", width: 12) == "  one two\n  three four")
  }
}

func practicePackage(_ name: String, in workspace: Workspace) throws -> PracticePackage {
  try PracticePackage(name: name, workspace: workspace)
}

/// A pair's package with code of its own and two runs in its History.
func pairWithWork(_ name: String, in workspace: Workspace) throws -> PracticePackage {
  let pair = try practicePackage(name, in: workspace)
  try pair.create(force: false, reporter: KeptReport())
  let answer = pair.sources.appendingPathComponent("Answer.swift")
  try Data("public func answer() -> Int { \(name.count) }\n".utf8).write(to: answer)
  try Data("notes of \(name)\n".utf8).write(to: pair.folder.appendingPathComponent("notes.txt"))
  for light in [Light.red, .green] {
    try History(practice: pair).append(reporter: KeptReport()) { number, _ in
      RunRecord(
        number: number, time: Date(), event: .run, command: "kata-test", light: light,
        snapshot: try Snapshot(of: pair.folder))
    }
  }
  return pair
}

/// Every file below a folder with its bytes, and every folder (as nil), by its path inside the folder.
func folderContents(_ folder: URL) throws -> [String: Data?] {
  var entries: [String: Data?] = [:]
  for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
    var isFolder: ObjCBool = false
    let url = folder.appendingPathComponent(path)
    _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
    entries[path] = isFolder.boolValue ? .some(nil) : .some(try Data(contentsOf: url))
  }
  return entries
}
