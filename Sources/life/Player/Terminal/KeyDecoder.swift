/// Turns the bytes read from a terminal in raw mode into keys.
///
/// Arrow keys arrive as escape sequences: `ESC [ A` (or `ESC O A` in application mode) for ↑, with B, C and
/// D for ↓, → and ←. A lone `ESC` is the Escape key. Bytes of a sequence cut in two by a read are kept
/// until the next read completes it.
struct KeyDecoder {
  private var pending: [UInt8] = []

  /// The keys in these bytes, in order; an incomplete sequence at the end waits for more bytes.
  mutating func decode(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    while !pending.isEmpty {
      guard let (key, length) = Self.firstKey(in: pending) else { break }
      keys.append(key)
      pending.removeFirst(length)
    }
    return keys
  }

  /// Gives up waiting for the end of a sequence: what is pending is an Escape key and whatever followed it.
  ///
  /// Called when no more bytes came soon after an `ESC`, which means the user pressed Escape itself.
  mutating func flush() -> [Key] {
    guard !pending.isEmpty else { return [] }
    let rest = Array(pending.dropFirst())
    pending = []
    return [.escape] + decode(rest)
  }

  /// Whether bytes are waiting for the rest of an escape sequence.
  var isWaiting: Bool { !pending.isEmpty }

  /// The first key in the bytes and how many bytes it takes, or `nil` when the bytes end mid-sequence.
  private static func firstKey(in bytes: [UInt8]) -> (Key, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x1B: return escapeSequence(in: bytes)
    case 0x03: return (.interrupt, 1)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
    case 0xC0...0xF7: return utf8Character(in: bytes)
    default: return (.unknown, 1)
    }
  }

  /// An arrow key, another sequence (read to its end and reported as unknown), or `nil` when incomplete.
  private static func escapeSequence(in bytes: [UInt8]) -> (Key, Int)? {
    guard bytes.count >= 2 else { return nil }
    let introducer = bytes[1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      // ESC followed by anything else: the Escape key, then that byte on its own.
      return (.escape, 1)
    }
    // Parameters and intermediates (digits, ';' and so on) run up to a final byte from '@' to '~'.
    var index = 2
    while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
    guard index < bytes.count else { return nil }
    let length = index + 1
    switch bytes[index] {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (.right, length)
    case UInt8(ascii: "D"): return (.left, length)
    default: return (.unknown, length)
    }
  }

  /// A character of several UTF-8 bytes, such as `é` typed in a name, or `nil` when its bytes are not all here.
  private static func utf8Character(in bytes: [UInt8]) -> (Key, Int)? {
    let length =
      switch bytes[0] {
      case 0xC0...0xDF: 2
      case 0xE0...0xEF: 3
      default: 4
      }
    guard bytes.count >= length else { return nil }
    let text = String(decoding: bytes[0..<length], as: UTF8.self)
    guard let character = text.first, text.count == 1, character != "\u{FFFD}" else {
      return (.unknown, length)
    }
    return (.character(character), length)
  }
}
