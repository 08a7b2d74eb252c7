import Foundation

/// Where a build's time went, for `make kata-bench`: when it started, when its first link started, and
/// when it ended.
package struct BuildTimes: Sendable {
  package var started: Date
  /// Nil when nothing was linked: every library and the executable were in the store.
  package var firstLink: Date?
  package var ended: Date

  /// Seconds compiling: until the first link starts.
  package var compile: Double { (firstLink ?? ended).timeIntervalSince(started) }
  /// Seconds from the first link on, which holds the tests' compile when an interface changed.
  package var link: Double { ended.timeIntervalSince(firstLink ?? ended) }
}
