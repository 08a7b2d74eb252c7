import Foundation

/// The columns of `life bench`'s table, and how figures are written in it.
enum BenchTable {
  static let header = [
    "workload", "engine", "generations", "time", "cell updates/s", "peak", "population",
    "bgolly", "bgolly peak", "vs bgolly", "goal",
  ]
  // Wide enough for the longest workload name (cordership-gun) and population (cambrian's, 18 digits).
  static let widths = [14, 9, 11, 8, 14, 9, 18, 9, 11, 13, 30]

  static func printHeader() {
    printRow(header)
    printRow(widths.map { String(repeating: "-", count: $0) })
  }

  /// One row, each cell padded to its column; printed at once, so a long bench shows progress.
  static func printRow(_ cells: [String]) {
    let padded = zip(cells, widths).map { cell, width in
      cell.padding(toLength: max(width, cell.count), withPad: " ", startingAt: 0)
    }
    print(padded.joined(separator: " ").trimmingCharacters(in: .whitespaces))
    fflush(nil)
  }

  static func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }
  static func megabytes(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1_048_576) }
  static func rate(_ value: Double) -> String {
    value >= 1e9 ? String(format: "%.2f G", value / 1e9) : String(format: "%.1f M", value / 1e6)
  }
}
