import Foundation
import KataSystem

extension Snapshot {
  /// Puts this snapshot's files back in the package's parts, where they are still as `seen` has them.
  ///
  /// `seen` is the code the tool judged (a run's snapshot) and kept in the history before putting anything
  /// back. A file the learner saved since then is newer than anything the history holds, so it is left
  /// as they saved it, and their next run tests it: a revert never loses a save, however close to it.
  /// Each file is moved aside before it is compared, so a save that lands while it is put back wins.
  /// Only what differs is written, each file whole; folders and files other than Swift files stay, so an
  /// editor or a shell open in them carries on.
  ///
  /// - Returns: The paths left as the learner saved them since `seen`, in order.
  @discardableResult
  package func restore(_ parts: [Part], into package: URL, over seen: Snapshot) throws -> [String] {
    let inParts = { (path: String) in parts.contains { path.hasPrefix($0.rawValue + "/") } }
    var keptAsSaved: [String] = []
    for path in Set(files.keys).union(seen.files.keys).filter(inParts).sorted()
    where files[path] != seen.files[path] {
      let file = SavedFile(package.appendingPathComponent(path))
      if try !file.replace(seen.files[path], with: files[path]) { keptAsSaved.append(path) }
    }
    return keptAsSaved
  }
}

/// One file of the learner's, replaced only while it holds what the tool last saw in it.
private struct SavedFile {
  let url: URL

  init(_ url: URL) { self.url = url }

  /// Replaces the file's text `seen` with `wanted` (nil: no file); false when the learner saved it since.
  ///
  /// A check and then a write would leave a gap in which a save is overwritten. So the file is first moved
  /// aside, in one step: a save after that makes a new file, which the tool never replaces, and a save
  /// before it is in the file moved aside, which goes back when it is not what the tool saw.
  func replace(_ seen: String?, with wanted: String?) throws -> Bool {
    let aside = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).kata-aside")
    if seen != nil {
      guard rename(url.path, aside.path) == 0 else {
        // Deleted since it was seen: a deletion is a save too.
        if errno == ENOENT { return false }
        throw systemError()
      }
      let now = try? String(contentsOf: aside, encoding: .utf8)
      guard now == seen else {
        try place(aside)
        return false
      }
    } else if FileManager.default.fileExists(atPath: url.path) {
      return false
    }
    var placed = true
    if let wanted {
      let written = url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).kata-new")
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(wanted.utf8).write(to: written)
        placed = try place(written)
      } catch {
        // A full disk, say: the learner's file goes back where it was, and nothing half-written stays.
        unlink(written.path)
        if seen != nil { _ = try? place(aside) }
        throw error
      }
    }
    if seen != nil { unlink(aside.path) }
    return placed
  }

  /// Links `file` in at the file's path unless a file is there already (a save made meanwhile), then
  /// removes `file`'s own name; false when the save was there first.
  @discardableResult
  private func place(_ file: URL) throws -> Bool {
    defer { unlink(file.path) }
    guard link(file.path, url.path) == 0 else {
      if errno == EEXIST { return false }
      throw systemError()
    }
    return true
  }

  /// The system's last error, naming the file, as ``FileProblem`` says it.
  private func systemError() -> NSError {
    NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSFilePathErrorKey: url.path])
  }
}
