import Foundation

/// Runs variants on several scratch packages at once, so that both cores are busy; the outcomes come
/// back in the variants' order.
///
/// Each package works through a run of neighbouring variants, in order: neighbouring steps often
/// compile to the same module, and then their tests need no compiling again.
func outcomes(
  of variants: [Variant], on packages: [ScratchPackage],
  progress: @escaping @Sendable (Outcome) -> Void = { _ in }
) throws -> [Outcome] {
  let results = Results(count: variants.count)
  let run: @Sendable (ScratchPackage, Int) -> Void = { package, index in
    guard !results.failed else { return }
    let result = Result { try SuiteRunner(package: package).run(variants[index]) }
    if case .success(let outcome) = result { progress(outcome) }
    results.store(result, at: index)
  }
  // With no module cache yet, the first variant goes alone: the others then find the cache filled.
  let coldCache = packages.first.map { !FileManager.default.fileExists(atPath: $0.moduleCache.path) } ?? false
  let first = coldCache && !variants.isEmpty ? 1 : 0
  if first == 1 { run(packages[0], 0) }
  let share = (variants.count - first + packages.count - 1) / max(1, packages.count)
  DispatchQueue.concurrentPerform(iterations: packages.count) { worker in
    let start = first + worker * share
    for index in start..<min(variants.count, start + share) { run(packages[worker], index) }
  }
  return try results.all()
}

/// The outcomes as they come in from every package; after a failure, nothing more is started.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<Outcome, any Error>?]

  init(count: Int) { results = Array(repeating: nil, count: count) }

  var failed: Bool {
    lock.withLock { results.contains { if case .failure = $0 { true } else { false } } }
  }

  func store(_ result: Result<Outcome, any Error>, at index: Int) {
    lock.withLock { results[index] = result }
  }

  func all() throws -> [Outcome] {
    try lock.withLock {
      if let failure = results.first(where: { if case .failure = $0 { true } else { false } }), let failure {
        _ = try failure.get()
      }
      return try results.map { result in
        guard let result else { throw KataError("a run was not made") }
        return try result.get()
      }
    }
  }
}
