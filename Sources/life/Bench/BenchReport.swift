import Foundation
import GameOfLife
import LifeKit

/// Runs the chosen workloads with every engine and with bgolly, and prints one table row per run.
struct BenchReport {
  let options: BenchOptions

  /// A bitboard run's rates, cell updates per second, to set against the real limit at the end.
  struct SteppingRate {
    let workload: String
    let cells: Int
    let wholeProcess: Double
    let stepping: Double
  }

  func run() throws -> Int32 {
    // The kernel every bitboard run below uses; a LIFE_KERNEL this processor cannot run stops here.
    let kernel = try BitboardKernel.chosen()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("life-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let golly = options.usesGolly ? Self.findGolly() : nil
    if options.usesGolly && golly == nil {
      print(
        "bgolly not found: install Golly (apt-get install golly, or brew install golly) to compare with it.")
    }
    let runs = options.runs.summary
    print(
      "life bench: each run is a whole process reading the same RLE file, \(runs) for each program;"
        + " \(Self.coreCount) cores.")
    print(
      "The bitboard steps with the \(kernel.rawValue) kernel (the widest this processor runs is"
        + " \(BitboardKernel.widestSupported.rawValue); \(BitboardKernel.environmentVariable) chooses).")
    print("Files are written to \(folder.path) and removed afterwards.")
    let baselines = try golly.map { try Self.baselines(golly: $0, in: folder) }
    if let baselines {
      print(
        "Baselines, a blinker: life \(BenchTable.megabytes(baselines.life)),"
          + " bgolly \(BenchTable.megabytes(baselines.golly)).")
    }
    print()
    BenchTable.printHeader()
    var disagreements = 0
    var rates: [SteppingRate] = []
    for workload in BenchWorkload.all where options.includes(workload.name) {
      let measured = try measure(workload, in: folder, golly: golly, baselines: baselines)
      disagreements += measured.disagreements
      rates += measured.rates
    }
    print()
    printMachineLimit(against: rates)
    return disagreements == 0 ? ExitCode.success : ExitCode.failure
  }

  /// What each program needs before any pattern, for the goals on memory: its peak on a blinker.
  ///
  /// `life` reads its own peak; bgolly's is watched from outside, so it runs long enough to be seen (a
  /// million generations of a blinker take it about 30 ms).
  static func baselines(golly: String, in folder: URL) throws -> (life: Int, golly: Int) {
    let blinker = folder.appendingPathComponent("baseline-blinker.rle")
    try Data("x = 3, y = 1, rule = B3/S23\n3o!\n".utf8).write(to: blinker)
    let life = try BenchMeasurement.run(
      lifeExecutable, ["bench", BenchMeasurement.childFlag, blinker.path, "1", EngineKind.sparse.rawValue])
    let bgolly = try BenchMeasurement.run(golly, ["-m", "1000000", "-a", "QuickLife", blinker.path])
    return (ChildReport(life.output)?.peakBytes ?? life.peakBytes, bgolly.peakBytes)
  }

  /// What the child process printed: `population P stepping S peak B`.
  struct ChildReport {
    var population: Int
    var steppingSeconds: Double
    var peakBytes: Int

    init?(_ output: String) {
      let words = output.split(whereSeparator: \.isWhitespace)
      guard let index = words.firstIndex(of: "population"), words.count >= index + 6,
        let population = Int(words[index + 1]), let stepping = Double(words[index + 3]),
        let peak = Int(words[index + 5])
      else { return nil }
      (self.population, steppingSeconds, peakBytes) = (population, max(stepping, 1e-9), peak)
    }
  }

  /// The population on bgolly's last line, `1,000: 5,146`.
  static func gollyPopulation(_ output: String) -> Int? {
    guard
      let last = output.split(separator: "\n").last(where: { $0.contains(":") && $0.first?.isNumber == true })
    else { return nil }
    return Int(last.split(separator: ":").last?.filter(\.isNumber) ?? "")
  }

  static func findGolly() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
    return path.split(separator: ":").map { "\($0)/bgolly" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// This program, to run each workload in a fresh process.
  static var lifeExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }
}
