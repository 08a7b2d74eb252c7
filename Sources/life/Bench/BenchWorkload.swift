import Foundation
import GameOfLife
import LifeKit

/// One thing to time: an RLE file, how far to run it, which engines to run it with and which Golly algorithm.
struct BenchWorkload {
  let name: String
  let summary: String
  let generations: Int
  let engines: [EngineKind]
  /// The bgolly algorithm to compare with: QuickLife or HashLife.
  let gollyAlgorithm: String
  /// Cells stepped each generation, for cell updates per second; `nil` on the plane, where it is not fixed.
  let cellsPerGeneration: Int?
  /// Where the RLE file comes from.
  let source: Source

  enum Source {
    /// A random soup of density 0.5 from a fixed seed, on a torus or in the plane.
    case soup(width: Int, height: Int, torus: Bool, seed: UInt64)
    /// A pattern of the built-in library.
    case library(String)
    /// A file of Golly's pattern collection, by its path under `Patterns/`.
    case golly(String)
  }

  static let all: [BenchWorkload] = [
    BenchWorkload(
      name: "torus-1024", summary: "1024 × 1024 soup on a torus", generations: 1000, engines: [.bitboard],
      gollyAlgorithm: "QuickLife", cellsPerGeneration: 1024 * 1024,
      source: .soup(width: 1024, height: 1024, torus: true, seed: 1)),
    BenchWorkload(
      name: "torus-2048", summary: "2048 × 2048 soup on a torus", generations: 1000, engines: [.bitboard],
      gollyAlgorithm: "QuickLife", cellsPerGeneration: 2048 * 2048,
      source: .soup(width: 2048, height: 2048, torus: true, seed: 2)),
    BenchWorkload(
      name: "plane-2048", summary: "2048 × 2048 soup in the plane", generations: 1000, engines: [.sparse],
      gollyAlgorithm: "QuickLife", cellsPerGeneration: nil,
      source: .soup(width: 2048, height: 2048, torus: false, seed: 3)),
    BenchWorkload(
      name: "gun", summary: "Gosper glider gun in the plane", generations: 100_000,
      engines: [.sparse, .hashlife],
      gollyAlgorithm: "QuickLife", cellsPerGeneration: nil, source: .library("gosper-glider-gun")),
    BenchWorkload(
      name: "ticker", summary: "Life/Guns/golly-ticker.rle", generations: 1 << 20, engines: [.hashlife],
      gollyAlgorithm: "HashLife", cellsPerGeneration: nil, source: .golly("Life/Guns/golly-ticker.rle")),
    BenchWorkload(
      name: "ping-pong", summary: "Life/Breeders/switch-engine-ping-pong.rle", generations: 1 << 24,
      engines: [.hashlife], gollyAlgorithm: "HashLife", cellsPerGeneration: nil,
      source: .golly("Life/Breeders/switch-engine-ping-pong.rle")),
    BenchWorkload(
      name: "lidka", summary: "Life/Methuselahs/lidka-predecessor.rle", generations: 65_536,
      engines: [.hashlife],
      gollyAlgorithm: "HashLife", cellsPerGeneration: nil,
      source: .golly("Life/Methuselahs/lidka-predecessor.rle")),
    // Two large patterns that run long: a gun of Corderships, whose first phase is chaotic, and a
    // spacefilling explosion whose population grows with the square of time.
    BenchWorkload(
      name: "cordership-gun", summary: "Life/Guns/7-in-a-row-Cordership-V-gun.rle", generations: 1 << 24,
      engines: [.hashlife], gollyAlgorithm: "HashLife", cellsPerGeneration: nil,
      source: .golly("Life/Guns/7-in-a-row-Cordership-V-gun.rle")),
    BenchWorkload(
      name: "cambrian", summary: "Life/Miscellaneous/Cambrian-Explosion.rle", generations: 1 << 30,
      engines: [.hashlife], gollyAlgorithm: "HashLife", cellsPerGeneration: nil,
      source: .golly("Life/Miscellaneous/Cambrian-Explosion.rle")),
  ]

  static var names: [String] { all.map(\.name) }

  /// Golly's pattern collection, where the usual installs put it; `nil` when Golly is not installed.
  static var gollyPatterns: URL? {
    let candidates = [
      ProcessInfo.processInfo.environment["GOLLY_PATTERNS"], "/usr/share/golly/Patterns",
      "/usr/local/share/golly/Patterns", "/opt/homebrew/share/golly/Patterns",
    ]
    return candidates.compactMap { $0 }.map(URL.init(fileURLWithPath:))
      .first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The RLE file to run, written into a folder for generated workloads; `nil` when its Golly file is absent.
  func file(in folder: URL) throws -> URL? {
    switch source {
    case .soup(let width, let height, let torus, let seed):
      let url = folder.appendingPathComponent("\(name).rle")
      try Data(Self.soupRLE(width: width, height: height, torus: torus, seed: seed).utf8).write(
        to: url, options: .atomic)
      return url
    case .library(let patternName):
      guard let entry = PatternLibrary.named(patternName) else { return nil }
      let url = folder.appendingPathComponent("\(name).rle")
      try Data(entry.pattern().rle.utf8).write(to: url, options: .atomic)
      return url
    case .golly(let path):
      guard let url = Self.gollyPatterns?.appendingPathComponent(path),
        FileManager.default.fileExists(atPath: url.path)
      else { return nil }
      return url
    }
  }

  /// A soup of density 0.5 as RLE, written straight from the random bits (a million cells in well under a second).
  static func soupRLE(width: Int, height: Int, torus: Bool, seed: UInt64) -> String {
    var generator = SplitMix64(seed: seed)
    var body: [UInt8] = []
    var line = 0
    func emit(_ count: Int, _ tag: UInt8) {
      guard count > 0 else { return }
      let item = Array((count == 1 ? "" : String(count)).utf8) + [tag]
      if line + item.count > 70 {
        body.append(UInt8(ascii: "\n"))
        line = 0
      }
      body += item
      line += item.count
    }
    for row in 0..<height {
      var run = (tag: UInt8(ascii: "b"), count: 0)
      var bits: UInt64 = 0
      for column in 0..<width {
        if column % 64 == 0 { bits = generator.next() }
        let tag = bits >> UInt64(column % 64) & 1 == 1 ? UInt8(ascii: "o") : UInt8(ascii: "b")
        if tag == run.tag {
          run.count += 1
        } else {
          emit(run.count, run.tag)
          run = (tag, 1)
        }
      }
      if run.tag == UInt8(ascii: "o") { emit(run.count, run.tag) }
      emit(1, row == height - 1 ? UInt8(ascii: "!") : UInt8(ascii: "$"))
    }
    let suffix = torus ? ":T\(width),\(height)" : ""
    return
      "#C a seeded soup of density 0.5 for life bench\nx = \(width), y = \(height), rule = B3/S23\(suffix)\n"
      + String(decoding: body, as: UTF8.self) + "\n"
  }
}
