/// The rules for the name a user saves a pattern under: it becomes a file name, so it must be one.
public enum PatternName {
  /// The extension of a saved pattern's file.
  public static let fileExtension = ".rle"
  /// The longest name, in bytes of UTF-8, so that the name and the extension fit in a file name.
  public static let maximumLength = 100

  /// The name as it will be stored: trimmed of surrounding spaces, without a typed `.rle` extension.
  ///
  /// - Throws: ``PatternStoreError/invalidName(_:reason:)`` saying what is wrong with it.
  public static func validated(_ name: String) throws -> String {
    var trimmed = name.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased().hasSuffix(fileExtension), trimmed.count > fileExtension.count {
      trimmed = String(trimmed.dropLast(fileExtension.count))
    }
    func invalid(_ reason: String) -> PatternStoreError { .invalidName(name, reason: reason) }
    guard !trimmed.isEmpty else { throw invalid("a name needs at least one character") }
    guard !trimmed.contains("/"), !trimmed.contains("\\") else {
      throw invalid("a name cannot contain '/' or '\\'")
    }
    guard !trimmed.hasPrefix(".") else { throw invalid("a name cannot start with '.'") }
    guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      throw invalid("a name cannot contain control characters")
    }
    guard trimmed.utf8.count <= maximumLength else {
      throw invalid("a name can be at most \(maximumLength) bytes long")
    }
    return trimmed
  }
}
