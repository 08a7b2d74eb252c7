import Foundation
import Testing

@testable import Compiler
@testable import KataSystem
@testable import Verdicts

/// The toolchain's private hooks the compiler path relies on (`ToolchainHooks`): each works with the
/// toolchain in use, a changed one is named, and a toolchain without them is built with `swift build`.
@Suite("The toolchain's private hooks", .serialized)
struct ToolchainHookTests {
  let swiftc = Workspace(root: repositoryRoot).swiftc

  @Test("Every private hook works with this toolchain; a failure here names the hook that changed")
  func everyHookWorks() throws {
    let folder = try temporaryFolder("hooks")
    #expect(throws: Never.self) { try ToolchainHooks.check(swiftc: swiftc, in: folder) }
  }

  @Test("A hook the toolchain does not know is named in the error")
  func aChangedHookIsNamed() throws {
    let folder = try temporaryFolder("hooks-changed")
    let renamed = "-experimental-skip-non-inlinable-function-bodies-renamed"
    let error = try #require(throws: ToolchainHooks.Broken.self) {
      try ToolchainHooks.check(swiftc: swiftc, in: folder, skippingBodiesWith: renamed)
    }
    #expect(error.hook == renamed)
    #expect(error.description.hasPrefix("the toolchain's private hook \(renamed) no longer works"))
  }

  @Test("On a toolchain whose hooks do not work, variants are built with swift build, and judged rightly")
  func brokenHooksFallBack() throws {
    let package = try scratchPackage("hooks-fallback")
    // What the tool remembers of this toolchain, as if its check had failed.
    try FileManager.default.createDirectory(at: package.workspace.scratch, withIntermediateDirectories: true)
    try Data("broken".utf8).write(
      to: ToolchainHooks.answerFile(swiftc: package.workspace.swiftc, in: package.workspace.scratch))
    let right = try SuiteRunner(package: package).run(tinyVariant(answer: 21, fields: 2))
    let wrong = try SuiteRunner(package: package).run(tinyVariant(answer: 22, fields: 2))
    #expect(right.builder == "swift build")
    #expect(failing(right) == [])
    #expect(failing(wrong) == ["answerIs21()"])
  }
}
