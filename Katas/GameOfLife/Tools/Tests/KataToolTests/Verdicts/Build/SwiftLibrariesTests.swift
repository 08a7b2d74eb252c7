import Foundation
import KataSystem
import Testing

@testable import Compiler

@Suite("The library of the Swift libraries is taken from the store only for objects that name the same ones")
struct SwiftLibrariesTests {
  let store: URL

  init() throws { store = try temporaryFolder("swift-libraries") }

  /// An object compiled from `source`, in a folder of its own.
  func object(_ name: String, _ source: String) throws -> URL {
    let folder = store.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("\(name).swift")
    try Data(source.utf8).write(to: file)
    let object = folder.appendingPathComponent("\(name).o")
    let workspace = Workspace(root: repositoryRoot)
    let result = try ChildProcess.run(
      [workspace.swiftc, "-c", "-parse-as-library", "-module-name", name, file.path, "-o", object.path],
      timeLimit: 120)
    #expect(result.succeeded, "\(result.output)")
    return object
  }

  @Test("The entry is named by every object's autolink section, and by nothing else")
  func namedBySections() throws {
    let plain = try object("Plain", "public func one() -> Int { 1 }\n")
    let again = try object("Again", "public func two() -> Int { 2 }\n")
    let foundation = try object("UsesFoundation", "import Foundation\npublic func now() -> Date { Date() }\n")
    func entry(_ objects: [URL], toolchain: String = "swift") throws -> String {
      try Linker.swiftLibrariesEntry(for: objects, toolchain: toolchain)
    }
    let plainEntry = try entry([plain])
    #expect(try entry([again]) == plainEntry, "other code that needs the same libraries")
    #expect(try entry([foundation]) != plainEntry, "an object that needs Foundation")
    #expect(try entry([plain, foundation]) != plainEntry)
    #expect(try entry([plain], toolchain: "another") != plainEntry)
  }

  @Test("A file that is not an object is refused, naming it")
  func notAnObject() throws {
    let text = store.appendingPathComponent("notes.txt")
    try Data("no object".utf8).write(to: text)
    #expect(throws: KataError("notes.txt is not an object the tool can read")) {
      try Linker.swiftLibrariesEntry(for: [text], toolchain: "swift")
    }
  }

  @Test("An object whose headers are damaged anywhere is no ELF file, or one whose sections lie inside it")
  func damagedHeaders() throws {
    let whole = try Data(contentsOf: try object("Whole", "public func one() -> Int { 1 }\n"))
    let file = try #require(ELFFile(whole))
    #expect(file.contents(ofSectionsNamed: Linker.autolinkSection).count == 1)
    let headers = Int(whole[0x28]) | Int(whole[0x29]) << 8 | Int(whole[0x2a]) << 16
    // Each byte of the file's header and of its first section headers set to 0xff in turn, then eight at
    // once: offsets near the largest integer, which must not overflow the checks.
    var generator = SystemRandomNumberGenerator()
    let places = Array(0..<64) + Array(headers..<min(whole.count, headers + 64 * 4))
    for place in places + (0..<200).map({ _ in Int.random(in: 0..<whole.count, using: &generator) }) {
      for width in [1, 8] where place + width <= whole.count {
        var damaged = whole
        damaged.replaceSubrange(place..<(place + width), with: [UInt8](repeating: 0xff, count: width))
        for section in ELFFile(damaged)?.sections ?? [] where section.type != 8 {
          #expect(section.offset >= 0 && section.offset + section.size <= damaged.count, "at \(place)")
        }
      }
    }
  }
}
