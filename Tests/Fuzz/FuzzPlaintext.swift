import LifeKit

/// Feeds arbitrary bytes to the plaintext `.cells` reader: it must throw or succeed, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlaintext(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let pattern = try? Pattern(plaintext: text) {
    _ = try? Pattern(plaintext: pattern.plaintext)
  }
  return 0
}
