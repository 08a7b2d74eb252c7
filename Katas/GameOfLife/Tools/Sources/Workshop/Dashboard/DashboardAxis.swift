import Foundation
import KataSystem
import Verdicts

/// The minute axis every pair's lights share on the dashboard, so that a glance down a column shows what
/// the whole room did in that minute.
///
/// Minute 0 is the earliest first entry of any pair. Each minute is as many columns wide as the most runs
/// any pair made in it, so no light is hidden; a minute with no run is one blank column. More than five
/// minutes in a row with no run by anyone (a break) shrink to one `┊`.
///
///     minute  0    5 ┊ 18
///     ada     ARG  G ┊ RG
///     bob      A R   ┊  G
struct DashboardAxis: Sendable {
  enum Column: Equatable, Sendable {
    /// The `slot`th run of a minute, counted from 0.
    case minute(Int, slot: Int)
    /// Minutes in a row with no run.
    case pause(ClosedRange<Int>)
  }

  /// What one pair shows in one column.
  enum Mark: Equatable, Sendable {
    case light(Light)
    case blank
    case pause
    /// Earlier minutes were left out to fit.
    case cut

    var character: String {
      switch self {
      case .light(let light): light.letter
      case .blank: " "
      case .pause: "┊"
      case .cut: "…"
      }
    }
  }

  /// Pauses longer than this many minutes shrink to one column.
  static let longestPause = 5

  /// Minute 0, or nil when no pair has an entry.
  var start: Date?
  var columns: [Column] = []
  /// Whether earlier columns were left out (`latest(_:)`).
  var cut = false
  /// Each pair's lights, by minute, in the order of their runs.
  private var lights: [[Int: [Light]]] = []

  init(_ pairs: [DashboardPair]) {
    start = pairs.compactMap { $0.loaded.records.first?.time }.min()
    guard let start else { return }
    lights = pairs.map { pair in
      Dictionary(grouping: pair.runs) { wholeMinutes(from: start, to: $0.time) }
        .mapValues { runs in runs.compactMap(\.light) }
    }
    let widths = lights.reduce(into: [Int: Int]()) { widths, pair in
      widths.merge(pair.mapValues(\.count)) { max($0, $1) }
    }
    columns = Self.columns(widths: widths)
  }

  /// The columns for minutes 0 to the last with a run, given how wide each minute with runs is.
  private static func columns(widths: [Int: Int]) -> [Column] {
    guard let last = widths.keys.max() else { return [] }
    var columns: [Column] = []
    var minute = 0
    while minute <= last {
      if let width = widths[minute] {
        columns += (0..<width).map { .minute(minute, slot: $0) }
        minute += 1
        continue
      }
      // A quiet stretch ends before the next minute with a run; there is one, since `last` has runs.
      let next = (minute...last).first { widths[$0] != nil } ?? last + 1
      if next - minute > longestPause {
        columns.append(.pause(minute...(next - 1)))
      } else {
        columns += (minute..<next).map { .minute($0, slot: 0) }
      }
      minute = next
    }
    return columns
  }

  /// The axis cut to its latest `width` columns, the first of them `…`; a minute is never cut in two.
  func latest(_ width: Int) -> DashboardAxis {
    guard columns.count > width else { return self }
    var kept = columns.suffix(max(1, width - 1))
    while case .minute(_, let slot) = kept.first, slot > 0 { kept.removeFirst() }
    var axis = self
    (axis.columns, axis.cut) = (Array(kept), true)
    return axis
  }

  /// What pair number `pair` shows in each column, `…` first when the axis is cut.
  func lane(_ pair: Int) -> [Mark] {
    let marks = columns.map { column -> Mark in
      switch column {
      case .pause: return .pause
      case .minute(let minute, let slot):
        guard let light = lights[pair][minute].flatMap({ slot < $0.count ? $0[slot] : nil }) else {
          return .blank
        }
        return .light(light)
      }
    }
    return cut ? [.cut] + marks : marks
  }

  /// The minute ruler over the lanes: the first minute shown, every fifth minute and the minute after a
  /// pause, each where it fits without touching the one before; `┊` over each pause.
  var ruler: String {
    let offset = cut ? 1 : 0
    var ruler = (cut ? [Mark.cut.character] : []) + columns.map { $0.isPause ? Mark.pause.character : " " }
    var free = 0
    for (index, column) in columns.enumerated() {
      guard case .minute(let minute, slot: 0) = column else { continue }
      let afterPause = index > 0 && columns[index - 1].isPause
      guard index == 0 || minute % 5 == 0 || afterPause else { continue }
      let label = String(minute).map(String.init)
      let place = index + offset
      // The last label may run past the axis; no label runs over a pause.
      if ruler.count < place + label.count {
        ruler += Array(repeating: " ", count: place + label.count - ruler.count)
      }
      guard place >= free, ruler[place..<(place + label.count)].allSatisfy({ $0 == " " }) else { continue }
      ruler.replaceSubrange(place..<(place + label.count), with: label)
      free = place + label.count + 1
    }
    return ruler.joined().trimmingTrailingSpaces
  }
}

extension DashboardAxis.Column {
  var isPause: Bool {
    if case .pause = self { true } else { false }
  }
}
