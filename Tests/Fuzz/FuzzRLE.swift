import LifeKit

/// Feeds arbitrary bytes to the RLE reader: it must throw or succeed, never crash, hang or exhaust memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRLE(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let pattern = try? Pattern(rle: text) {
    _ = try? Pattern(rle: pattern.rle)
  }
  return 0
}
