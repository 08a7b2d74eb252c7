import Foundation
import GameOfLife
import LifeKit

/// Runs the chosen workloads with every engine and with bgolly, and prints one table row per run.
struct BenchReport {
  let options: BenchOptions

  /// The goal the issue sets for an engine on a workload, as a ratio to bgolly's time.
  enum Goal {
    /// At least this many times faster than bgolly.
    case fasterBy(Double)
    /// At most these fractions of bgolly's time and of its peak memory.
    case withinTimeAndMemory(time: Double, memory: Double)
    case none
  }

  static func goal(for workload: BenchWorkload, engine: EngineKind) -> Goal {
    switch (workload.name, engine) {
    case ("torus-1024", _), ("torus-2048", _): .fasterBy(15)
    case ("plane-2048", .sparse), ("gun", .sparse): .fasterBy(1)
    // HashLife against bgolly's HashLife, on Golly's patterns: the issue's goal for every such workload.
    case (_, .hashlife) where workload.gollyAlgorithm == "HashLife":
      .withinTimeAndMemory(time: 0.4, memory: 0.6)
    default: .none
    }
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
    print("life bench: each run is a whole process reading the same RLE file; \(Self.coreCount) cores.")
    print(
      "The bitboard steps with the \(kernel.rawValue) kernel (the widest this processor runs is"
        + " \(BitboardKernel.widestSupported.rawValue); \(BitboardKernel.environmentVariable) chooses).")
    print("Files are written to \(folder.path) and removed afterwards.\n")
    let header = [
      "workload", "engine", "generations", "time", "cell updates/s", "peak", "population",
      "bgolly", "bgolly peak", "vs bgolly", "goal",
    ]
    let widths = [11, 9, 11, 8, 14, 9, 14, 9, 11, 13, 30]
    Self.printRow(header, widths: widths)
    Self.printRow(widths.map { String(repeating: "-", count: $0) }, widths: widths)
    var disagreements = 0
    // The bitboard's stepping rates, cell updates per second, to set against the machine's limit.
    var steppingRates: [(workload: String, cells: Int, wholeProcess: Double, stepping: Double)] = []
    for workload in BenchWorkload.all where options.only?.contains(workload.name) ?? true {
      guard let file = try workload.file(in: folder) else {
        Self.printRow(
          [workload.name, "-", "-", "skipped: \(workload.summary) needs Golly's patterns"], widths: widths)
        continue
      }
      let generations = options.isQuick ? max(1, workload.generations / 10) : workload.generations
      var gollyRun: (measurement: BenchMeasurement, population: Int?)?
      if let golly {
        let measurement = try BenchMeasurement.run(
          golly, ["-m", String(generations), "-a", workload.gollyAlgorithm, file.path])
        gollyRun = (measurement, Self.gollyPopulation(measurement.output))
      }
      for engine in workload.engines {
        let measurement = try BenchMeasurement.run(
          Self.lifeExecutable,
          ["bench", BenchMeasurement.childFlag, file.path, String(generations), engine.rawValue])
        guard measurement.exitStatus == 0, let child = ChildReport(measurement.output) else {
          Self.printRow(
            [workload.name, engine.rawValue, "failed: \(measurement.output.prefix(60))"], widths: widths)
          disagreements += 1
          continue
        }
        let updates = workload.cellsPerGeneration.map {
          Double($0) * Double(generations) / measurement.seconds
        }
        if let cells = workload.cellsPerGeneration, let updates {
          let stepping = Double(cells) * Double(generations) / child.steppingSeconds
          steppingRates.append((workload.name, cells, updates, stepping))
        }
        var row = [
          workload.name, engine.rawValue, String(generations), Self.seconds(measurement.seconds),
          updates.map(Self.rate) ?? "-", Self.megabytes(child.peakBytes), String(child.population),
        ]
        if let gollyRun {
          let ratio = gollyRun.measurement.seconds / measurement.seconds
          let agrees = gollyRun.population == child.population
          if !agrees { disagreements += 1 }
          row += [
            Self.seconds(gollyRun.measurement.seconds), Self.megabytes(gollyRun.measurement.peakBytes),
            String(format: "%.2f× faster", ratio),
            agrees
              ? Self.verdict(
                options.isQuick ? .none : Self.goal(for: workload, engine: engine), ratio: ratio,
                peak: child.peakBytes,
                gollyPeak: gollyRun.measurement.peakBytes)
              : "DISAGREES: bgolly says \(gollyRun.population.map(String.init) ?? "nothing")",
          ]
        }
        Self.printRow(row, widths: widths)
      }
    }
    print()
    printMachineLimit(against: steppingRates)
    return disagreements == 0 ? 0 : 1
  }

  static func verdict(_ goal: Goal, ratio: Double, peak: Int, gollyPeak: Int) -> String {
    switch goal {
    case .none: return "(no goal for this run)"
    case .fasterBy(let factor):
      let met = ratio >= factor
      return String(format: "%@ ≥ %.0f× faster", met ? "met:" : "MISSED:", factor)
    case .withinTimeAndMemory(let time, let memory):
      let memoryRatio = Double(peak) / Double(max(1, gollyPeak))
      let met = 1 / ratio <= time && memoryRatio <= memory
      return String(
        format: "%@ time %.2f× of bgolly's (≤ %.1f), memory %.2f× (≤ %.1f)",
        met ? "met:" : "MISSED:", 1 / ratio, time, memoryRatio, memory)
    }
  }

  /// Prints the real limit, each kernel's rate on one core in cache, and each bitboard workload against it.
  func printMachineLimit(
    against rates: [(workload: String, cells: Int, wholeProcess: Double, stepping: Double)]
  ) {
    let limit = KernelLimit(generations: options.isQuick ? 400 : 4000)
    print(
      "The real limit: each kernel's loop on a \(KernelLimit.width) × \(KernelLimit.height) torus held in"
        + " cache, one core, best of 5 runs:")
    print(
      "  " + limit.rates.map { "\($0.kernel.rawValue) \(Self.rate($0.perCore))" }.joined(separator: ", ")
        + " cell updates/s per core; \(Self.rate(limit.perCore * Double(Self.coreCount))) on \(Self.coreCount) cores."
    )
    for rate in rates {
      let cores = rate.cells >= BitboardEngine.defaultCellsWorthSharing ? Self.coreCount : 1
      let perCoreRate = rate.stepping / Double(cores)
      print(
        "  \(rate.workload): \(Self.rate(rate.wholeProcess)) whole process; while stepping"
          + " \(Self.rate(rate.stepping)) on \(cores) core\(cores == 1 ? "" : "s"), \(Self.rate(perCoreRate)) per core"
          + String(format: " = %.0f%% of the limit", 100 * perCoreRate / limit.perCore))
    }
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

  static func printRow(_ cells: [String], widths: [Int]) {
    let padded = zip(cells, widths).map { cell, width in
      cell.padding(toLength: max(width, cell.count), withPad: " ", startingAt: 0)
    }
    print(padded.joined(separator: " ").trimmingCharacters(in: .whitespaces))
    fflush(nil)
  }

  static func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }
  static func megabytes(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1_048_576) }
  static func rate(_ value: Double) -> String {
    value >= 1e9 ? String(format: "%.2f G", value / 1e9) : String(format: "%.1f M", value / 1e6)
  }
}
