import LifeKit

/// Feeds arbitrary bytes to the Life 1.05 and 1.06 readers, and to format recognition.
///
/// Each must throw or succeed, never crash, hang or exhaust memory; what they read must write back and read
/// again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLife(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let pattern = try? Pattern(life105: text) {
    _ = try? Pattern(life105: pattern.life105)
  }
  if let pattern = try? Pattern(life106: text) {
    _ = try? Pattern(life106: pattern.life106)
  }
  _ = try? Pattern(contentsOf: text)
  return 0
}
