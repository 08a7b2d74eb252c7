/// Why a pattern could not be saved or loaded; the description is the message the user sees.
public enum PatternStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name cannot be a file name.
  case invalidName(_ name: String, reason: String)
  /// Nothing is saved under the name.
  case notFound(_ name: String, directory: String)
  /// The file or its folder could not be written.
  case cannotWrite(_ path: String, reason: String)

  /// The message a person reads: what is wrong, naming the pattern, the folder or the file.
  public var description: String {
    switch self {
    case .invalidName(let name, let reason): "invalid pattern name '\(name)': \(reason)"
    case .notFound(let name, let directory): "no pattern named '\(name)' is saved in \(directory)"
    case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
    }
  }
}
