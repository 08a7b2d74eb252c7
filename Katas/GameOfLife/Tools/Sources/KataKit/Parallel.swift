import Foundation

/// Runs variants on several scratch packages at once, one variant at a time on each, so that both cores
/// are busy; the outcomes come back in the variants' order.
func outcomes(
  of variants: [Variant], on packages: [ScratchPackage],
  progress: @escaping @Sendable (Outcome) -> Void = { _ in }
) throws -> [Outcome] {
  let results = ResultBox(count: variants.count)
  let work = variants.map { $0 }
  // With no module cache yet, the first variant goes alone: the others then find the cache filled.
  if let first = packages.first, !FileManager.default.fileExists(atPath: first.moduleCache.path),
    let index = results.takeNext()
  {
    let result = Result { try SuiteRunner(package: first).run(work[index]) }
    if case .success(let outcome) = result { progress(outcome) }
    results.store(result, at: index)
  }
  DispatchQueue.concurrentPerform(iterations: packages.count) { worker in
    let runner = SuiteRunner(package: packages[worker])
    while let index = results.takeNext() {
      do {
        let outcome = try runner.run(work[index])
        progress(outcome)
        results.store(.success(outcome), at: index)
      } catch {
        results.store(.failure(error), at: index)
      }
    }
  }
  return try results.all()
}

private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var results: [Result<Outcome, any Error>?]

  init(count: Int) { results = Array(repeating: nil, count: count) }

  func takeNext() -> Int? {
    lock.withLock {
      // After a failure nothing more is started: the error is what the reader needs to see.
      guard next < results.count, !results.contains(where: { if case .failure = $0 { true } else { false } })
      else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func store(_ result: Result<Outcome, any Error>, at index: Int) {
    lock.withLock { results[index] = result }
  }

  func all() throws -> [Outcome] {
    try lock.withLock {
      try results.map { result in
        guard let result else { throw KataError("a run was not made, after an earlier one failed") }
        return try result.get()
      }
    }
  }
}
