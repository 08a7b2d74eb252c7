import Foundation
import LifeKit

/// The file the inputs are written to, one per process: a chunked read needs a file.
private let path = FileManager.default.temporaryDirectory.appendingPathComponent(
  "fuzz-rle-chunks-\(getpid()).rle"
).path

/// Feeds arbitrary bytes to the RLE file reader in chunks of a few bytes: whatever it reads, the whole
/// text must read the same; a crash is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRLEChunks(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard FileManager.default.createFile(atPath: path, contents: Data(buffer: bytes)) else { return 0 }
  // Small chunks, of a size the input chooses, so that runs are cut at every byte.
  let chunkBytes = 64 + Int(bytes.first ?? 0)
  guard let chunks = Pattern.readingRLEChunks(atPath: path, largestFile: 1 << 20, chunkBytes: chunkBytes)
  else { return 0 }
  guard let text = String(validating: bytes, as: UTF8.self),
    let whole = try? Pattern(contentsOf: text), whole == chunks,
    Array(whole.liveCells) == Array(chunks.liveCells)
  else { fatalError("read in chunks of \(chunkBytes), not as the whole text reads it") }
  return 0
}
