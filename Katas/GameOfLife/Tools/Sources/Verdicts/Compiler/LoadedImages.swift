import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files a test binary runs as, read the way the dynamic loader finds them: the binary, and the
/// shared libraries it needs that the loader takes from inside the scratch package.
///
/// The compiler builds a learner's modules as shared libraries that the test binary loads, so the proof of
/// what was built reads them too. Each library a binary names (`DT_NEEDED`) is looked for as the loader
/// looks for it: in the run path written in the binary (`DT_RPATH`), the folders of `LD_LIBRARY_PATH`,
/// then its run path (`DT_RUNPATH`, with `$ORIGIN` the binary's own folder), the first file found being
/// the one loaded. Only a library found inside the package counts; one found elsewhere (the toolchain's)
/// is not read, so the proof can only miss a fingerprint, never find one that does not run.
enum LoadedImages {
  /// The binary and the libraries it loads from inside `folder`, the binary first.
  static func images(of binary: URL, within folder: URL) -> [URL] {
    let inside = folder.resolvingSymlinksInPath().standardizedFileURL.path + "/"
    let searched = (ProcessInfo.processInfo.environment["LD_LIBRARY_PATH"] ?? "").split(separator: ":")
      .map(String.init).filter { !$0.isEmpty }
    var images = [binary]
    var loaded: Set<String> = []
    var next = 0
    // Breadth first, as the loader goes: a name already loaded is not looked for again.
    while next < images.count {
      let image = images[next]
      next += 1
      guard let data = try? Data(contentsOf: image, options: .alwaysMapped), let elf = ELFFile(data) else {
        continue
      }
      let dynamic = elf.dynamicEntries()
      let origin = image.resolvingSymlinksInPath().deletingLastPathComponent().path
      func folders(_ tag: UInt64) -> [String] {
        dynamic.filter { $0.tag == tag }.flatMap { entry in
          (elf.dynamicString(at: entry.value) ?? "").split(separator: ":").map {
            $0.replacingOccurrences(of: "$ORIGIN", with: origin).replacingOccurrences(
              of: "${ORIGIN}", with: origin)
          }
        }
      }
      let runPath = folders(ELFFile.runPath)
      let order = (runPath.isEmpty ? folders(ELFFile.oldRunPath) : []) + searched + runPath
      for entry in dynamic where entry.tag == ELFFile.needed {
        guard let name = elf.dynamicString(at: entry.value), loaded.insert(name).inserted else { continue }
        let candidates = name.contains("/") ? [name] : order.map { "\($0)/\(name)" }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
          continue
        }
        let url = URL(fileURLWithPath: found).resolvingSymlinksInPath().standardizedFileURL
        if url.path.hasPrefix(inside) { images.append(url) }
      }
    }
    return images
  }

  /// Every fingerprint constant (`kata-fingerprint:…`) the binary and the libraries it loads hold.
  static func fingerprints(of binary: URL, within folder: URL) throws -> Set<String> {
    var found: Set<String> = []
    for image in images(of: binary, within: folder) {
      found.formUnion(fingerprints(in: try Data(contentsOf: image, options: .alwaysMapped)))
    }
    return found
  }

  /// Every whole constant in the bytes: the prefix, then hexadecimal digits and colons.
  static func fingerprints(in data: Data) -> Set<String> {
    let prefix = Array("kata-fingerprint:".utf8)
    var found: Set<String> = []
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      // The first byte found by `memchr`, the rest compared: a few milliseconds for a whole binary.
      while offset + prefix.count <= bytes.count,
        let hit = memchr(base + offset, Int32(prefix[0]), bytes.count - offset)
      {
        let start = base.distance(to: UnsafeRawPointer(hit))
        guard start + prefix.count <= bytes.count else { break }
        guard memcmp(hit, prefix, prefix.count) == 0 else {
          offset = start + 1
          continue
        }
        var end = start + prefix.count
        while end < bytes.count, Self.isConstantByte(bytes[end]) { end += 1 }
        found.insert(String(decoding: bytes[start..<end], as: UTF8.self))
        offset = end
      }
    }
    return found
  }

  private static func isConstantByte(_ byte: UInt8) -> Bool {
    (0x30...0x3a).contains(byte) || (0x61...0x66).contains(byte)  // 0-9 and ':', a-f
  }
}

/// The few parts of a 64-bit little-endian ELF file the tool reads: its sections and its dynamic entries.
struct ELFFile {
  struct Section {
    var name: String
    var type: UInt32
    var offset: Int
    var size: Int
    var link: Int
  }

  static let needed: UInt64 = 1
  static let oldRunPath: UInt64 = 15
  static let runPath: UInt64 = 29
  static let soname: UInt64 = 14

  let data: Data
  let sections: [Section]

  /// Nil unless the bytes are a whole 64-bit little-endian ELF file.
  init?(_ data: Data) {
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
  func dynamicEntries() -> [(tag: UInt64, value: UInt64)] {
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
  func dynamicString(at offset: UInt64) -> String? {
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
