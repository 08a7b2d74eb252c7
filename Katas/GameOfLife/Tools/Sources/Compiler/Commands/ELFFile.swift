import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few parts of a 64-bit little-endian ELF file the tool reads: its sections and its dynamic entries.
package struct ELFFile {
  struct Section {
    var name: String
    var type: UInt32
    var offset: Int
    var size: Int
    var link: Int
  }

  package static let needed: UInt64 = 1
  package static let oldRunPath: UInt64 = 15
  package static let runPath: UInt64 = 29
  static let soname: UInt64 = 14

  let data: Data
  let sections: [Section]

  /// Nil unless the bytes are a whole 64-bit little-endian ELF file.
  package init?(_ data: Data) {
    self.data = data
    guard let sections = data.withUnsafeBytes(Self.sections) else { return nil }
    self.sections = sections
  }

  /// The sections the headers in `bytes` describe; nil unless the bytes are a whole ELF file of 64 bits.
  ///
  /// Read from memory, not through `Data`: an object holds hundreds of sections, and a light reads several
  /// objects before each link, in a debug build of the tool.
  private static func sections(in bytes: UnsafeRawBufferPointer) -> [Section]? {
    // Every offset the file gives is checked before it is added to: a damaged file is nil, never a trap.
    func integer(_ offset: Int, _ size: Int) -> Int? {
      guard offset >= 0, offset <= bytes.count - size else { return nil }
      switch size {
      case 2: return Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
      case 4: return Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      default:
        return Int(
          truncatingIfNeeded: UInt64(
            littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      }
    }
    guard let base = bytes.baseAddress, bytes.count >= 64,
      bytes.prefix(6).elementsEqual([0x7f, 0x45, 0x4c, 0x46, 2, 1]),
      let headers = integer(0x28, 8), let size = integer(0x3a, 2), let count = integer(0x3c, 2),
      let namesIndex = integer(0x3e, 2), size >= 64, count < 65536, headers >= 0, headers <= bytes.count
    else { return nil }
    var raw: [(name: Int, type: Int, offset: Int, size: Int, link: Int)] = []
    for index in 0..<count {
      let at = headers + index * size
      guard let name = integer(at, 4), let type = integer(at + 4, 4), let offset = integer(at + 0x18, 8),
        let length = integer(at + 0x20, 8), let link = integer(at + 0x28, 4)
      else { return nil }
      // SHT_NOBITS holds no bytes in the file, wherever it says they are.
      let holds = type == 8 ? (0, 0) : (offset, length)
      guard holds.0 >= 0, holds.1 >= 0, holds.0 <= bytes.count - holds.1 else { return nil }
      raw.append((name, type, holds.0, holds.1, link))
    }
    guard namesIndex < raw.count else { return nil }
    let names = raw[namesIndex]
    let namesEnd = names.offset + names.size
    return raw.map { section in
      let start = section.name <= namesEnd - names.offset ? names.offset + section.name : namesEnd
      // The C library finds the name's end: a generic search over the bytes is slow in a debug build.
      let end = memchr(base + start, 0, namesEnd - start).map { base.distance(to: $0) } ?? namesEnd
      return Section(
        name: String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self),
        type: UInt32(section.type), offset: section.offset, size: section.size, link: section.link)
    }
  }

  /// The bytes of every section of that name, in order.
  func contents(ofSectionsNamed name: String) -> [Data] {
    sections.filter { $0.name == name && $0.type != 8 }.map {
      data[(data.startIndex + $0.offset)..<(data.startIndex + $0.offset + $0.size)]
    }
  }

  /// The entries of the dynamic section: what a shared object needs and where it is looked for.
  package func dynamicEntries() -> [(tag: UInt64, value: UInt64)] {
    guard let dynamic = sections.first(where: { $0.type == 6 }) else { return [] }
    var entries: [(UInt64, UInt64)] = []
    var at = dynamic.offset
    while at + 16 <= dynamic.offset + dynamic.size {
      let tag = word(at)
      if tag == 0 { break }
      entries.append((tag, word(at + 8)))
      at += 16
    }
    return entries
  }

  /// A string of the dynamic string table.
  package func dynamicString(at offset: UInt64) -> String? {
    guard let dynamic = sections.first(where: { $0.type == 6 }), dynamic.link < sections.count else {
      return nil
    }
    let strings = sections[dynamic.link]
    guard offset < UInt64(strings.size) else { return nil }
    var end = strings.offset + Int(offset)
    while end < strings.offset + strings.size, data[data.startIndex + end] != 0 { end += 1 }
    return String(
      decoding: data[(data.startIndex + strings.offset + Int(offset))..<(data.startIndex + end)],
      as: UTF8.self)
  }

  private func word(_ offset: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in (0..<8).reversed() { value = value << 8 | UInt64(data[data.startIndex + offset + index]) }
    return value
  }
}
