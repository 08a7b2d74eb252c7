import Testing

@testable import KataSystem

@Suite("Words a person types and reads")
struct WordsTests {
  @Test("A yes-or-no option takes the words people use, and refuses any other, naming the option")
  func yesOrNoWords() throws {
    for word in ["1", "yes", "YES", "y", "true", "on"] {
      #expect(try yesOrNo(word, option: "WATCH"), "\(word)")
    }
    for word in ["", "0", "no", "n", "false", "off"] {
      #expect(try !yesOrNo(word, option: "WATCH"), "\(word)")
    }
    #expect(throws: KataError("WATCH must be 1 or yes (or 0 or no), not 'maybe'")) {
      try yesOrNo("maybe", option: "WATCH")
    }
  }
}
