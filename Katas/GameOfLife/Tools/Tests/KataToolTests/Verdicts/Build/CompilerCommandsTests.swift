import Foundation
import Testing

@testable import Verdicts

@Suite("The compiler's commands, learnt from the driver")
struct CompilerCommandsTests {
  @Test("A line of swiftc -### is split as a shell splits it, single quotes kept together")
  func splitsWords() {
    let line = "/opt/swift/bin/swift-frontend -frontend -c '/home/ada lovelace/Game.swift' -o /tmp/Game.o"
    #expect(
      CompilerCommands.commands(in: line + "\n")
        == [
          [
            "/opt/swift/bin/swift-frontend", "-frontend", "-c", "/home/ada lovelace/Game.swift", "-o",
            "/tmp/Game.o",
          ]
        ])
  }

  @Test(
    "Quoting it cannot read back for sure is refused, so the driver runs as it is",
    arguments: [#"clang "-rpath=$ORIGIN" a.o"#, #"clang a\ b.o"#, "clang 'unclosed", "clang $ORIGIN"])
  func refusesOtherQuoting(line: String) {
    #expect(CompilerCommands.commands(in: line) == nil)
  }
}
