import Foundation
import Testing

@testable import life

/// `--memory`: a pattern that outgrows the budget ends with one line and exit status 1, never a crash.
@Suite("life run --memory")
struct MemoryBudgetCommandTests {
  /// A 1024 × 1024 soup in the plane, written to a file of its own.
  static func soupFile(in folder: TemporaryFolder) throws -> String {
    try folder.file("soup.rle", BenchWorkload.soupRLE(width: 1024, height: 1024, torus: false, seed: 22))
  }

  @Test(
    "A soup that outgrows a budget of 1 MB stops with one line naming the engine, the budget and --memory",
    arguments: ["hashlife", "set"])
  func outgrowsBudget(engine: String) throws {
    let folder = try TemporaryFolder()
    let result = try LifeProcess.run([
      "run", try Self.soupFile(in: folder), "--engine", engine, "--generations", "1", "--memory", "1",
      "--format", "count",
    ])
    #expect(result.status == 1, "\(result)")
    #expect(result.standardOutput.isEmpty, "\(result)")
    #expect(result.errorLines.count == 1, "\(result)")
    #expect(
      result.standardError.hasPrefix("Error: the \(engine) engine needs more than 1 MB for this pattern"),
      "\(result)")
    #expect(result.standardError.contains("--memory MB"), "\(result)")
  }

  @Test("A pattern that fits in a budget of 1 MB runs to the end")
  func fitsBudget() throws {
    let result = try LifeProcess.run([
      "run", "gosper-glider-gun", "--engine", "hashlife", "--generations", "100000", "--memory", "1",
      "--format", "count",
    ])
    expectSuccess(result)
    #expect(result.standardOutput == "16713\n")
  }
}
