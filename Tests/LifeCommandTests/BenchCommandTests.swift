import Foundation
import LifeKit
import Testing

@testable import life

/// `life bench`, cut short: it names the kernel it ran and sets the bitboard against the real limit.
@Suite("life bench")
struct BenchCommandTests {
  static let quickRun = ["bench", "--quick", "--only", "torus-1024", "--without-golly"]

  @Test("It names the bitboard kernel, each kernel's limit and the workload's share of the widest")
  func namesKernelAndLimit() throws {
    let result = try LifeProcess.run(Self.quickRun, environment: ["LIFE_KERNEL": "portable"])
    expectSuccess(result)
    let widest = BitboardKernel.widestSupported.rawValue
    #expect(
      result.standardOutput.contains(
        "The bitboard steps with the portable kernel (the widest this processor runs is \(widest);"),
      "\(result)")
    for kernel in BitboardKernel.allCases where kernel.isSupported {
      #expect(result.standardOutput.contains(" \(kernel.rawValue) "), "\(kernel) missing: \(result)")
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    #expect(result.standardOutput.contains("\(widest) on \(cores) cores at once"), "\(result)")
    #expect(result.standardOutput.contains("on 1 core = "), "\(result)")
    #expect(result.standardOutput.contains("% of the limit on as many cores"), "\(result)")
    #expect(
      result.standardOutput.contains("reading the same RLE file, one run for each program;"), "\(result)")
  }

  @Test("A kernel that is no kernel stops it before any run, with exit code 64")
  func refusesUnknownKernel() throws {
    let result = try LifeProcess.run(Self.quickRun, environment: ["LIFE_KERNEL": "avx1024"])
    #expect(result.status == 64, "\(result)")
    #expect(result.standardOutput.isEmpty, "\(result)")
    #expect(result.standardError.hasPrefix("Error: LIFE_KERNEL=avx1024 is not a kernel"), "\(result)")
  }
}

/// How often `life bench` runs each program on a workload.
@Suite("Bench runs")
struct BenchRunsTests {
  @Test("A full bench runs each program at least 3 times, more while under 3 s, and at most 20 times")
  func standardRuns() {
    let runs = BenchRuns.standard
    #expect(runs.wantsAnother(after: 2, seconds: 60))
    #expect(!runs.wantsAnother(after: 3, seconds: 3.1))
    #expect(runs.wantsAnother(after: 3, seconds: 0.3))
    #expect(runs.wantsAnother(after: 19, seconds: 2.9))
    #expect(!runs.wantsAnother(after: 20, seconds: 0.3))
    #expect(
      runs.summary == "the fastest of at least 3 runs, more while its runs have taken under 3 s (at most 20)")
  }

  @Test("A quick bench runs each program once, however short the run")
  func quickRuns() {
    #expect(!BenchRuns.once.wantsAnother(after: 1, seconds: 0))
    #expect(BenchRuns.once.summary == "one run")
  }
}
