import Foundation
import GameOfLife
import Testing

@testable import LifeKit

@Suite("Large RLE files read a chunk at a time")
struct RLEChunkReadingTests {
  /// A soup's runs, and the things a run may be cut between: a count split by a line break, `\r\n`.
  static let items = ["b", "o", "2b", "3o", "9b", "4o", "12o", "\n", "1\n2o", "\r\n", "0o"]

  /// An RLE file whose body is made of `items` and fits its box, with a short header: long enough to be
  /// read into a bitmap, short enough to cut at every byte.
  private func soup(seed: UInt64, odd: [String] = []) -> String {
    var generator = SplitMix64(seed: seed)
    var rows: [String] = []
    for _ in 0..<12 {
      let row = (0..<Int(generator.next() % 40) + 60).map { _ in
        Self.items[Int(generator.next() % UInt64(Self.items.count))]
      }
      rows.append(row.joined())
    }
    var body = rows.joined(separator: "$")
    for item in odd {
      let offset = Int(generator.next() % UInt64(body.utf8.count + 1))
      let index = body.utf8.index(body.utf8.startIndex, offsetBy: offset)
      body.insert(contentsOf: item, at: index)
    }
    return "#N soup \(seed)\nx = 800, y = 12, rule = B3/S23\n\(body)!\n"
  }

  /// Writes a file and reads it in chunks of `chunkBytes`, beside the whole text's reading.
  private func read(_ text: String, chunkBytes: Int) throws -> (
    chunks: Pattern?, whole: Result<Pattern, Error>
  ) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rle-chunks-\(UUID()).rle")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let chunks = Pattern.readingRLEChunks(atPath: url.path, largestFile: 1 << 20, chunkBytes: chunkBytes)
    return (chunks, Result { try Pattern(rle: text, readingBitmaps: false) })
  }

  @Test("A run cut by a chunk's end anywhere is read as in the whole text", arguments: 0..<8)
  func cutAnywhere(seed: UInt64) throws {
    let text = soup(seed: seed)
    try #require(try Pattern(rle: text).liveCells.bitmap != nil, "seed \(seed): the whole text is no bitmap")
    // Every chunk size from a little more than the header: cuts fall on every byte of the body.
    for chunkBytes in 100..<260 {
      let (chunks, whole) = try read(text, chunkBytes: chunkBytes)
      let expected = try whole.get()
      let pattern = try #require(chunks, "seed \(seed), chunks of \(chunkBytes)")
      #expect(pattern == expected, "seed \(seed), chunks of \(chunkBytes)")
      #expect(Array(pattern.liveCells) == Array(expected.liveCells), "seed \(seed), chunks of \(chunkBytes)")
    }
  }

  @Test(
    "A mistake anywhere, a chunk's end next to it or not, leaves the file to be read whole",
    arguments: ["\r", " 2", "x", "2 o", "\u{E9}", "99999999999o", "400b"])
  func mistakes(odd: String) throws {
    for seed: UInt64 in 0..<4 {
      let text = soup(seed: seed, odd: [odd])
      for chunkBytes in 100..<200 {
        let (chunks, whole) = try read(text, chunkBytes: chunkBytes)
        if case .failure = whole {
          #expect(chunks == nil, "seed \(seed), chunks of \(chunkBytes): \(odd.debugDescription)")
        } else if let chunks {
          #expect(chunks == (try whole.get()), "seed \(seed), chunks of \(chunkBytes)")
        }
      }
    }
  }

  @Test("A file that is not UTF-8 after its `!` is left to be read whole, which refuses it")
  func notUTF8AfterTheEnd() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rle-chunks-\(UUID()).rle")
    try Data(soup(seed: 1).utf8 + [0xFF, 0x0A]).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(Pattern.readingRLEChunks(atPath: url.path, largestFile: 1 << 20, chunkBytes: 128) == nil)
    #expect(Pattern.readingRLEChunks(atPath: url.path, largestFile: 1 << 20) == nil)
  }
}
