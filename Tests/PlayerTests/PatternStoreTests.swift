import Foundation
import GameOfLife
import LifeKit
import Testing

@Suite("Saving and loading named patterns")
struct PatternStoreTests {
  /// A store in a new temporary folder, removed when the test ends.
  private final class TemporaryStore {
    let store: PatternStore
    init() {
      store = PatternStore(
        directory: FileManager.default.temporaryDirectory.appendingPathComponent(
          "life-store-\(UUID().uuidString)/patterns"))
    }
    deinit { try? FileManager.default.removeItem(at: store.directory.deletingLastPathComponent()) }
  }

  private let glider = Pattern(
    liveCells: [
      Position(row: 0, column: 1), Position(row: 1, column: 2), Position(row: 2, column: 0),
      Position(row: 2, column: 1), Position(row: 2, column: 2),
    ], width: 10, height: 8, universe: .torus(width: 10, height: 8))

  @Test("A saved pattern loads back with the same cells, grid and edges, from an .rle file named after it")
  func roundTrip() throws {
    let temporary = TemporaryStore()
    let file = try temporary.store.save(glider, as: "my glider")
    #expect(file.lastPathComponent == "my glider.rle")
    #expect(try Pattern(rle: String(contentsOf: file, encoding: .utf8)) == glider)
    let loaded = try temporary.store.load("my glider")
    #expect(loaded == glider)
    #expect(loaded.name == "my glider")
    #expect(try temporary.store.names() == ["my glider"])
  }

  @Test("Saving again replaces the file and leaves no temporary file behind")
  func replace() throws {
    let temporary = TemporaryStore()
    try temporary.store.save(Pattern(liveCells: [Position(row: 0, column: 0)]), as: "one")
    try temporary.store.save(glider, as: "one")
    #expect(try temporary.store.load("one") == glider)
    let files = try FileManager.default.contentsOfDirectory(atPath: temporary.store.directory.path)
    #expect(files == ["one.rle"])
  }

  /// Makes a file (or a folder) in the store's folder, last modified `age` seconds ago.
  private func leftover(
    _ name: String, age: TimeInterval, in store: PatternStore, isFolder: Bool = false
  ) throws {
    let url = store.directory.appendingPathComponent(name, isDirectory: isFolder)
    try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
    if isFolder {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    } else {
      try Data("x = 1, y = 1\no".utf8).write(to: url)
    }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: url.path)
  }

  private func files(of store: PatternStore) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: store.directory.path))
  }

  /// The name a save killed before its rename leaves: `.NAME.rle.UUID.tmp`.
  private func temporaryName(_ name: String) -> String { ".\(name).rle.\(UUID().uuidString).tmp" }

  @Test("A save removes the temporary file of a save killed over a minute ago, and keeps a younger one")
  func saveRemovesOldLeftovers() throws {
    let temporary = TemporaryStore()
    let old = temporaryName("gun")
    let young = temporaryName("gun")
    try leftover(old, age: 61, in: temporary.store)
    try leftover(young, age: 30, in: temporary.store)
    try temporary.store.save(glider, as: "glider")
    #expect(try files(of: temporary.store) == ["glider.rle", young])
  }

  @Test("Listing removes the temporary file of a save killed over a minute ago, and keeps a younger one")
  func listingRemovesOldLeftovers() throws {
    let temporary = TemporaryStore()
    try temporary.store.save(glider, as: "glider")
    let old = temporaryName("glider")
    let young = temporaryName("glider")
    try leftover(old, age: 3600, in: temporary.store)
    // Just made, as by a save going on in another process.
    try leftover(young, age: 0, in: temporary.store)
    #expect(try temporary.store.names() == ["glider"])
    #expect(try files(of: temporary.store) == ["glider.rle", young])
  }

  @Test("Old files that are not the store's temporary files are never removed")
  func othersAreKept() throws {
    let temporary = TemporaryStore()
    let others = [
      "notes.txt", "kept.rle", ".kept.rle", ".gun.rle.tmp", ".gun.rle.not-a-uuid.tmp",
      ".gun.txt.\(UUID().uuidString).tmp", "gun.rle.\(UUID().uuidString).tmp",
      ".gun.rle.\(UUID().uuidString).tmp.bak", ".rle.\(UUID().uuidString).tmp",
    ]
    for name in others { try leftover(name, age: 3600, in: temporary.store) }
    // A folder with a temporary file's name is not a file a save left.
    let folder = temporaryName("folder")
    try leftover(folder, age: 3600, in: temporary.store, isFolder: true)
    #expect(try temporary.store.names() == ["kept"])
    try temporary.store.save(glider, as: "glider")
    #expect(try files(of: temporary.store) == Set(others + [folder, "glider.rle"]))
  }

  @Test(
    "Names that cannot be file names are refused with the reason",
    arguments: zip(
      ["", "   ", "a/b", "..\\x", ".hidden", "tab\there", String(repeating: "n", count: 101)],
      [
        "at least one character", "at least one character", "'/'", "'/'", "start with '.'",
        "control characters",
        "at most 100 bytes",
      ]))
  func invalidNames(name: String, reason: String) {
    #expect {
      try PatternName.validated(name)
    } throws: { error in
      (error as? PatternStoreError)?.description.contains(reason) == true
    }
  }

  @Test("A typed .rle extension and surrounding spaces are not part of the name")
  func nameCleanUp() throws {
    #expect(try PatternName.validated("  gun.rle ") == "gun")
    #expect(try PatternName.validated("Gosper's gun, v2") == "Gosper's gun, v2")
  }

  @Test("Nothing is written for an invalid name, and a missing name says where it looked")
  func errors() throws {
    let temporary = TemporaryStore()
    #expect(throws: PatternStoreError.self) { try temporary.store.save(glider, as: "../escape") }
    #expect(!FileManager.default.fileExists(atPath: temporary.store.directory.path))
    #expect(try temporary.store.names().isEmpty)
    #expect(throws: PatternStoreError.notFound("absent", directory: temporary.store.directory.path)) {
      try temporary.store.load("absent")
    }
  }

  @Test("A saved file that does not read names the file, line and column")
  func corruptFile() throws {
    let temporary = TemporaryStore()
    try temporary.store.save(rle: "x = 2, y = 1\noq!\n", as: "broken")
    #expect {
      try temporary.store.load("broken")
    } throws: { error in
      (error as? PatternError)?.description.hasSuffix(
        "patterns/broken.rle:2:2: unexpected character 'q' "
          + "in an RLE pattern (use b for dead, o for alive, $ for a new row)") == true
    }
  }

  @Test("The folder is $LIFE_PATTERNS_DIR, or ~/.local/share/life/patterns")
  func folder() {
    #expect(
      PatternStore(environment: ["LIFE_PATTERNS_DIR": "/tmp/mine", "HOME": "/home/ada"]).directory.path
        == "/tmp/mine")
    #expect(
      PatternStore(environment: ["LIFE_PATTERNS_DIR": "", "HOME": "/home/ada"]).directory.path
        == "/home/ada/.local/share/life/patterns")
  }
}
