import LifeKit

/// Feeds arbitrary bytes to the rule reader (`B3/S23`, `23/3`): it must throw or succeed, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRule(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let rule = try? LifeLikeRule(text) {
    _ = try? LifeLikeRule(rule.description)
  }
  return 0
}
