/// Questions asked of eight bytes at once, in one 64-bit word: no branch and no table per byte.
///
/// Each answer sets the top bit of the bytes it is true of, and only of those: the arithmetic keeps every
/// byte's sum below 256, so no carry spills into the next byte.
enum EightBytes {
  /// The top bit of each byte that is a digit, `0` to `9`.
  @inline(__always)
  static func digits(_ word: UInt64) -> UInt64 {
    let low7 = word & 0x7F7F_7F7F_7F7F_7F7F
    // The top bit comes on from `0` (0x30) up, and from `:` (0x3A) up; bytes of 0x80 and over are neither.
    let fromZero = low7 &+ 0x5050_5050_5050_5050
    let pastNine = low7 &+ 0x4646_4646_4646_4646
    return fromZero & ~pastNine & ~word & 0x8080_8080_8080_8080
  }

  /// The top bit of each byte equal to `byte`, an ASCII character.
  @inline(__always)
  static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
    let difference = word ^ UInt64(byte) &* 0x0101_0101_0101_0101
    // A byte is zero when adding 0x7F to its low seven bits does not reach its top bit, nor does it have one.
    let low7 = difference & 0x7F7F_7F7F_7F7F_7F7F
    return ~(low7 &+ 0x7F7F_7F7F_7F7F_7F7F | difference) & 0x8080_8080_8080_8080
  }

  /// The top bit of each of the eight bytes, gathered into one byte: byte `i`'s bit becomes bit `i`.
  @inline(__always)
  static func highBits(_ word: UInt64) -> UInt8 {
    UInt8(truncatingIfNeeded: ((word >> 7) &* 0x0102_0408_1020_4080) >> 56)
  }
}
