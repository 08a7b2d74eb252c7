import Foundation

/// A failure of the file system (a full disk, a read-only folder, a file where a folder should be) in one
/// line, as `Practice/ada/History/0002.json cannot be written (No space left on device)`.
///
/// Foundation's own description of such an error is a dictionary dump across lines; the reader needs the
/// path, the system's reason, and whether it was reading or writing.
package struct FileProblem: Error, CustomStringConvertible {
  let error: any Error
  /// The file meant: it is named rather than the one the error names, which may be a temporary one.
  let file: URL?
  /// Where paths are shown from: the project's root.
  let root: URL

  package init(_ error: any Error, file: URL? = nil, root: URL) {
    self.error = error
    self.file = file
    self.root = root
  }

  package var description: String {
    if let error = error as? KataError { return error.description }
    let nsError = error as NSError
    // Any other error, not the file system's, says itself.
    guard error is POSIXError || [NSCocoaErrorDomain, NSPOSIXErrorDomain].contains(nsError.domain) else {
      return "\(error)"
    }
    let path =
      (nsError.userInfo[NSFilePathErrorKey] as? String) ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
    let named = file.map { relative($0.path) } ?? path.map(relative)
    // Foundation's codes from 256 are reading's, from 512 writing's.
    let doing =
      nsError.domain == NSCocoaErrorDomain && (256..<512).contains(nsError.code)
      ? "cannot be read" : "cannot be written"
    return "\(named ?? "a file") \(doing) (\(Self.reason(error)))"
  }

  private func relative(_ path: String) -> String {
    let base = root.standardizedFileURL.path + "/"
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    return full.hasPrefix(base) ? String(full.dropFirst(base.count)) : full
  }

  /// The system's own words for why, as `No space left on device`.
  static func reason(_ error: any Error) -> String {
    if let error = error as? KataError { return error.description }
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
    // On Linux the underlying error is a Swift error, not an NSError: cast it as one, then bridge it.
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
      let inner = underlying as NSError
      if let posix = underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
      if inner.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(inner.code))) }
    }
    let words = nsError.localizedFailureReason ?? nsError.localizedDescription
    return words.hasSuffix(".") ? String(words.dropLast()) : words
  }
}

extension Workspace {
  /// One line for a file-system failure, with what it means for the learner after a comma.
  package func problem(_ error: any Error, file: URL? = nil, _ consequence: String) -> KataError {
    KataError("\(FileProblem(error, file: file, root: root)), \(consequence)")
  }
}
