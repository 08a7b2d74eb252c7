/// A 64-bit FNV-1a hash of text, written as 16 hexadecimal digits.
///
/// It names a variant of the sources, so it must be the same on every run and every machine (Swift's
/// `Hasher` is seeded per process, so it cannot serve). It guards against stale builds, not attackers.
package struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325

  package init() {}

  package mutating func add(_ text: String) {
    add(bytes: text.utf8)
    // A separator, so that "ab" + "c" and "a" + "bc" differ.
    add(bytes: [0xff])
  }

  package mutating func add<Bytes: Sequence<UInt8>>(bytes: Bytes) {
    // Every light hashes its objects, and the tool is a debug build, where a generic loop over bytes, or a
    // call for each byte (none is inlined), is several times slower than a pointer walking their memory.
    let hashed: UInt64? = bytes.withContiguousStorageIfAvailable { buffer in
      var hash = value
      guard var byte = buffer.baseAddress else { return hash }
      let end = byte + buffer.count
      while byte < end {
        hash = (hash ^ UInt64(byte.pointee)) &* 0x0000_0100_0000_01b3
        byte += 1
      }
      return hash
    }
    if let hashed {
      value = hashed
    } else {
      for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    }
  }

  package var description: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
