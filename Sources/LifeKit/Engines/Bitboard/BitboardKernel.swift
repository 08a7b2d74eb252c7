import Foundation
internal import LifeKernels

/// The code that steps the bitboard's words: 64 bits at a time anywhere, or 4 or 8 words at once on x86-64.
///
/// All three do the same work and give the same cells; the engine takes the widest this processor runs,
/// unless `LIFE_KERNEL` names one (to compare them, or to test each one on a machine that has them all).
public enum BitboardKernel: String, CaseIterable, Sendable {
  /// Plain 64-bit words: every processor.
  case portable
  /// 256-bit vectors: x86-64 with AVX2.
  case avx2
  /// 512-bit vectors: x86-64 with AVX-512F.
  case avx512

  /// The environment variable that forces a kernel: `LIFE_KERNEL=portable|avx2|avx512`.
  public static let environmentVariable = "LIFE_KERNEL"

  /// Whether this processor, and its operating system, run this kernel.
  public var isSupported: Bool { life_kernel_is_supported(cKernel) }

  /// The cells one step of the kernel's loop works on: 64 per word.
  public var cellsAtOnce: Int {
    switch self {
    case .portable: 64
    case .avx2: 256
    case .avx512: 512
    }
  }

  /// The widest kernel this processor runs.
  public static var widestSupported: BitboardKernel {
    allCases.last(where: \.isSupported) ?? .portable
  }

  /// The kernel `LIFE_KERNEL` names, or the widest supported when it is unset or empty.
  ///
  /// - Throws: ``EngineError`` when it names no kernel, or one this processor cannot run.
  public static func chosen(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> BitboardKernel {
    guard let name = environment[environmentVariable], !name.isEmpty else { return widestSupported }
    let names = allCases.map(\.rawValue).joined(separator: ", ")
    guard let kernel = BitboardKernel(rawValue: name) else {
      throw EngineError("\(environmentVariable)=\(name) is not a kernel; the kernels are \(names)")
    }
    guard kernel.isSupported else {
      let supported = allCases.filter(\.isSupported).map(\.rawValue).joined(separator: ", ")
      throw EngineError(
        "\(environmentVariable)=\(name): this processor cannot run the \(name) kernel; it runs \(supported)")
    }
    return kernel
  }

  /// The same kernel as the C library names it.
  var cKernel: LifeKernel {
    switch self {
    case .portable: .portable
    case .avx2: .AVX2
    case .avx512: .AVX512
    }
  }
}
