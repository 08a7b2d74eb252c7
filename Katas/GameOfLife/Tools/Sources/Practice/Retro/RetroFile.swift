import Foundation
import KataSystem

/// `Practice/NAME/retro.md`, written so that nothing a learner wrote in it is ever lost.
struct RetroFile {
  var file: URL
  /// A fingerprint of the text the tool wrote last: a retro.md that differs from it holds the learner's
  /// words.
  var written: URL

  init(practice: PracticePackage) {
    file = practice.folder.appendingPathComponent("retro.md")
    written = History(practice: practice).folder.appendingPathComponent("retro.written")
  }

  /// Writes the text; a retro.md the learner changed is first moved to `retro.N.md`, which is returned.
  ///
  /// Stopped between the two writes, the next run finds a retro.md that its fingerprint does not match and
  /// keeps it: one copy too many, never one too few.
  func write(_ text: String) throws -> URL? {
    let data = Data(text.utf8)
    let kept = try keepLearnersFile(unlessItIs: data)
    try data.write(to: file, options: .atomic)
    try FileManager.default.createDirectory(
      at: written.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(Self.fingerprint(data).utf8).write(to: written, options: .atomic)
    return kept
  }

  private func keepLearnersFile(unlessItIs new: Data) throws -> URL? {
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    // A file that cannot be read is kept too: what it holds is unknown.
    if let old = FileManager.default.contents(atPath: file.path) {
      let last = FileManager.default.contents(atPath: written.path).map {
        String(decoding: $0, as: UTF8.self)
      }
      if old == new || last == Self.fingerprint(old) { return nil }
    }
    let archive = firstFreeArchive()
    try FileManager.default.moveItem(at: file, to: archive)
    return archive
  }

  /// `retro.1.md`, `retro.2.md`, …: the first that is not taken.
  private func firstFreeArchive() -> URL {
    let folder = file.deletingLastPathComponent()
    var number = 1
    while FileManager.default.fileExists(atPath: folder.appendingPathComponent("retro.\(number).md").path) {
      number += 1
    }
    return folder.appendingPathComponent("retro.\(number).md")
  }

  static func fingerprint(_ data: Data) -> String {
    var fingerprint = Fingerprint()
    fingerprint.add(bytes: data)
    return fingerprint.description
  }
}
