import Foundation
import KataSystem
import Testing

@testable import Compiler

@Suite("A link's libraries are taken from the store only for inputs that name the same ones")
struct AutolinkEntriesTests {
  let store: URL

  init() throws { store = try temporaryFolder("autolink") }

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

  func command(_ inputs: [URL]) -> [String] {
    ["/toolchain/swift-autolink-extract"] + inputs.map(\.path) + [
      "-o", store.appendingPathComponent("out").path,
    ]
  }

  @Test("The entry is named by every input's autolink section, and by nothing else")
  func namedBySections() throws {
    let plain = try object("Plain", "public func one() -> Int { 1 }\n")
    let again = try object("Again", "public func two() -> Int { 2 }\n")
    let foundation = try object("UsesFoundation", "import Foundation\npublic func now() -> Date { Date() }\n")
    func entry(_ inputs: [URL]) -> URL? {
      AutolinkEntries.entry(of: command(inputs), toolchain: "swift", in: store)?.entry
    }
    let plainEntry = try #require(entry([plain]))
    #expect(entry([again]) == plainEntry, "other code that needs the same libraries")
    #expect(entry([foundation]) != plainEntry, "an object that needs Foundation")
    #expect(entry([plain, foundation]) != plainEntry)
    #expect(
      AutolinkEntries.entry(of: command([plain]), toolchain: "another", in: store)?.entry != plainEntry)
  }

  @Test("Any other command, or an input that is not an object, is run as it is")
  func otherCommands() throws {
    let text = store.appendingPathComponent("notes.txt")
    try Data("no object".utf8).write(to: text)
    #expect(AutolinkEntries.entry(of: command([text]), toolchain: "swift", in: store) == nil)
    #expect(AutolinkEntries.entry(of: ["/toolchain/clang", "-o", "x"], toolchain: "swift", in: store) == nil)
  }
}
