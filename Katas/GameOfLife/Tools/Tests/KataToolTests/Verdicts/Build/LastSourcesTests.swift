import Foundation
import KataSystem
import Testing

@testable import Compiler

@Suite("What a module was last built from tells which files an edit reached, and whether beyond bodies")
struct LastSourcesTests {
  let folder: URL
  let record: URL

  init() throws {
    folder = try temporaryFolder("last-sources")
    record = folder.appendingPathComponent("last-sources.json")
  }

  /// The module's state for these files, placed as the scratch package places them (`v…/` folders).
  func state(_ files: [String: String], imports: String = "game-1") throws -> ModuleState {
    let state = ModuleState(name: "GameOfLife", store: folder)
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

  @Test("A build that failed before its interface is not what the next edit is compared with")
  func failedBuildBetween() throws {
    let files = ["Game.swift": "public func answer() -> Int { 21 }\n"]
    let built = try state(files)
    built.interfaceEntry = folder.appendingPathComponent("interface")
    _ = LastSources.edit(of: built, in: record)
    LastSources.record(interface: "interface-1", of: built, in: record)
    // A new function with a type that does not exist: the interface is never given.
    var broken = files
    broken["Game.swift"]! += "public func question() -> Strin { \"\" }\n"
    let failed = try state(broken)
    failed.interfaceEntry = built.interfaceEntry
    _ = LastSources.edit(of: failed, in: record)
    // Fixed: compared with the build that gave an interface, whose objects are there.
    var fixed = files
    fixed["Game.swift"]! += "public func question() -> String { \"\" }\n"
    let edit = LastSources.edit(of: try state(fixed), in: record)
    #expect(edit.lastInterface == "interface-1")
    #expect(edit.declarations?.names == ["question"])
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
    // An import's interface changed, and nothing is told of its changes: nothing is named.
    #expect(LastSources.edit(of: try state(added, imports: "game-2"), in: record).declarations == nil)
  }

  @Test("An import's changes by name count as the module's own, only since the interface it was built with")
  func importsNamed() throws {
    let files = ["GameTests.swift": Self.tests]
    let changes = { (names: Set<String>) in
      var changes = DeclarationChanges()
      changes.names = names
      return changes
    }
    /// An edit with the Game's interface `game`, changed by `names` since `since`, then recorded as built.
    func edit(game: String, names: Set<String>? = nil, since: String? = nil, own: String = "own")
      throws -> LastSources.Edit
    {
      let built = try state(files, imports: "base-\(game)-\(own)")
      built.ownBase = own
      let game = LastSources.Import(interface: game, changes: names.map(changes), since: since)
      let edit = LastSources.edit(of: built, imports: ["GameOfLife": game], in: record)
      LastSources.record(interface: "tests-\(game)", of: built, in: record)
      return edit
    }
    _ = try edit(game: "g1")
    let named = try edit(game: "g2", names: ["benchMethod"], since: "g1")
    #expect(named.declarationsChanged && named.declarations == changes(["benchMethod"]))
    // The objects it keeps were made with the imports of the last build.
    #expect(named.lastImports == "base-g1-own" && named.changed.isEmpty)
    // Changes since another interface than the one the tests were built with tell nothing.
    #expect(try edit(game: "g3", names: ["other"], since: "g1").declarations == nil)
    #expect(try edit(game: "g4", since: "g3").declarations == nil)
    // The compiler or the flags changed: nothing is named.
    #expect(try edit(game: "g5", names: ["more"], since: "g4", own: "other flags").declarations == nil)
    #expect(
      try edit(game: "g6", names: ["more"], since: "g5", own: "other flags").declarations == changes(["more"])
    )
  }
}
