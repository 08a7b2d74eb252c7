import Foundation

/// Where the processes the tool starts keep their temporary files: the scratch space's `tmp`, not the
/// system's.
///
/// The Swift driver leaves a folder `TemporaryDirectory.*` behind in `TMPDIR` each time it runs, several
/// each light, thousands in a day of rounds. Kept in the scratch space they go with it, and those an hour
/// old are removed: no command runs that long, so none is still in use. Looking at hundreds of folders
/// costs a light 20 ms, so the tool looks once an hour, when the mark it leaves is that old.
package enum ChildTemporaryFiles {
  /// Makes `folder` the `TMPDIR` of every process started from now on, and removes what is left there
  /// unless that was done within the hour.
  package static func use(_ folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    setenv("TMPDIR", folder.path, 1)
    sweepHourly(folder, now: Date())
  }

  /// Sweeps `folder` if it was not swept within the hour before `now`.
  static func sweepHourly(_ folder: URL, now: Date) {
    let hourAgo = now.addingTimeInterval(-3600)
    let mark = folder.appendingPathComponent(".swept")
    let swept = try? FileManager.default.attributesOfItem(atPath: mark.path)[.modificationDate] as? Date
    if let swept, swept > hourAgo { return }
    sweep(folder, before: hourAgo)
    try? Data().write(to: mark)
  }

  /// Removes the driver's folders in `folder` last changed before `time`; anything else is left alone.
  static func sweep(_ folder: URL, before time: Date) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix("TemporaryDirectory.") {
      let leftover = folder.appendingPathComponent(name)
      let changed = try? leftover.resourceValues(forKeys: [.contentModificationDateKey])
        .contentModificationDate
      if let changed, changed < time { try? FileManager.default.removeItem(at: leftover) }
    }
  }
}
