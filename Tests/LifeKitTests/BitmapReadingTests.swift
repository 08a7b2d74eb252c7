import GameOfLife
import Testing

@testable import LifeKit

@Suite("Dense files read into bitmaps")
struct BitmapReadingTests {
  /// What RLE bodies are made of, the odd and the wrong included, so both readers meet every case.
  static let alphabet = [
    "b", "o", "$", "b", "o", "$", "2", "3", "0", "1", "9", "\n", "\r\n", "\r", " ", "!", "x", "A", ".", "70",
  ]

  @Test(
    "An RLE body reads the same cells in the same order as the list reader, and refuses the same mistakes",
    arguments: 0..<500)
  func rleAgreesWithTheListReader(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let width = Int(generator.next() % 70) + 1
    let height = Int(generator.next() % 9) + 1
    let corner = generator.next() % 2 == 0 ? "" : "#P \(Int(generator.next() % 200) - 100) -7\n"
    // A long comment makes the text large enough for a bitmap of the box.
    let body = (0..<Int(generator.next() % 60)).map { _ in
      Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))]
    }.joined()
    let text =
      "#C \(String(repeating: "-", count: 8 * height * 2))\n\(corner)x = \(width), y = \(height)\n\(body)"
    let fast = Result { try Pattern(rle: text) }
    let reference = Result { try Pattern(rle: text, readingBitmaps: false) }
    switch (fast, reference) {
    case (.success(let fast), .success(let reference)):
      #expect(fast == reference, "seed \(seed): \(body.debugDescription)")
      #expect(Array(fast.liveCells) == Array(reference.liveCells), "seed \(seed): \(body.debugDescription)")
    case (.failure(let fast), .failure(let reference)):
      #expect("\(fast)" == "\(reference)", "seed \(seed): \(body.debugDescription)")
    default:
      Issue.record("seed \(seed): one reader refused \(body.debugDescription), the other read it")
    }
  }

  /// What long RLE bodies are made of: mostly a soup's short runs, with now and then something odder.
  static let soupAlphabet = [
    "b", "o", "2b", "3o", "b", "o", "9b", "4o", "\n", "$", "12o", "2$", "\n2", "\r\n", "0o", "!", " ",
  ]

  @Test("Long RLE bodies, read 64 bytes at a time, give the list reader's cells or its mistake")
  func longRLEAgreesWithTheListReader() {
    var bitmaps = 0
    for seed: UInt64 in 0..<300 {
      var generator = SplitMix64(seed: seed)
      let width = Int(generator.next() % 300) + 1
      let height = Int(generator.next() % 80) + 1
      // Mostly a soup's runs; in some bodies, an item from the odd alphabet now and then.
      let oddsIn64 = generator.next() % 3
      let body = (0..<Int(generator.next() % 800)).map { _ in
        let alphabet = generator.next() % 64 < oddsIn64 ? Self.alphabet : Self.soupAlphabet
        return alphabet[Int(generator.next() % UInt64(alphabet.count))]
      }.joined()
      let text = "#C \(String(repeating: "-", count: 8 * height * 5))\nx = \(width), y = \(height)\n\(body)"
      let fast = Result { try Pattern(rle: text) }
      let reference = Result { try Pattern(rle: text, readingBitmaps: false) }
      switch (fast, reference) {
      case (.success(let fast), .success(let reference)):
        #expect(fast == reference, "seed \(seed)")
        #expect(firstDifference(Array(fast.liveCells), Array(reference.liveCells)) == nil, "seed \(seed)")
        if fast.liveCells.bitmap != nil { bitmaps += 1 }
      case (.failure(let fast), .failure(let reference)):
        #expect("\(fast)" == "\(reference)", "seed \(seed)")
      default:
        Issue.record("seed \(seed): one reader refused \(body.debugDescription), the other read it")
      }
    }
    // Most bodies must fit their box, or this would only test the list reader against itself.
    #expect(bitmaps >= 100, "only \(bitmaps) of 300 bodies were read as bitmaps")
  }

  @Test(
    "A soup's RLE and plaintext files are held as bitmaps, with every cell where it was", arguments: 0..<6)
  func soupsAreBitmaps(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let width = Int(generator.next() % 200) + 1
    let height = Int(generator.next() % 50) + 1
    var cells: [Position] = []
    for row in 0..<height {
      for column in 0..<width where generator.next() % 2 == 0 {
        cells.append(Position(row: row - 9, column: column + 5))
      }
    }
    let soup = Pattern(liveCells: cells, origin: Position(row: -9, column: 5), width: width, height: height)
    let fromRLE = try Pattern(rle: soup.rle)
    let fromPlaintext = try Pattern(plaintext: soup.plaintext)
    #expect(fromRLE.liveCells.bitmap != nil && fromPlaintext.liveCells.bitmap != nil, "seed \(seed)")
    #expect(firstDifference(Array(fromRLE.liveCells), cells) == nil, "seed \(seed)")
    let atZero = cells.map { Position(row: $0.row + 9, column: $0.column - 5) }
    #expect(firstDifference(Array(fromPlaintext.liveCells), atZero) == nil, "seed \(seed)")
  }

  /// Where two lists of cells first differ, short enough to read when a soup of thousands fails.
  private func firstDifference(_ read: [Position], _ expected: [Position]) -> String? {
    guard
      let offset = (0..<min(read.count, expected.count)).first(where: { read[$0] != expected[$0] })
        ?? (read.count == expected.count ? nil : min(read.count, expected.count))
    else { return nil }
    let found = offset < read.count ? "\(read[offset])" : "nothing"
    let wanted = offset < expected.count ? "\(expected[offset])" : "nothing"
    return "cell \(offset): read \(found), expected \(wanted)"
  }

  @Test(
    "A bitmap's cells are a collection: counted, indexed forwards, backwards and by offset", arguments: 0..<6)
  func bitmapIsACollection(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let width = Int(generator.next() % 150) + 1
    let rows = (0..<Int(generator.next() % 20) + 1).map { _ in
      String((0..<width).map { _ in generator.next() % 3 == 0 ? "O" : "." })
    }
    let cells = try Pattern(plaintext: rows.joined(separator: "\n")).liveCells
    let list = Array(cells)
    try #require(cells.bitmap != nil)
    #expect(cells.count == list.count)
    #expect(Array(cells.reversed()) == list.reversed(), "seed \(seed)")
    #expect(cells.indices.map { cells[$0] } == list, "seed \(seed)")
    for offset in stride(from: 0, through: list.count, by: max(1, list.count / 17)) {
      let index = cells.index(cells.startIndex, offsetBy: offset)
      #expect(cells.distance(from: cells.startIndex, to: index) == offset)
      if offset < list.count { #expect(cells[index] == list[offset], "seed \(seed), offset \(offset)") }
    }
    var edited = cells
    edited.removeAll { $0.row == 0 }
    #expect(Array(edited) == list.filter { $0.row != 0 } && edited.bitmap == nil)
  }

  @Test(
    "Long rows of `.`, `O` and `*`, read eight bytes at a time, give the cells the cell-by-cell reader gives",
    arguments: 0..<6)
  func plaintextEightAtATime(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let rows = (0..<12).map { _ in
      String((0..<Int(generator.next() % 140) + 1).map { _ in [".", "O", "*"][Int(generator.next() % 3)] })
    }
    let text = rows.joined(separator: "\n")
    let fast = try Pattern(plaintext: text)
    try #require(fast.liveCells.bitmap != nil, "seed \(seed)")
    let reference = try Pattern(plaintextCharacters: text)
    #expect(firstDifference(Array(fast.liveCells), Array(reference.liveCells)) == nil, "seed \(seed)")
    #expect(fast.width == reference.width && fast.height == reference.height)
  }

  @Test(
    "A stray character anywhere in a long row gives the cell-by-cell reader's error",
    arguments: [3, 8, 20, 63, 64, 70])
  func plaintextStrayCharacter(column: Int) throws {
    var row = Array(String(repeating: ".O*", count: 30))
    row[column] = "x"
    let text = "OO.\n" + String(row) + "\n"
    #expect(throws: PatternError.self) { try Pattern(plaintext: text) }
    do {
      _ = try Pattern(plaintext: text)
    } catch {
      #expect(
        "\(error)"
          == "2:\(column + 1): unexpected character 'x' in a plaintext pattern (use '.' for dead, 'O' for alive)"
      )
    }
  }
}
