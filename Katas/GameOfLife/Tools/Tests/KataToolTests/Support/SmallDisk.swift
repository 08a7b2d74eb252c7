import Foundation

@testable import KataSystem

/// A disk of its own, a small tmpfs mounted on a folder, that a test fills or makes read-only.
///
/// The tests run as the superuser, whom no file mode stops: a full disk or a read-only one is the only
/// honest way to have a write refused. Mounting needs that right too; without it the tests that need a
/// disk are skipped, visibly.
struct SmallDisk {
  let folder: URL

  /// Mounts a disk of `kilobytes` on `folder`, made if need be.
  init(at folder: URL, kilobytes: Int = 4096) throws {
    self.folder = folder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.must(["mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path])
  }

  /// Whether this process may mount a disk: tried once, on a folder of its own.
  static let isAvailable: Bool = {
    guard geteuid() == 0, let folder = try? temporaryFolder("small-disk-probe") else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let disk = try? SmallDisk(at: folder, kilobytes: 64) else { return false }
    disk.unmount()
    return true
  }()

  /// Fills the disk: a file grows until the disk refuses another byte.
  func fill() throws {
    let filler = folder.appendingPathComponent(".filler")
    _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
    let handle = try FileHandle(forWritingTo: filler)
    defer { try? handle.close() }
    for size in [65536, 4096, 1] {
      while (try? handle.write(contentsOf: Data(count: size))) != nil {}
    }
  }

  /// Empties what `fill` took.
  func free() throws { try FileManager.default.removeItem(at: folder.appendingPathComponent(".filler")) }

  func readOnly() throws { try Self.must(["mount", "-o", "remount,ro", folder.path]) }

  func unmount() { _ = try? ChildProcess.run(["umount", folder.path], timeLimit: 30) }

  private static func must(_ command: [String]) throws {
    let result = try ChildProcess.run(command, timeLimit: 30)
    guard result.succeeded else { throw KataError("\(command.joined(separator: " ")): \(result.output)") }
  }
}
