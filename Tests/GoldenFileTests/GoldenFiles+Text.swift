import Foundation
import GameOfLifeTestSupport
import Testing

extension GoldenFiles {
  /// Where the requirement changes' golden files are kept, apart from the library's `.cells` files.
  static let requirementChanges = folder.appendingPathComponent("RequirementChanges")

  /// Checks a picture against a golden `.txt` file, or records it when asked to, as the `.cells` files are.
  ///
  /// The form: a `!Name:` line, a `!` line giving the legend, then the picture as the game draws it.
  static func expect(
    picture: String, matches fileName: String, name: String, legend: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = requirementChanges.appendingPathComponent(fileName)
    if isRecording {
      try FileManager.default.createDirectory(at: requirementChanges, withIntermediateDirectories: true)
      try "!Name: \(name)\n!\(legend)\n\(picture)\n".write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded \(file.path); run the tests again without RECORD_GOLDEN to check it",
        sourceLocation: sourceLocation)
      return
    }
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "Missing golden file \(file.path): record it with RECORD_GOLDEN=1 make test",
        sourceLocation: sourceLocation)
      return
    }
    let expected = text.split(separator: "\n").filter { !$0.hasPrefix("!") }.joined(separator: "\n")
    guard picture != expected else { return }
    Issue.record(
      Comment(
        rawValue: "\(name) does not match \(fileName):\n" + sideBySide(expected: expected, actual: picture)),
      sourceLocation: sourceLocation)
  }
}
