import Foundation
import LifeKit

/// `life bench`: every engine on every workload, timed as whole processes, beside Golly's `bgolly`.
enum Bench {
  static let usage = """
    Usage: life bench [--quick] [--only NAME,...] [--without-golly]

    Times every engine on generated and built-in workloads (and on Golly's own patterns when Golly is
    installed), each as a separate `life` process, and prints engine × workload → time, cell updates per
    second and peak memory, with bgolly's figures for the same RLE file beside them. Each program runs
    each workload at least three times, and again while its runs have taken under 3 s (at most 20
    times); its fastest run is the one shown. It names the bitboard's kernel
    (LIFE_KERNEL=portable|avx2|avx512 forces one) and ends with the real limit: each kernel's loop in
    cache on one core, and the widest on every core at once; each bitboard workload's stepping is set
    against the limit for as many cores as it used.

      --quick            run each workload once, for a tenth of its generations (a smoke test; the
                         goals are set for the full runs, so none is judged)
      --only NAME,...    run only these workloads: \(names.joined(separator: ", "))
                         (reading: a 2048² soup file read as RLE and as plaintext, in this process)
      --without-golly    do not run bgolly even when it is installed
    """

  /// Runs the benchmark and prints its table; exits 1 when an engine and bgolly disagree on a population.
  static func run(_ arguments: [String]) throws -> Int32 {
    if arguments.first == BenchMeasurement.childFlag {
      return try BenchMeasurement.runChild(Array(arguments.dropFirst()))
    }
    var options = BenchOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        print(usage)
        return ExitCode.success
      case "--quick": options.isQuick = true
      case "--without-golly": options.usesGolly = false
      case "--only":
        guard let names = remaining.popFirst() else { return fail("--only needs a list of workload names") }
        let chosen = names.split(separator: ",").map(String.init)
        if let unknown = chosen.first(where: { !Self.names.contains($0) }) {
          return fail(
            "unknown workload '\(unknown)'; the workloads are \(Self.names.joined(separator: ", "))")
        }
        options.only = Set(chosen)
      default: return fail("unknown option '\(argument)' for life bench")
      }
    }
    if options.includes(BenchReading.name) { try BenchReading.run() }
    guard BenchWorkload.names.contains(where: options.includes) else { return 0 }
    return try BenchReport(options: options).run()
  }

  /// Every name `--only` accepts: the engine workloads, then the reading measurement.
  static var names: [String] { BenchWorkload.names + [BenchReading.name] }

  private static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
    return ExitCode.usage
  }
}

/// What the user asked `life bench` for.
struct BenchOptions {
  var isQuick = false
  var usesGolly = true
  var only: Set<String>?

  /// How many times each program runs each workload; its fastest run is the one reported.
  var runs: BenchRuns { isQuick ? .once : .standard }

  /// Whether a workload, or the reading measurement, is to run.
  func includes(_ name: String) -> Bool { only?.contains(name) ?? true }
}

/// How many times a program runs a workload.
///
/// At least `least` times, then again while its runs have taken less than `seconds` in all, up to `most`
/// times. So a workload of a tenth of a second is seen over a few seconds of a shared machine, not in one
/// moment that may be a slow one.
struct BenchRuns: Equatable {
  var least: Int
  var seconds: Double
  var most: Int

  static let once = BenchRuns(least: 1, seconds: 0, most: 1)
  static let standard = BenchRuns(least: 3, seconds: 3, most: 20)

  func wantsAnother(after runs: Int, seconds elapsed: Double) -> Bool {
    runs < least || (runs < most && elapsed < seconds)
  }

  /// How the header describes them.
  var summary: String {
    self == .once
      ? "one run"
      : "the fastest of at least \(least) runs, more while its runs have taken under \(Int(seconds)) s"
        + " (at most \(most))"
  }
}
