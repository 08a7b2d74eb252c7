/// A mistake on the command line; `life` exits with 64 after printing it.
struct UsageError: Error, CustomStringConvertible {
  /// The message the user sees after `Error: `.
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// A failure that is neither the command line's nor the data's fault, such as a full disk; `life` exits with 1.
struct RuntimeFailure: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
