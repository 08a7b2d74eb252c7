import Foundation
import LifeKit

/// Where a command's result goes: standard output, or a file written atomically.
enum Output {
  /// Writes text to a file (a temporary file in the same folder, then a rename), or to standard output.
  ///
  /// - Throws: ``RuntimeFailure`` when the file cannot be written; an old file of that name is left whole.
  static func write(_ text: String, to path: String?) throws {
    guard let path else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path))
    } catch {
      throw RuntimeFailure("\(error)")
    }
  }
}
