import Foundation
import GameOfLife
import GameOfLifeTestSupport
import LifeKit
import Testing

/// Reads and, on request, records the golden `.cells` files in the `GoldenFiles` folder beside this file.
///
/// `RECORD_GOLDEN=1 make test` rewrites them and fails every golden test, naming what it wrote, so a
/// recording run is never mistaken for a pass. A run with `CI` set never records.
enum GoldenFiles {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "GoldenFiles")

  static var isRecording: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["RECORD_GOLDEN"] == "1" && environment["CI"] == nil
  }

  /// Checks a game against the golden file for one phase of a pattern, or records it when asked to.
  static func expect(
    _ game: Game, matches pattern: GoldenPattern, phase: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = folder.appendingPathComponent(pattern.fileName(phase: phase))
    if isRecording {
      var golden = Pattern(game)
      golden.name = "\(pattern.name), phase \(phase) of \(pattern.period)"
      try golden.plaintext.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded \(file.path); run the tests again without RECORD_GOLDEN to check it",
        sourceLocation: sourceLocation)
      return
    }
    let text: String
    do {
      text = try String(contentsOf: file, encoding: .utf8)
    } catch {
      Issue.record(
        "Missing golden file \(file.path): record it with RECORD_GOLDEN=1 make test",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try Pattern(plaintext: text).game()
    guard game.picture != expected.picture else { return }
    Issue.record(
      Comment(
        rawValue:
          "\(pattern.name) after \(game.generation) generations does not match \(file.lastPathComponent):\n"
          + sideBySide(expected: expected.picture, actual: game.picture)),
      sourceLocation: sourceLocation)
  }
}
