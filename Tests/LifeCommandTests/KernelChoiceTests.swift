import Foundation
import LifeKit
import Testing

/// `LIFE_KERNEL` forces the kernel of the bitboard and the sparse engine; a name that is no kernel, or one
/// this processor lacks, is refused.
@Suite("Choosing the kernel with LIFE_KERNEL")
struct KernelChoiceTests {
  static let torusRun = [
    "run", "r-pentomino", "--generations", "60", "--topology", "torus", "--size", "600x40",
  ]

  @Test("LIFE_KERNEL=portable runs on any processor and gives the cells the widest kernel gives")
  func portableRuns() throws {
    let widest = try LifeProcess.run(Self.torusRun, environment: ["LIFE_KERNEL": ""])
    let portable = try LifeProcess.run(Self.torusRun, environment: ["LIFE_KERNEL": "portable"])
    expectSuccess(portable)
    #expect(portable.standardOutput == widest.standardOutput)
    #expect(!portable.standardOutput.isEmpty)
  }

  @Test("LIFE_KERNEL=portable gives the sparse engine's cells in the plane the widest kernel gives")
  func portableRunsInThePlane() throws {
    let planeRun = ["run", "acorn", "--generations", "300", "--engine", "sparse"]
    let widest = try LifeProcess.run(planeRun, environment: ["LIFE_KERNEL": ""])
    let portable = try LifeProcess.run(planeRun, environment: ["LIFE_KERNEL": "portable"])
    expectSuccess(portable)
    #expect(portable.standardOutput == widest.standardOutput)
    #expect(!portable.standardOutput.isEmpty)
    let unknown = try LifeProcess.run(planeRun, environment: ["LIFE_KERNEL": "neon"])
    #expect(unknown.status == 64, "\(unknown)")
  }

  @Test("A name that is no kernel is refused with exit code 64")
  func unknownKernel() throws {
    let result = try LifeProcess.run(Self.torusRun, environment: ["LIFE_KERNEL": "neon"])
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError
        == "Error: LIFE_KERNEL=neon is not a kernel; the kernels are portable, avx2, avx512\n", "\(result)")
    #expect(result.standardOutput.isEmpty, "\(result)")
  }

  @Test(
    "A kernel this processor cannot run is refused with exit code 64",
    .enabled(
      if: BitboardKernel.allCases.contains { !$0.isSupported },
      "this processor runs every kernel, so none can be refused here"))
  func unsupportedKernel() throws {
    let missing = try #require(BitboardKernel.allCases.first { !$0.isSupported })
    let result = try LifeProcess.run(Self.torusRun, environment: ["LIFE_KERNEL": missing.rawValue])
    #expect(result.status == 64, "\(result)")
    #expect(result.errorLines.count == 1, "\(result)")
    #expect(
      result.standardError.hasPrefix(
        "Error: LIFE_KERNEL=\(missing.rawValue): this processor cannot run the \(missing.rawValue) kernel"),
      "\(result)")
  }
}
