import Compiler
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
