import Foundation
import KataSystem
import Testing

@testable import Verdicts

@Suite("What a module was last built from tells which files an edit reached, and whether beyond bodies")
struct LastSourcesTests {
  let folder: URL
  let record: URL

  init() throws {
    folder = try temporaryFolder("last-sources")
    record = folder.appendingPathComponent("last-sources.json")
  }

  /// The module's state for these files, placed as the scratch package places them (`v…/` folders).
  func state(_ files: [String: String], imports: String = "game-1") throws -> CompilerBuild.ModuleState {
    let state = CompilerBuild.ModuleState()
    state.baseKey = imports
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
      var key = Fingerprint()
      key.add(name)
      key.add(text)
      let source = folder.appendingPathComponent("v\(key)").appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: source)
      state.sources.append(source)
      state.sourceKeys[source] = key.description
    }
    return state
  }

  func edit(_ files: [String: String], imports: String = "game-1") throws -> (Set<String>, Bool) {
    let edit = LastSources.edit(of: try state(files, imports: imports), in: record)
    return (Set(edit.changed.map(LastSources.name(of:))), edit.declarationsChanged)
  }

  static let tests = "@Test func lonely() {\n  #expect(1 == 1)\n}\n"
  static let helpers = "func board() -> [Int] { [] }\n"

  @Test("A first build knows nothing; the same files again changed nothing")
  func firstAndAgain() throws {
    let files = ["Rules/RuleTests.swift": Self.tests, "Helpers.swift": Self.helpers]
    #expect(try edit(files) == (["Rules/RuleTests.swift", "Helpers.swift"], true))
    #expect(try edit(files) == ([], false))
  }

  @Test("An edit inside a body is that file's alone; a new test, a new file or a new Game reach further")
  func edits() throws {
    let files = ["Rules/RuleTests.swift": Self.tests, "Helpers.swift": Self.helpers]
    _ = try edit(files)
    var body = files
    body["Rules/RuleTests.swift"] = Self.tests.replacingOccurrences(of: "1 == 1", with: "2 == 2")
    #expect(try edit(body) == (["Rules/RuleTests.swift"], false))
    var added = body
    added["Rules/RuleTests.swift"]! += "@Test func crowded() {}\n"
    #expect(try edit(added) == (["Rules/RuleTests.swift"], true))
    var another = added
    another["More.swift"] = Self.helpers.replacingOccurrences(of: "board", with: "row")
    #expect(try edit(another) == (["More.swift"], true))
    #expect(try edit(another, imports: "game-2") == ([], true))
  }

  @Test("A named edit is told with the interface of the files before it, only once the compiler gave it")
  func namedEdit() throws {
    let files = ["Game.swift": "public func answer() -> Int { 21 }\n"]
    let built = try state(files)
    _ = LastSources.edit(of: built, in: record)
    var added = files
    added["Game.swift"]! += "public func question() -> String { \"\" }\n"
    // The interface of the last build's files was never given: nothing is known to be kept.
    let unknown = LastSources.edit(of: try state(added), in: record)
    #expect(unknown.declarationsChanged && unknown.declarations == nil && unknown.lastInterface == nil)
    LastSources.record(interface: "interface-1", of: try state(added), in: record)
    let again = try state(added)
    _ = LastSources.edit(of: again, in: record)
    LastSources.record(interface: "interface-2", of: again, in: record)
    let edit = LastSources.edit(of: try state(files), in: record)
    #expect(edit.lastInterface == "interface-2")
    #expect(edit.declarations?.names == ["question"])
    // An import's interface changed: nothing is named, whatever the files.
    #expect(LastSources.edit(of: try state(added, imports: "game-2"), in: record).declarations == nil)
  }
}
