import Foundation
import Testing

@testable import life

@Suite("The player's keys: one table for the handler, the help, the legend and the README")
struct KeyBindingTests {
  @Test("The README's table of keys says what the table says, row by row")
  func readmeTable() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let table = try #require(
      text.components(separatedBy: "| Key | What it does |\n|---|---|\n").dropFirst().first)
    let rows = table.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("| ") }
      .map { row in
        row.dropFirst(2).dropLast(2).components(separatedBy: " | ").map {
          $0.replacingOccurrences(of: "`", with: "")
        }
      }
    #expect(rows.map { $0[0] } == KeyBinding.all.map(\.label))
    #expect(rows.map { $0[1] } == KeyBinding.all.map(\.meaning))
  }

  @Test("No key has two actions")
  func keysAreUnique() {
    let keys = KeyBinding.all.flatMap(\.actions.keys)
    #expect(Set(keys).count == keys.count)
  }

  @Test("The legend names every binding that has an entry, in lines of 80 columns at most")
  func legend() {
    let legend = KeyBinding.legendLines.joined(separator: "  ")
    #expect(KeyBinding.legendLines.allSatisfy { $0.count <= 80 })
    #expect(legend == KeyBinding.all.compactMap(\.legend).joined(separator: "  "))
  }
}
