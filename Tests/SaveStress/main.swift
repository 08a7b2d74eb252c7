import Foundation
import LifeKit

// save-stress FOLDER FILE-A FILE-B NAME...
//
// Saves the RLE texts of FILE-A and FILE-B in turn under every NAME in a pattern store in FOLDER, for
// ever, printing a line after each save. The crash test kills it with SIGKILL in the middle and then
// checks that every saved file is still one of the two texts, whole.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 4,
  let first = try? String(contentsOfFile: arguments[1], encoding: .utf8),
  let second = try? String(contentsOfFile: arguments[2], encoding: .utf8)
else {
  FileHandle.standardError.write(Data("usage: save-stress FOLDER FILE-A FILE-B NAME...\n".utf8))
  exit(64)
}
let store = PatternStore(directory: URL(fileURLWithPath: arguments[0], isDirectory: true))
let names = arguments.dropFirst(3)
var round = 0
while true {
  for name in names {
    do {
      try store.save(rle: round % 2 == 0 ? first : second, as: name)
    } catch {
      FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
      exit(1)
    }
    FileHandle.standardOutput.write(Data("saved \(name) \(round)\n".utf8))
  }
  round += 1
}
