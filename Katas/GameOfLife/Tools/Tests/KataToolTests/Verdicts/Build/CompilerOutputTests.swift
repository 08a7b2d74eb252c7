import Testing

@testable import Build

@Suite("The compiler's words, as a reader wants them")
struct CompilerOutputTests {
  @Test("A mistake at the end of a file is shown on its last line, never on the tool's fingerprint line")
  func pastTheEnd() {
    // Cell.swift has 12 lines; the tool's fingerprint is line 13, and the compiler names the line after it.
    let output = """
      Practice/ada/Sources/GameOfLife/Cell.swift:14:1: error: expected '}' in struct
       2 | public struct Cell: Hashable, Sendable {
         |                                        `- note: to match this opening '{'
         :
      12 |
      13 | private func _kataFingerprint() -> String { "kata-fingerprint:0123456789abcdef:0" }
      14 |
         | `- error: expected '}' in struct
      """
    let readable = CompilerOutput(output, lineCounts: ["Practice/ada/Sources/GameOfLife/Cell.swift": 12])
      .readable
    #expect(
      readable.hasPrefix("Practice/ada/Sources/GameOfLife/Cell.swift:12:1: error: expected '}' in struct"))
    #expect(readable.contains("12 |"))
    #expect(!readable.contains("13 |"))
    #expect(!readable.contains("14 |"))
    #expect(readable.contains("`- error: expected '}' in struct"))
  }

  @Test("A diagnostic within the file is left as the compiler wrote it")
  func withinTheFile() {
    let output = "Practice/ada/Sources/GameOfLife/Cell.swift:3:3: error: expected declaration\n 3 |   x\n"
    let readable = CompilerOutput(output, lineCounts: ["Practice/ada/Sources/GameOfLife/Cell.swift": 12])
      .readable
    #expect(
      readable == "Practice/ada/Sources/GameOfLife/Cell.swift:3:3: error: expected declaration\n 3 |   x")
  }
}
