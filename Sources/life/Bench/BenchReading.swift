import Foundation
import GameOfLife
import LifeKit

/// `life bench`'s reading lines: how fast a 2048 × 2048 soup file becomes a pattern, in RLE and in plaintext.
///
/// Each read goes the way `life run FILE` goes (the RLE soup a chunk at a time; the plaintext file's bytes,
/// the UTF-8 check, recognising the format, parsing), inside this process, so only reading is timed: no
/// process start and no engine.
enum BenchReading {
  /// The name `--only` knows this measurement by.
  static let name = "reading"
  static let side = 2048
  /// The goal: a 2048² soup read in under 10 ms, at 500 MB/s or more.
  static let goalMilliseconds = 10.0
  static let goalMegabytesPerSecond = 500.0

  /// Writes the soup in both formats, reads each file several times and prints the best time of each.
  static func run() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("life-bench-reading-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      ("RLE", "soup.rle", BenchWorkload.soupRLE(width: side, height: side, torus: false, seed: 3)),
      ("plaintext", "soup.cells", soupPlaintext(width: side, height: side, seed: 3)),
    ]
    print("Reading a \(side)² soup of density 0.5, file to pattern, best of 5 reads:")
    for (format, fileName, text) in files {
      let url = folder.appendingPathComponent(fileName)
      try Data(text.utf8).write(to: url, options: .atomic)
      let (seconds, population) = try bestRead(url.path)
      let megabytesPerSecond = Double(text.utf8.count) / 1e6 / seconds
      let met = seconds * 1000 < goalMilliseconds && megabytesPerSecond >= goalMegabytesPerSecond
      print(
        "  \(side)² soup \(format) read: "
          + String(format: "%.1f ms, %.0f MB/s", seconds * 1000, megabytesPerSecond)
          + String(format: " (%.1f MB, %ld live cells; ", Double(text.utf8.count) / 1e6, population)
          + String(
            format: "goal < %.0f ms and ≥ %.0f MB/s: %@)", goalMilliseconds, goalMegabytesPerSecond,
            met ? "met" : "MISSED"))
    }
    print()
  }

  /// The best of five reads of a file, and the population read; other programs can only slow a read down.
  private static func bestRead(_ path: String) throws -> (seconds: Double, population: Int) {
    var best = Double.infinity
    var population = 0
    for _ in 0..<5 {
      let start = DispatchTime.now()
      let pattern = try PatternInput.load(path, command: "bench")
      best = min(best, start.secondsSince)
      population = pattern.population
    }
    return (best, population)
  }

  /// A soup of density 0.5 as a plaintext `.cells` file, one row of `.` and `O` per line.
  static func soupPlaintext(width: Int, height: Int, seed: UInt64) -> String {
    var generator = SplitMix64(seed: seed)
    var text: [UInt8] = Array("!Name: soup\n".utf8)
    text.reserveCapacity(text.count + (width + 1) * height)
    for _ in 0..<height {
      var bits: UInt64 = 0
      for column in 0..<width {
        if column % 64 == 0 { bits = generator.next() }
        text.append(bits >> UInt64(column % 64) & 1 == 1 ? UInt8(ascii: "O") : UInt8(ascii: "."))
      }
      text.append(UInt8(ascii: "\n"))
    }
    return String(decoding: text, as: UTF8.self)
  }
}
