import Build
import Foundation
import KataSystem

/// The code in the steps' handouts: every ```swift block is a test a learner may type in, in Swift Testing
/// or XCTest, so it must compile against the practice template.
struct Handouts {
  let steps: Steps

  /// One test file per handout with code, named for its step, holding every block of it.
  func snippetFiles() throws -> SourceFiles {
    var files: SourceFiles = [:]
    for step in steps.all {
      let text = try String(contentsOf: step.handout, encoding: .utf8)
      let blocks = Self.swiftBlocks(in: text)
      guard !blocks.isEmpty else { continue }
      files["Step\(twoDigits(step.number))Handout.swift"] =
        "import GameOfLife\nimport GameOfLifeTestSupport\nimport Testing\nimport XCTest\n\n"
        + blocks.joined(separator: "\n\n") + "\n"
    }
    return files
  }

  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if current != nil, trimmed == "```" {
        blocks.append((current ?? []).joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }
}
