import Foundation
import LifeKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One process timed from start to exit: its wall-clock time, its peak memory and what it printed.
struct BenchMeasurement {
  var seconds: Double
  /// The most memory the process held at once (its peak resident set), in bytes.
  var peakBytes: Int
  var output: String
  var exitStatus: Int32

  /// The hidden first argument that makes `life bench` run one workload in this process and report on it.
  static let childFlag = "--measure"

  /// The fastest of several runs of the same command, or the first that fails.
  ///
  /// Single runs of the same process vary by up to 1.5× on a shared machine, and a slow spell can last a
  /// second or two; every program measured runs by the same rule, so the comparison stays fair.
  static func fastest(_ runs: BenchRuns, _ program: String, _ arguments: [String]) throws -> BenchMeasurement
  {
    let start = DispatchTime.now()
    var fastest = try run(program, arguments)
    var count = 1
    while fastest.exitStatus == 0, runs.wantsAnother(after: count, seconds: start.secondsSince) {
      let next = try run(program, arguments)
      if next.exitStatus != 0 || next.seconds < fastest.seconds { fastest = next }
      count += 1
    }
    return fastest
  }

  /// Runs a program (found on the PATH when not a path) and waits for it, timing it and reading its peak memory.
  static func run(_ program: String, _ arguments: [String]) throws -> BenchMeasurement {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw BenchError("could not make a pipe to run \(program)") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now()
    let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environ)
    close(ends[1])
    guard spawned == 0 else {
      close(ends[0])
      throw BenchError("could not run \(program): \(String(cString: strerror(spawned)))")
    }
    let watch = PeakWatch(pid: pid)
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count <= 0 { break }
      output.append(contentsOf: buffer[0..<count])
    }
    close(ends[0])
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = start.secondsSince
    let watched = watch.stop()
    return BenchMeasurement(
      seconds: seconds, peakBytes: watched > 0 ? watched : Int(usage.ru_maxrss) * maximumResidentSetUnit,
      output: String(decoding: output, as: UTF8.self), exitStatus: status)
  }

  /// `ru_maxrss` is in kilobytes on Linux and in bytes on macOS.
  static var maximumResidentSetUnit: Int {
    #if os(Linux)
      1024
    #else
      1
    #endif
  }

  /// In the child: reads the RLE file, runs it the given number of generations with one engine, and reports.
  ///
  /// Prints `population P stepping S peak B`: the population, the seconds spent stepping, and the peak
  /// memory in bytes (VmHWM from /proc/self/status, where it exists).
  static func runChild(_ arguments: [String]) throws -> Int32 {
    guard (3...4).contains(arguments.count), let generations = Int(arguments[1]),
      let kind = EngineKind(rawValue: arguments[2])
    else { throw BenchError("expected \(childFlag) FILE GENERATIONS ENGINE [MAX-MEMORY-MB]") }
    let file = try readRLE(arguments[0])
    let universe = file.universe ?? .plane
    let pattern = file.placed(in: universe)
    var setup = EngineSetup(universe: universe, rule: pattern.rule)
    setup.memoryMegabytes = arguments.count == 4 ? Int(arguments[3]) : nil
    let engine = try kind.makeEngine(for: pattern, setup: setup, generations: generations)
    let start = DispatchTime.now()
    try engine.step(generations: generations)
    let population = engine.population
    let seconds = start.secondsSince
    print("population \(population) stepping \(seconds) peak \(peakResidentBytes())")
    return ExitCode.success
  }

  /// Reads an RLE file as `life run` does: a soup a chunk at a time, so its text never counts in the peak.
  private static func readRLE(_ path: String) throws -> Pattern {
    if let pattern = Pattern.readingRLEChunks(atPath: path, largestFile: PatternInput.maximumFileBytes) {
      return pattern
    }
    guard let text = try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) else {
      throw BenchError("cannot read \(path) as UTF-8 text")
    }
    return try Pattern(rle: text)
  }

  /// This process's peak resident memory: VmHWM on Linux, getrusage elsewhere.
  static func peakResidentBytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    {
      return kilobytes * 1024
    }
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return Int(usage.ru_maxrss) * maximumResidentSetUnit
  }
}

/// Why a benchmark could not run.
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
