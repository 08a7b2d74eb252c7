import Foundation

/// The folder where the player keeps the patterns a user saves: one RLE file per name.
///
/// A save never loses the old file: the new text goes to a temporary file in the same folder, is flushed
/// to disk, and only then takes the old file's place in one `rename`, so a crash or a power cut in the
/// middle leaves either the old file or the new one, whole.
public struct PatternStore: Sendable {
  /// The environment variable that chooses the folder.
  public static let environmentVariable = "LIFE_PATTERNS_DIR"
  /// The folder used when the environment variable is not set, below the home folder.
  public static let defaultRelativePath = ".local/share/life/patterns"

  /// The folder holding the `.rle` files.
  public let directory: URL
  /// How old a temporary file of a save must be before it counts as left by a save that was killed.
  ///
  /// A save takes moments, so a minute leaves a save going on in another process well alone.
  public static let leftoverAge: TimeInterval = 60

  /// Makes the store of a folder; nothing is read or written until a pattern is saved or loaded.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The store in `$LIFE_PATTERNS_DIR`, or in `~/.local/share/life/patterns` when that is unset or empty.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let path = environment[Self.environmentVariable], !path.isEmpty {
      directory = URL(fileURLWithPath: path, isDirectory: true)
    } else {
      let home =
        environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? FileManager.default.homeDirectoryForCurrentUser
      directory = home.appendingPathComponent(Self.defaultRelativePath, isDirectory: true)
    }
  }

  /// The file a name is saved in.
  ///
  /// - Throws: ``PatternStoreError/invalidName(_:reason:)`` when the name cannot be a file name.
  public func fileURL(for name: String) throws -> URL {
    let name = try PatternName.validated(name)
    return directory.appendingPathComponent(name + PatternName.fileExtension, isDirectory: false)
  }

  /// The names of the saved patterns, sorted; none when the folder does not exist yet.
  ///
  /// Temporary files that killed saves left, older than ``leftoverAge``, are removed on the way.
  public func names() throws -> [String] {
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    removeLeftoverSaves(among: files)
    return
      files
      .filter { $0.hasSuffix(PatternName.fileExtension) && !$0.hasPrefix(".") }
      .map { String($0.dropLast(PatternName.fileExtension.count)) }
      .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
  }

  /// Saves a pattern under a name, replacing any pattern saved under it before; returns the file written.
  ///
  /// The folder is made when it does not exist.
  ///
  /// - Throws: ``PatternStoreError`` when the name is not valid or the file cannot be written.
  @discardableResult
  public func save(_ pattern: Pattern, as name: String) throws -> URL {
    var named = pattern
    named.name = try PatternName.validated(name)
    return try save(rle: named.rle + "\n", as: name)
  }

  /// Saves the text of an RLE file under a name, as it is, replacing any pattern saved under it before.
  ///
  /// Temporary files that killed saves left, older than ``leftoverAge``, are removed first.
  ///
  /// - Throws: ``PatternStoreError`` when the name is not valid or the file cannot be written.
  @discardableResult
  public func save(rle text: String, as name: String) throws -> URL {
    let file = try fileURL(for: name)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      // A folder that cannot be listed only means no clean-up; the write below says if it is unusable.
      removeLeftoverSaves(among: (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      try AtomicFile.write(Data(text.utf8), to: file)
    } catch let error as PatternStoreError {
      throw error
    } catch {
      throw PatternStoreError.cannotWrite(file.path, reason: error.localizedDescription)
    }
    return file
  }

  /// Removes the temporary files, among the folder's files, of saves killed more than ``leftoverAge`` ago.
  private func removeLeftoverSaves(among files: [String]) {
    AtomicFile.removeLeftovers(
      among: files, in: directory, forDestinationsEndingIn: PatternName.fileExtension,
      olderThan: Self.leftoverAge)
  }

  /// Reads the pattern saved under a name.
  ///
  /// - Throws: ``PatternStoreError/notFound(_:directory:)`` when nothing is saved under it, or the
  ///   ``PatternError`` of a file that does not read, naming the file.
  public func load(_ name: String) throws -> Pattern {
    let file = try fileURL(for: name)
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw PatternStoreError.notFound(name, directory: directory.path)
    }
    do {
      var pattern = try Pattern(rle: String(decoding: data, as: UTF8.self))
      pattern.name = pattern.name ?? name
      return pattern
    } catch var error as PatternError {
      error.file = file.path
      throw error
    }
  }
}
