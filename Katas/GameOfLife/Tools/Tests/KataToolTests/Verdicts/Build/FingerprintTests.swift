import Foundation
import Testing

@testable import KataSystem

@Suite("A fingerprint is 64-bit FNV-1a, the same from any kind of bytes")
struct FingerprintTests {
  func fingerprint(_ bytes: some Sequence<UInt8>) -> String {
    var fingerprint = Fingerprint()
    fingerprint.add(bytes: bytes)
    return fingerprint.description
  }

  @Test("The published values of FNV-1a, from contiguous bytes and from a sequence that is not")
  func published() {
    for (text, value) in [
      ("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8"),
    ] {
      #expect(fingerprint(Data(text.utf8)) == value)
      #expect(fingerprint(Array(text.utf8)) == value)
      #expect(fingerprint(text.utf8.lazy.map { $0 }) == value)
    }
  }

  @Test("Text is separated, so that \"ab\" + \"c\" and \"a\" + \"bc\" differ")
  func separated() {
    var first = Fingerprint()
    first.add("ab")
    first.add("c")
    var second = Fingerprint()
    second.add("a")
    second.add("bc")
    #expect(first != second)
  }
}
