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
    guard data.count >= 64, data.prefix(6) == Data([0x7f, 0x45, 0x4c, 0x46, 2, 1]) else { return nil }
    func integer(_ offset: Int, _ size: Int) -> Int? {
      guard offset >= 0, offset + size <= data.count else { return nil }
      var value = 0
      for index in (0..<size).reversed() { value = value << 8 | Int(data[data.startIndex + offset + index]) }
      return value
    }
    guard let headers = integer(0x28, 8), let size = integer(0x3a, 2), let count = integer(0x3c, 2),
      let namesIndex = integer(0x3e, 2), size >= 64, count < 65536
    else { return nil }
    var raw: [(name: Int, type: Int, offset: Int, size: Int, link: Int)] = []
    for index in 0..<count {
      let at = headers + index * size
      guard let name = integer(at, 4), let type = integer(at + 4, 4), let offset = integer(at + 0x18, 8),
        let length = integer(at + 0x20, 8), let link = integer(at + 0x28, 4),
        offset + length <= data.count
          || type == 8  // SHT_NOBITS holds no bytes in the file
      else { return nil }
      raw.append((name, type, offset, length, link))
    }
    guard namesIndex < raw.count else { return nil }
    let names = raw[namesIndex]
    sections = raw.map { section in
      var end = names.offset + section.name
      while end < min(data.count, names.offset + names.size), data[data.startIndex + end] != 0 { end += 1 }
      let start = min(names.offset + section.name, end)
      return Section(
        name: String(decoding: data[(data.startIndex + start)..<(data.startIndex + end)], as: UTF8.self),
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
