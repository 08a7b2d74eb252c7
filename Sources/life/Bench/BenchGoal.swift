import LifeKit

/// What a run must do to meet the goal set for it, beside bgolly on the same file.
enum BenchGoal {
  /// At least this many times faster than bgolly, whole process against whole process.
  case fasterBy(Double)
  /// Faster by a factor, with the peak memory above the process's own baseline at most a multiple of
  /// bgolly's above its own.
  case fasterWithMemory(factor: Double, memoryAboveBaseline: Double)
  /// At most these fractions of bgolly's time and of its peak memory.
  case withinTimeAndMemory(time: Double, memory: Double)
  case none

  /// The goal for an engine on a workload.
  static func goal(for workload: BenchWorkload, engine: EngineKind) -> BenchGoal {
    switch (workload.name, engine) {
    case ("torus-1024", _): .fasterBy(50)
    case ("torus-2048", _): .fasterBy(100)
    case ("plane-2048", .sparse): .fasterWithMemory(factor: 4, memoryAboveBaseline: 2)
    case ("gun", .sparse): .fasterBy(1)
    // HashLife against bgolly's HashLife, on Golly's patterns.
    case (_, .hashlife) where workload.gollyAlgorithm == "HashLife":
      .withinTimeAndMemory(time: 0.4, memory: 0.6)
    default: .none
    }
  }

  /// The share of the real limit a bitboard workload must step at, per core it used.
  static func steppingShare(for workload: String) -> Double? {
    switch workload {
    case "torus-1024": 0.7
    case "torus-2048": 0.6
    default: nil
    }
  }

  /// The run against its goal, in a few words: `met: ≥ 50× faster`.
  func verdict(_ run: BenchComparison) -> String {
    switch self {
    case .none:
      return "(no goal for this run)"
    case .fasterBy(let factor):
      return "\(run.speedup >= factor ? "met" : "MISSED"): ≥ \(Int(factor))× faster"
    case .fasterWithMemory(let factor, let memory):
      guard let ratio = run.memoryAboveBaselineRatio else { return "(no baselines to judge memory by)" }
      let met = run.speedup >= factor && ratio <= memory
      return "\(met ? "met" : "MISSED"): ≥ \(Int(factor))× faster, "
        + String(format: "memory above baseline %.1f× bgolly's (≤ %.0f)", ratio, memory)
    case .withinTimeAndMemory(let time, let memory):
      let memoryRatio = Double(run.peakBytes) / Double(max(1, run.gollyPeakBytes))
      let met = 1 / run.speedup <= time && memoryRatio <= memory
      return "\(met ? "met" : "MISSED"): "
        + String(
          format: "time %.2f× of bgolly's (≤ %.1f), memory %.2f× (≤ %.1f)", 1 / run.speedup, time,
          memoryRatio, memory)
    }
  }
}

/// One engine's run and bgolly's on the same file: what the goals are judged by.
struct BenchComparison {
  let seconds: Double
  let peakBytes: Int
  let gollySeconds: Double
  let gollyPeakBytes: Int
  /// Each program's peak on a glider, when measured: what it needs before any pattern.
  var baselines: (life: Int, golly: Int)?

  /// How many times faster than bgolly.
  var speedup: Double { gollySeconds / seconds }

  /// The memory this run needed beyond its program's baseline, as a multiple of bgolly's beyond its own.
  var memoryAboveBaselineRatio: Double? {
    baselines.map { Double(max(0, peakBytes - $0.life)) / Double(max(1, gollyPeakBytes - $0.golly)) }
  }
}
