import Foundation

/// The most memory an engine that grows with its pattern may take: the set, sparse and HashLife engines.
///
/// The game and bitboard engines hold a grid of a size known at the start, so they need no budget. The
/// others grow with their pattern; at the budget HashLife collects garbage and takes smaller steps, and
/// when nothing fits, any of them stops with a ``MemoryBudgetError`` rather than crash.
public enum MemoryBudget {
  /// The budget when none is given: 2048 MB, or half the machine's memory when that is less.
  public static var defaultMegabytes: Int {
    min(2048, max(1, Int(clamping: ProcessInfo.processInfo.physicalMemory >> 21)))
  }
  /// The largest budget accepted, in megabytes: a petabyte, past any machine.
  public static let largestMegabytes = 1 << 30

  /// The budget a setup asks for, or the default, in megabytes.
  ///
  /// - Throws: ``EngineError`` for a budget of less than 1 MB or more than ``largestMegabytes``.
  static func megabytes(for setup: EngineSetup) throws -> Int {
    let megabytes = setup.memoryMegabytes ?? defaultMegabytes
    guard megabytes >= 1, megabytes <= largestMegabytes else {
      throw EngineError("the memory budget must be between 1 and \(largestMegabytes) MB, not \(megabytes)")
    }
    return megabytes
  }
}
