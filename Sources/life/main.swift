import Foundation
import LifeKit

// A minimal dispatcher for the player; the full command line lives elsewhere.
do {
  let arguments = Array(CommandLine.arguments.dropFirst())
  var options = PlayOptions()
  if arguments.count == 2, arguments[0] == "play" {
    let path = arguments[1]
    let text = try String(contentsOfFile: path, encoding: .utf8)
    options.pattern = try path.hasSuffix(".rle") ? Pattern(rle: text) : Pattern(plaintext: text)
  } else if !arguments.isEmpty {
    throw PatternError("usage: life [play FILE]")
  }
  try Player.play(options)
} catch {
  FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
  exit(1)
}
