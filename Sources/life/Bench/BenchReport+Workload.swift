import Foundation
import LifeKit

extension BenchReport {
  /// Runs one workload with bgolly and with each of its engines, printing a row for each engine.
  ///
  /// - Returns: how many engines failed or disagreed with bgolly, and the bitboard's stepping rates.
  func measure(
    _ workload: BenchWorkload, in folder: URL, golly: String?, baselines: (life: Int, golly: Int)?
  ) throws -> (disagreements: Int, rates: [SteppingRate]) {
    guard let file = try workload.file(in: folder) else {
      BenchTable.printRow([workload.name, "-", "-", "skipped: \(workload.summary) needs Golly's patterns"])
      return (0, [])
    }
    let generations = options.isQuick ? max(1, workload.generations / 10) : workload.generations
    let gollyRun = try golly.map { golly in
      let measurement = try BenchMeasurement.fastest(
        options.runs, golly, ["-m", String(generations), "-a", workload.gollyAlgorithm, file.path])
      return (measurement: measurement, population: Self.gollyPopulation(measurement.output))
    }
    var disagreements = 0
    var rates: [SteppingRate] = []
    for engine in workload.engines {
      let measurement = try BenchMeasurement.fastest(
        options.runs, Self.lifeExecutable,
        ["bench", BenchMeasurement.childFlag, file.path, String(generations), engine.rawValue])
      guard measurement.exitStatus == 0, let child = ChildReport(measurement.output) else {
        BenchTable.printRow([workload.name, engine.rawValue, "failed: \(measurement.output.prefix(60))"])
        disagreements += 1
        continue
      }
      let updates = workload.cellsPerGeneration.map { Double($0) * Double(generations) / measurement.seconds }
      if let cells = workload.cellsPerGeneration, let updates {
        let stepping = Double(cells) * Double(generations) / child.steppingSeconds
        rates.append(
          SteppingRate(workload: workload.name, cells: cells, wholeProcess: updates, stepping: stepping))
      }
      var row = [
        workload.name, engine.rawValue, String(generations), BenchTable.seconds(measurement.seconds),
        updates.map(BenchTable.rate) ?? "-", BenchTable.megabytes(child.peakBytes), String(child.population),
      ]
      if let gollyRun {
        let comparison = BenchComparison(
          seconds: measurement.seconds, peakBytes: child.peakBytes,
          gollySeconds: gollyRun.measurement.seconds,
          gollyPeakBytes: gollyRun.measurement.peakBytes, baselines: baselines)
        let agrees = gollyRun.population == child.population
        if !agrees { disagreements += 1 }
        let goal = options.isQuick ? .none : BenchGoal.goal(for: workload, engine: engine)
        row += [
          BenchTable.seconds(gollyRun.measurement.seconds),
          BenchTable.megabytes(gollyRun.measurement.peakBytes),
          String(format: "%.2f× faster", comparison.speedup),
          agrees
            ? goal.verdict(comparison)
            : "DISAGREES: bgolly says \(gollyRun.population.map(String.init) ?? "nothing")",
        ]
      }
      BenchTable.printRow(row)
    }
    return (disagreements, rates)
  }

  /// Prints the real limit, each kernel's rate on one core in cache and the widest on every core at once,
  /// and each bitboard workload against the limit for the cores it used.
  func printMachineLimit(against rates: [SteppingRate]) {
    let runs = options.isQuick ? KernelLimit.quickRuns : KernelLimit.standardRuns
    let limit = KernelLimit(generations: options.isQuick ? 400 : 4000, cores: Self.coreCount, runs: runs)
    print(
      "The real limit: each kernel's loop on a \(KernelLimit.width) × \(KernelLimit.height) torus held in"
        + " cache, the best of \(runs.seconds > 0 ? "its runs in \(Int(runs.seconds)) s" : "\(runs.least) runs"):"
    )
    print(
      "  one core: "
        + limit.rates.map { "\($0.kernel.rawValue) \(BenchTable.rate($0.perCore))" }.joined(separator: ", ")
        + " cell updates/s; \(limit.rates.last?.kernel.rawValue ?? "-") on \(Self.coreCount) cores at once,"
        + " each running its own loop: \(BenchTable.rate(limit.allCores)).")
    for rate in rates {
      let cores = rate.cells >= BitboardEngine.defaultCellsWorthSharing ? Self.coreCount : 1
      let share = rate.stepping / limit.limit(cores: cores)
      let goal = BenchGoal.steppingShare(for: rate.workload).map { goal in
        options.isQuick
          ? "" : String(format: " (goal ≥ %.0f%%: %@)", 100 * goal, share >= goal ? "met" : "MISSED")
      }
      print(
        "  \(rate.workload): \(BenchTable.rate(rate.wholeProcess)) whole process; while stepping"
          + " \(BenchTable.rate(rate.stepping)) on \(cores) core\(cores == 1 ? "" : "s")"
          + String(format: " = %.0f%% of the limit on as many cores", 100 * share)
          + (goal ?? ""))
    }
  }
}
