/// Measures how many generations per second the player really computes and shows.
///
/// It keeps the times of the recent steps and divides the steps between the first and the last by the
/// time between them, so the figure follows a change of speed quickly and is right at 2 s a generation too.
struct RateMeter {
  private var stepTimes: [Double] = []

  /// Notes a step made at a time (seconds on a monotonic clock), forgetting steps older than the window.
  ///
  /// The last two steps are always kept, so that a board slower than the window still gets a figure.
  mutating func recordStep(at time: Double, window: Double) {
    stepTimes.append(time)
    while stepTimes.count > 2, stepTimes[0] < time - window { stepTimes.removeFirst() }
  }

  /// Generations per second between the oldest and the newest step remembered; zero before two steps.
  var rate: Double {
    guard let first = stepTimes.first, let last = stepTimes.last, last > first else { return 0 }
    return Double(stepTimes.count - 1) / (last - first)
  }

  /// Forgets every step, when the player pauses: the figure then reads zero.
  mutating func reset() {
    stepTimes = []
  }
}
