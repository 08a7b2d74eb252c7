import Foundation
import Testing

@testable import Build
@testable import Compiler
@testable import KataSystem
@testable import Verdicts

@Suite("Links without the Swift libraries")
struct BareLinkTests {
  /// The names a binary or library needs (`DT_NEEDED`).
  static func needed(_ file: URL) throws -> [String] {
    let elf = try #require(ELFFile(try Data(contentsOf: file)))
    return elf.dynamicEntries().filter { $0.tag == ELFFile.needed }.compactMap {
      elf.dynamicString(at: $0.value)
    }
  }

  @Test(
    "A Swift library that only a library's code calls is loaded with it, though no test imports it",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func libraryOfALibrary() throws {
    let package = try scratchPackage("bare-links")
    let runner = SuiteRunner(package: package)
    // Observation: no test, no list of XCTest tests and no library of the toolchain's needs it, and an
    // internal import does not reach the modules that import the board.
    let board = """
      internal import Observation

      @Observable final class Counter {
        var cells = 0
      }

      public struct Board {
        public var cells: Int
        public init(cells: Int) { self.cells = cells }
        public func count() -> Int {
          let counter = Counter()
          counter.cells = cells
          return counter.cells
        }
      }

      """
    let tests = """
      import GameOfLife
      import LifeCore
      import Testing

      @Test func population() { #expect(Game(board: Board(cells: 3)).population() == 3) }

      """
    let outcome = try runner.run(threeModulePackage(board: board, tests: tests))
    #expect(outcome.compiled && failing(outcome) == [], "\(outcome.compileError ?? "")")
    #expect(outcome.run.tests.map(\.passed) == [true])
    // Linked bare: the board's library names no Swift library, the executable names the one that names them.
    let binary = try #require(package.lastBinary)
    let folder = binary.deletingLastPathComponent()
    let needed = try Self.needed(folder.appendingPathComponent("libLifeCore.so"))
    #expect(!needed.contains { $0.hasPrefix("libswift") }, "\(needed)")
    #expect(try Self.needed(binary).contains("libKataSwiftLibraries.so"))
    #expect(
      try Self.needed(folder.appendingPathComponent("libKataSwiftLibraries.so")).contains(
        "libswiftObservation.so"))
  }
}
