import Build
import Compiler
import Foundation
import KataSystem
import Verdicts

/// Every mutant of a package's code, graded by the package's own tests: built once behind a switch
/// (`MutantSchema`), then the tests run once per mutant, two at a time.
///
/// A mutant the compiler refuses in that build is taken out of it (every mutant of an expression the type
/// checker gives up on), and the build made again; one that cannot be put behind the switch, or was taken
/// out, is built on its own, and left out of the score when it does not compile.
package struct MutationRun: Sendable {
  package enum Result: Sendable, Equatable {
    case killed, survived
    /// It does not compile: it grades nothing, and is not counted.
    case notCompiled
  }

  package struct Graded: Sendable {
    package var mutant: SourceMutant
    package var result: Result
  }

  /// What the run cost: builds made, and mutants run from the one build.
  package struct Cost: Sendable {
    package var builds = 0
    package var fromOneBuild = 0
    package var seconds = 0.0
  }

  let package: ScratchPackage
  let variant: Variant
  let jobs: Int
  /// The mutants, by the target they are in and then by file.
  package private(set) var mutants: [SourceMutant] = []
  private var files: [String: SwiftTokens] = [:]

  /// Finds the mutants of the named targets' files.
  package init(package: ScratchPackage, variant: Variant, mutating targets: [String], jobs: Int = 2) {
    self.package = package
    self.variant = variant
    self.jobs = jobs
    var id = 0
    for target in variant.targets where targets.contains(target.name) {
      for file in target.files.keys.sorted() {
        let finder = MutantFinder(target.files[file] ?? "", defines: target.defines)
        files[Self.key(target.name, file)] = finder.tokens
        for var mutant in finder.mutants(file: file) {
          id += 1
          mutant.id = id
          mutant.targetPath = target.name
          mutants.append(mutant)
        }
      }
    }
  }

  static func key(_ target: String, _ file: String) -> String { "\(target)/\(file)" }

  /// Grades every mutant; `progress` hears of each as it is graded.
  package func grade(progress: @escaping @Sendable (Graded) -> Void = { _ in }) throws -> ([Graded], Cost) {
    let started = Date()
    var cost = Cost()
    var results: [Int: Result] = [:]
    var alone: [SourceMutant] = []
    var pending = mutants
    // Each build holds at most a few changed expressions of a line: a line of many literals behind the
    // switch at once can be more than the type checker will solve. The rest wait for the next build.
    for _ in 1...8 where !pending.isEmpty {
      var behindSwitch = Self.batch(of: pending)
      pending.removeAll { mutant in behindSwitch.contains { $0.id == mutant.id } }
      let (schemaVariant, schemas) = schemata(of: behindSwitch)
      let excluded = schemas.values.flatMap(\.excluded)
      alone += excluded
      behindSwitch.removeAll { mutant in excluded.contains { $0.id == mutant.id } }
      cost.builds += 1
      switch try package.build(schemaVariant) {
      case .compileError(let output):
        let refused = refusedMutants(output, schemas: schemas)
        // What the compiler did not refuse goes behind the switch again in the next build.
        alone += refused.isEmpty ? behindSwitch : behindSwitch.filter { refused.contains($0.id) }
        pending = (refused.isEmpty ? [] : behindSwitch.filter { !refused.contains($0.id) }) + pending
      case .noTestTarget:
        // No test to catch any of them.
        for mutant in behindSwitch { results[mutant.id] = .survived }
      case .built(let binary):
        guard let timeLimit = try timeLimitAfterRunning(binary) else {
          // The code as written fails behind the switch: believe only builds of one mutant each.
          alone += behindSwitch + pending
          pending = []
          continue
        }
        let graded = try run(behindSwitch, on: binary, timeLimit: timeLimit, progress: progress)
        for (id, result) in graded { results[id] = result }
        cost.fromOneBuild += graded.count
      }
    }
    alone += pending
    for mutant in alone.sorted(by: { $0.id < $1.id }) {
      var single = variant
      guard let target = single[target: mutant.targetPath],
        let tokens = files[Self.key(mutant.targetPath, mutant.file)]
      else { continue }
      var changed = target
      changed.files[mutant.file] = mutant.apply(to: "", tokens: tokens)
      single[target: mutant.targetPath] = changed
      cost.builds += 1
      let result: Result
      switch try package.build(single) {
      case .compileError: result = .notCompiled
      case .noTestTarget: result = .survived
      case .built(let binary):
        result = try passes(binary, mutant: nil, timeLimit: package.workspace.timeLimit) ? .survived : .killed
      }
      results[mutant.id] = result
      progress(Graded(mutant: mutant, result: result))
    }
    cost.seconds = Date().timeIntervalSince(started)
    return (
      mutants.compactMap { mutant in results[mutant.id].map { Graded(mutant: mutant, result: $0) } }, cost
    )
  }

  /// The mutants of at most six changed expressions a line, in the order given.
  static func batch(of pending: [SourceMutant]) -> [SourceMutant] {
    var sites: [String: Set<[Int]>] = [:]
    return pending.filter { mutant in
      let line = "\(mutant.targetPath)/\(mutant.file):\(mutant.line)"
      let site = [mutant.first, mutant.last]
      if sites[line, default: []].contains(site) { return true }
      guard sites[line, default: []].count < 6 else { return false }
      sites[line, default: []].insert(site)
      return true
    }
  }

  /// The variant with the given mutants behind the switch, and each file's schema by its key.
  private func schemata(of chosen: [SourceMutant]) -> (Variant, [String: MutantSchema]) {
    var schemaVariant = variant
    var schemas: [String: MutantSchema] = [:]
    for target in variant.targets {
      let inTarget = chosen.filter { $0.targetPath == target.name }
      guard !inTarget.isEmpty else { continue }
      var changed = target
      for file in Set(inTarget.map(\.file)) {
        guard let tokens = files[Self.key(target.name, file)] else { continue }
        let schema = MutantSchema(tokens: tokens, mutants: inTarget.filter { $0.file == file })
        schemas[Self.key(target.name, file)] = schema
        changed.files[file] = schema.text
      }
      changed.files[MutantSchema.switchFile.name] = MutantSchema.switchFile.text
      schemaVariant[target: target.name] = changed
    }
    return (schemaVariant, schemas)
  }

  /// Runs the code as written from the build behind the switch; nil when its tests do not pass there.
  ///
  /// A mutant's run may take five times as long, and at least 2 s, before it counts as an endless loop.
  private func timeLimitAfterRunning(_ binary: TestBinary) throws -> Int? {
    let started = Date()
    guard try passes(binary, mutant: 0, timeLimit: package.workspace.timeLimit) else { return nil }
    let seconds = Date().timeIntervalSince(started)
    return min(package.workspace.timeLimit, max(2, Int((seconds * 5).rounded(.up))))
  }

  private func run(
    _ chosen: [SourceMutant], on binary: TestBinary, timeLimit: Int,
    progress: @escaping @Sendable (Graded) -> Void
  ) throws -> [Int: Result] {
    // What the workers share: the next mutant to take, the results so far, and the first error.
    let shared = Locked<(next: Int, results: [Int: Result], failure: (any Error)?)>((0, [:], nil))
    let workers = binary.runsAtOnce ? max(1, jobs) : 1
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index: Int? = shared.withLock { shared in
          guard shared.failure == nil, shared.next < chosen.count else { return nil }
          shared.next += 1
          return shared.next - 1
        }
        guard let index else { return }
        let mutant = chosen[index]
        do {
          let result: Result =
            try passes(binary, mutant: mutant.id, timeLimit: timeLimit) ? .survived : .killed
          shared.withLock { $0.results[mutant.id] = result }
          progress(Graded(mutant: mutant, result: result))
        } catch {
          shared.withLock { $0.failure = $0.failure ?? error }
        }
      }
    }
    let (results, failure) = shared.withLock { ($0.results, $0.failure) }
    if let failure { throw failure }
    return results
  }

  /// Whether every test passes, with the switch at `mutant` (none: a build of one mutant).
  private func passes(_ binary: TestBinary, mutant: Int?, timeLimit: Int) throws -> Bool {
    let setting = mutant.map { ["\(MutantSchema.environmentVariable)=\($0)"] } ?? []
    switch binary.launch {
    case .direct(let url):
      let swiftTesting = try ChildProcess.run(
        setting + [url.path, "--testing-library", "swift-testing", "--no-parallel"], in: package.folder,
        timeLimit: timeLimit)
      guard
        swiftTesting.ending == .exited(0) || swiftTesting.ending == .exited(SuiteRunner.noSwiftTestingTests)
      else { return false }
      guard binary.xctestCaseCount != 0 else { return true }
      return try ChildProcess.run(setting + [url.path], in: package.folder, timeLimit: timeLimit).succeeded
    case .swiftTest(let folder):
      return try ChildProcess.run(
        setting + [package.workspace.swift, "test", "--skip-build", "--package-path", folder.path],
        timeLimit: timeLimit
      ).succeeded
    }
  }
}
