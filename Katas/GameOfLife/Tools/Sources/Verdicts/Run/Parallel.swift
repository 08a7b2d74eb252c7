import Build
import Foundation
import KataSystem

/// Runs variants on several scratch packages at once, so that both cores are busy; the outcomes come
/// back in the variants' order.
///
/// Each package works through a run of neighbouring variants, in order: neighbouring steps often
/// compile to the same module, and then their tests need no compiling again. A package that finishes
/// its run takes variants from the end of another's.
package func outcomes(
  of variants: [Variant], on packages: [ScratchPackage],
  progress: @escaping @Sendable (Outcome) -> Void = { _ in }
) throws -> [Outcome] {
  let queue = Queue(count: variants.count)
  let run: @Sendable (ScratchPackage, Int) -> Void = { package, index in
    let result = Result { try SuiteRunner(package: package).run(variants[index]) }
    if case .success(let outcome) = result { progress(outcome) }
    queue.store(result, at: index)
  }
  // With no module cache yet, the first variant goes alone: the others then find the cache filled.
  let coldCache = packages.first.map { !FileManager.default.fileExists(atPath: $0.moduleCache.path) } ?? false
  if coldCache, let package = packages.first, let index = queue.take(after: nil, startingAt: 0) {
    run(package, index)
  }
  let share = (queue.pending + packages.count - 1) / max(1, packages.count)
  let first = variants.count - queue.pending
  DispatchQueue.concurrentPerform(iterations: packages.count) { worker in
    var last: Int?
    while let index = queue.take(after: last, startingAt: first + worker * share) {
      run(packages[worker], index)
      last = index
    }
  }
  return try queue.all()
}

/// The variants still to run and the outcomes in; after a failure, nothing more is started.
private final class Queue: @unchecked Sendable {
  private let lock = NSLock()
  private var waiting: Set<Int>
  private var results: [Result<Outcome, any Error>?]

  init(count: Int) {
    waiting = Set(0..<count)
    results = Array(repeating: nil, count: count)
  }

  var pending: Int { lock.withLock { waiting.count } }

  /// The variant after the last one, or at the start of the run, when waiting; else the last waiting.
  func take(after last: Int?, startingAt start: Int) -> Int? {
    lock.withLock {
      guard !results.contains(where: { if case .failure = $0 { true } else { false } }) else { return nil }
      let wanted = last.map { $0 + 1 } ?? start
      let index = waiting.contains(wanted) ? wanted : waiting.max()
      if let index { waiting.remove(index) }
      return index
    }
  }

  func store(_ result: Result<Outcome, any Error>, at index: Int) {
    lock.withLock { results[index] = result }
  }

  func all() throws -> [Outcome] {
    try lock.withLock {
      for case .failure(let error)? in results { throw error }
      return try results.map { result in
        guard let result else { throw KataError("a run was not made") }
        return try result.get()
      }
    }
  }
}
