import Foundation
import KataSystem
import Verdicts

/// What a loop of runs does with each run: only show it (`kata-watch`); count down to the next green and
/// put back the last green when time runs out (Coderetreat's baby steps); or keep each green and put back
/// the last green after any other light (TCR: test && commit || revert).
package enum LoopRule: Sendable {
  case watch
  case babySteps(seconds: Double)
  case tcr(TCRVariant)
}

/// The kinds of TCR: `plain` puts back Sources and Tests after any light but green; `relaxed` puts back
/// Sources only and keeps the tests; `btcr` does not put anything back when the code does not compile.
package enum TCRVariant: String, CaseIterable, Sendable {
  case plain, relaxed, btcr

  package init(word: String) throws {
    guard let variant = TCRVariant(rawValue: word.isEmpty ? "plain" : word) else {
      throw KataError("VARIANT must be relaxed or btcr (or nothing, for plain TCR), not '\(word)'")
    }
    self = variant
  }

  var parts: [Snapshot.Part] { self == .relaxed ? [.sources] : Snapshot.Part.allCases }

  func reverts(_ verdict: RunVerdict) -> Bool {
    verdict.light != .green && !(self == .btcr && verdict.why == RunVerdict.didNotCompile)
  }
}
