import Foundation

/// A value shared between threads, read and changed only under its own lock: what `Mutex` is, on every
/// platform the tool runs on.
package final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  package init(_ value: Value) { self.value = value }

  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
