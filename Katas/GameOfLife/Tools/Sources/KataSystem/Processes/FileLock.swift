import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a file, held until released or until the process ends (the system lets go of
/// it then, so a killed run never leaves a lock behind).
package final class FileLock: @unchecked Sendable {
  private let descriptor: Int32

  /// Waits for the lock, saying once to `reporter` what it waits for when another run holds it.
  package init(at path: String, waitingMessage: @autoclosure () -> String, reporter: any Reporter) throws {
    descriptor = open(path, O_CREAT | O_RDWR, 0o644)
    // The system's reason, with the path, for a one-line FileProblem: a read-only folder, a full disk.
    guard descriptor >= 0 else {
      throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSFilePathErrorKey: path])
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      reporter.say(waitingMessage())
      guard flock(descriptor, LOCK_EX) == 0 else {
        close(descriptor)
        throw KataError("cannot lock \(path)")
      }
    }
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
