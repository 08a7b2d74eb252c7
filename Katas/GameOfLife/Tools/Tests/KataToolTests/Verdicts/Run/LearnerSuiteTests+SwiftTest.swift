import Foundation
import Testing

@testable import KataSystem
@testable import Practice

/// The corpus's traps against plain `swift test`: each crash's words and line, which the light shows,
/// are what SwiftPM's own run of the same test prints.
extension LearnerSuiteTests {
  static let withCrashes = LearnerSuite.all.filter { (try? $0.expected().crashes) != nil }

  @Test("Each trap's words and line, on the light, are what swift test prints", arguments: withCrashes)
  func crashesAsSwiftTestSaysThem(of suite: LearnerSuite) throws {
    let workspace = try Self.workspace.get()
    let crashes = try #require(try suite.expected().crashes)
    let name = "corpus-swift-test"
    let practice = try install(suite, as: name, in: workspace)
    let light = try kata(["test", "--name", name], in: workspace, timeLimit: 10)
    let lines = light.output.split(separator: "\n", omittingEmptySubsequences: false)

    var environment = ProcessInfo.processInfo.environment
    environment["SWIFTPM_MODULECACHE_OVERRIDE"] =
      repositoryRoot.appendingPathComponent(".build/kata/swiftpm-module-cache").path
    let build = try ChildProcess.run(
      ["swift", "build", "--build-tests", "--package-path", practice.folder.path], environment: environment,
      timeLimit: 900)
    try #require(build.succeeded, "\(build.output)")
    for (test, words) in crashes.sorted(by: { $0.key < $1.key }) {
      // swift test stops at the first crash: each trap is a run of its own.
      let filter = test.hasSuffix("()") ? String(test.dropLast(2)) : test
      let swiftTest = try ChildProcess.run(
        ["swift", "test", "--skip-build", "--package-path", practice.folder.path, "--filter", filter],
        environment: environment, timeLimit: 300)
      // The test's lines on the light, from its mark to the blank line after them.
      let start = lines.firstIndex { $0.hasSuffix("✘ (crashed) \(test)") } ?? lines.endIndex
      let block = lines[start...].prefix { !$0.isEmpty }.joined(separator: "\n")
      for said in words {
        #expect(swiftTest.output.contains(said), "\(test): swift test says\n\(swiftTest.output)")
        #expect(block.contains(said), "\(test): the light says\n\(light.output)")
      }
    }
  }
}
