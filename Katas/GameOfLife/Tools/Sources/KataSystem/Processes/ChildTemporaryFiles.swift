import Foundation

/// Where the processes the tool starts keep their temporary files: the scratch space's `tmp`, not the
/// system's.
///
/// The Swift driver leaves a folder `TemporaryDirectory.*` behind in `TMPDIR` each time it runs, several
/// each light, thousands in a day of rounds. Kept in the scratch space they go with it, and those an hour
/// old are removed each time the tool starts: no command runs that long, so none is still in use.
package enum ChildTemporaryFiles {
  /// Makes `folder` the `TMPDIR` of every process started from now on, and removes what is left there.
  package static func use(_ folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    setenv("TMPDIR", folder.path, 1)
    sweep(folder, before: Date().addingTimeInterval(-3600))
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
