import Testing

@testable import life

@Suite("Decoding the keys a terminal sends")
struct KeyDecoderTests {
  @Test(
    "An arrow key's escape sequence is one key",
    arguments: zip(
      ["\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}OC"],
      [Key.up, .down, .right, .left, .up, .right]))
  func arrowKeys(sequence: String, key: Key) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(sequence.utf8)) == [key])
  }

  @Test("Letters, space, Enter, Backspace and Ctrl-C are keys of their own")
  func singleBytes() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode([0x6E, 0x20, 0x0D, 0x7F, 0x03, 0x2B])
        == [.character("n"), .character(" "), .enter, .backspace, .interrupt, .character("+")])
  }

  @Test("A sequence cut in two by a read waits for its end")
  func splitSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.decode([0x43, 0x78]) == [.right, .character("x")])
    #expect(!decoder.isWaiting)
  }

  @Test("A lone ESC with nothing after it is the Escape key")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.flush() == [.escape])
  }

  @Test("A sequence the player does not know is read to its end and does not leak letters")
  func unknownSequence() {
    var decoder = KeyDecoder()
    // F5 is ESC [ 1 5 ~: without reading to the '~' its digits would be typed.
    #expect(decoder.decode(Array("\u{1B}[15~q".utf8)) == [.unknown, .character("q")])
  }

  @Test("A character of several UTF-8 bytes is one key, even split across reads")
  func utf8Character() {
    var decoder = KeyDecoder()
    let bytes = Array("é".utf8)
    #expect(decoder.decode([bytes[0]]).isEmpty)
    #expect(decoder.decode([bytes[1]]) == [.character("é")])
  }
}
