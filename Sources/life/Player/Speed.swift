/// How long the player waits between generations while it runs: from 10 ms to 2 s.
struct Speed: Equatable {
  /// The waits `+` and `-` step through, in milliseconds, fastest first.
  static let delays = [10, 20, 50, 100, 200, 500, 1000, 2000]

  private var index: Int

  /// The speed whose wait is closest to the one asked for.
  init(milliseconds: Int = 100) {
    index =
      Self.delays.indices.min { abs(Self.delays[$0] - milliseconds) < abs(Self.delays[$1] - milliseconds) }
      ?? 0
  }

  /// The wait between two generations, in milliseconds.
  var milliseconds: Int { Self.delays[index] }

  /// The generations per second this wait aims at.
  var targetRate: Double { 1000 / Double(milliseconds) }

  /// A shorter wait, unless it is already the shortest.
  mutating func faster() {
    index = max(index - 1, 0)
  }

  /// A longer wait, unless it is already the longest.
  mutating func slower() {
    index = min(index + 1, Self.delays.count - 1)
  }
}
