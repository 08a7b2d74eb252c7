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
