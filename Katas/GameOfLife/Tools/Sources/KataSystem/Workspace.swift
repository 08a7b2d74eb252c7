import Foundation

/// Where the project is, and how the tool runs Swift: the project's root and its settings.
///
/// What the kata's own folders are (its steps, mutants, template, the library's Game and its
/// specification) is the Specification layer's to say (`Workspace+KataFolders.swift`).
package struct Workspace: Sendable {
  package var root: URL
  /// The `swift` command (`SWIFT`, by default `swift` on the path).
  package var swift: String
  /// Seconds a test run may take before it is stopped with every process it started (`KATA_TIME_LIMIT`).
  package var timeLimit: Int
  /// Seconds a build may take: generous, since a first build compiles everything.
  package var buildTimeLimit = 900
  /// How variants are built: by the compiler itself where the tool knows how (Linux), else by
  /// `swift build`; `KATA_BUILDER=swiftpm` chooses `swift build` anywhere.
  package var builder: Builder

  package enum Builder: String, Sendable {
    case compiler
    case packageManager = "swiftpm"

    #if os(Linux)
      package static let standard = Builder.compiler
    #else
      package static let standard = Builder.packageManager
    #endif
  }

  /// The compiler beside `swift`: `swiftc` in the same folder, or on the `PATH`.
  package var swiftc: String {
    swift.contains("/")
      ? URL(fileURLWithPath: swift).deletingLastPathComponent().appendingPathComponent("swiftc").path
      : "swiftc"
  }

  package init(root: URL, swift: String = "swift", timeLimit: Int = 30, builder: Builder = .standard) {
    self.root = root
    self.swift = swift
    self.timeLimit = timeLimit
    self.builder = builder
    practice = root.appendingPathComponent("Practice")
    moduleCache = Self.sharedModuleCache ?? root.appendingPathComponent(".build/kata/module-cache")
  }

  /// The folder `KATA_MODULE_CACHE` names, made absolute from the folder the tool started in.
  ///
  /// The compiler records where it found each module it keeps, so every package that shares the folder
  /// must name it by the same path: the kata tool's own tests, which make a workspace for each, share one.
  private static let sharedModuleCache: URL? = ProcessInfo.processInfo.environment["KATA_MODULE_CACHE"]
    .flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0).standardizedFileURL }

  /// The workspace as the environment sets it up, from the project's root.
  package static func fromEnvironment(root: URL) throws -> Workspace {
    let environment = ProcessInfo.processInfo.environment
    var timeLimit = 30
    if let text = environment["KATA_TIME_LIMIT"], !text.isEmpty {
      guard let seconds = Int(text), seconds > 0 else {
        throw KataError("KATA_TIME_LIMIT must be a whole number of seconds above zero, not '\(text)'")
      }
      timeLimit = seconds
    }
    let swift = environment["SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
    var builder = Builder.standard
    if let text = environment["KATA_BUILDER"], !text.isEmpty {
      guard let chosen = Builder(rawValue: text) else {
        throw KataError("KATA_BUILDER must be 'compiler' or 'swiftpm', not '\(text)'")
      }
      builder = chosen
    }
    var workspace = Workspace(root: root, swift: swift, timeLimit: timeLimit, builder: builder)
    if let folder = environment["KATA_PRACTICE"], !folder.isEmpty {
      workspace.practice = URL(fileURLWithPath: folder, relativeTo: root).standardizedFileURL
    }
    return workspace
  }

  /// Where practice packages are: `Practice/`, or the folder `KATA_PRACTICE` names (the bench keeps its
  /// package apart from the learners' that way).
  package var practice: URL
  /// The tool's own scratch space; each command and each practice package has a folder of its own.
  package var scratch: URL { root.appendingPathComponent(".build/kata") }
  /// Where the system's modules are kept once compiled for any package (`.build/kata/module-cache`, or the
  /// folder `KATA_MODULE_CACHE` names), about 5 s of compiling the first time.
  package var moduleCache: URL

  /// A path as `relative` gives it, made a file's URL again: below the root, or as it is when absolute (a
  /// practice folder outside the workspace).
  package func url(of path: String) -> URL {
    path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
  }

  /// A path as the reader knows it: relative to the project's root.
  package func relative(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.standardizedFileURL.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}
