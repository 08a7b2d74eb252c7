import GameOfLife
import Testing

@testable import LifeKit

@Suite("The byte reader of plaintext files")
struct PlaintextReaderTests {
  /// The characters a plaintext file is made of, its mistakes, and every line ending Swift knows in ASCII.
  static let alphabet = Array(".O*! \tx:Name\n\r\u{0B}\u{0C}").map(String.init) + ["\r\n", "!Name: a", "! b"]

  @Test(
    "On ASCII text it reads what the Character reader reads, and refuses the same mistakes",
    arguments: 0..<400)
  func agreesWithTheCharacterReader(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let text = (0..<Int(generator.next() % 40)).map { _ in
      // Mostly cells, so that whole rows are read as often as mistakes are found.
      let pick = Int(generator.next() % UInt64(Self.alphabet.count * 2))
      return pick < Self.alphabet.count ? Self.alphabet[pick] : [".", "O"][pick % 2]
    }.joined()
    let bytes = Result { try Pattern(plaintext: text) }
    let characters = Result { try Pattern(plaintextCharacters: text) }
    switch (bytes, characters) {
    case (.success(let fast), .success(let reference)):
      #expect(fast == reference, "seed \(seed): \(text.debugDescription)")
      #expect(Array(fast.liveCells) == Array(reference.liveCells), "seed \(seed): \(text.debugDescription)")
      #expect(fast.name == reference.name && fast.comments == reference.comments, "seed \(seed)")
    case (.failure(let fast), .failure(let reference)):
      #expect("\(fast)" == "\(reference)", "seed \(seed): \(text.debugDescription)")
    default:
      Issue.record("seed \(seed): one reader refused \(text.debugDescription), the other read it")
    }
  }

  @Test("Text that is not ASCII goes to the Character reader, which names whole graphemes")
  func graphemes() {
    #expect {
      try Pattern(plaintext: ".O\u{301}.\n")
    } throws: { error in
      "\(error)" == "1:2: unexpected character 'Ó' in a plaintext pattern (use '.' for dead, 'O' for alive)"
    }
  }
}
