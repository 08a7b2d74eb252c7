import Foundation
import LifeKit
import Testing

@Suite("Saved patterns are never lost")
struct SavedPatternsSurviveKillTests {
  /// An RLE text of many short rows, about 200 KB, so that writing it takes long enough to be hit.
  private static func rle(named name: String, run: Int) -> String {
    let row = String(repeating: "\(run)o\(run)b", count: 12)
    let rows = Array(repeating: row, count: 3000).joined(separator: "$\n")
    return "#N \(name)\nx = \(24 * run), y = 3000, rule = B3/S23\n" + rows + "!\n"
  }

  @Test("Killed with SIGKILL in the middle of many saves, every file is the old or the new version, whole")
  func killDuringSaves() throws {
    let folder = try TemporaryFolder()
    let store = PatternStore(directory: folder.file("patterns"))
    let versions = [Self.rle(named: "old", run: 2), Self.rle(named: "new", run: 3)]
    for version in versions {
      // Both versions read: a file equal to one of them is complete and readable.
      #expect(try Pattern(rle: version).population > 0)
    }
    try versions[0].write(to: folder.file("old.rle"), atomically: true, encoding: .utf8)
    try versions[1].write(to: folder.file("new.rle"), atomically: true, encoding: .utf8)
    let names = ["first", "second", "third"]
    for name in names { try store.save(rle: versions[0], as: name) }

    var generator = SystemRandomNumberGenerator()
    for _ in 0..<25 {
      let saver = Process()
      saver.executableURL = URL(fileURLWithPath: BuiltProducts.path(of: "save-stress"))
      saver.arguments =
        [store.directory.path, folder.file("old.rle").path, folder.file("new.rle").path] + names
      let output = Pipe()
      saver.standardOutput = output
      try saver.run()
      // Wait for the first save, then kill it at a random moment of the saves that follow.
      _ = output.fileHandleForReading.availableData
      usleep(UInt32.random(in: 0..<30_000, using: &generator))
      kill(saver.processIdentifier, SIGKILL)
      saver.waitUntilExit()
      #expect(saver.terminationReason == .uncaughtSignal)

      for name in names {
        let text = try String(
          contentsOf: store.directory.appendingPathComponent("\(name).rle"), encoding: .utf8)
        // A Bool, so that a failure prints the message and not both 200 KB versions.
        let isOneVersionWhole = versions.contains(text)
        #expect(isOneVersionWhole, "\(name).rle is neither version, whole (\(text.utf8.count) bytes)")
      }
    }
  }
}
