import Foundation

/// Where the kata's files are, and how the tool runs Swift: the project's root and its settings.
public struct Workspace: Sendable {
  public var root: URL
  /// The `swift` command (`SWIFT`, by default `swift` on the path).
  public var swift: String
  /// Seconds a test run may take before it is stopped with every process it started (`KATA_TIME_LIMIT`).
  public var timeLimit: Int
  /// Seconds a build may take: generous, since a first build compiles everything.
  public var buildTimeLimit = 900

  public init(root: URL, swift: String = "swift", timeLimit: Int = 30) {
    self.root = root
    self.swift = swift
    self.timeLimit = timeLimit
  }

  /// The workspace as the environment sets it up, from the project's root.
  public static func fromEnvironment(root: URL) throws -> Workspace {
    let environment = ProcessInfo.processInfo.environment
    var timeLimit = 30
    if let text = environment["KATA_TIME_LIMIT"], !text.isEmpty {
      guard let seconds = Int(text), seconds > 0 else {
        throw KataError("KATA_TIME_LIMIT must be a whole number of seconds above zero, not '\(text)'")
      }
      timeLimit = seconds
    }
    let swift = environment["SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
    return Workspace(root: root, swift: swift, timeLimit: timeLimit)
  }

  public var kata: URL { root.appendingPathComponent("Katas/GameOfLife") }
  public var steps: URL { kata.appendingPathComponent("steps") }
  public var mutants: URL { kata.appendingPathComponent("mutants") }
  public var template: URL { kata.appendingPathComponent("template") }
  public var library: URL { root.appendingPathComponent("Sources/GameOfLife") }
  public var specification: URL { root.appendingPathComponent("Tests/GameOfLifeSpec") }
  public var testSupport: URL { root.appendingPathComponent("Tests/GameOfLifeTestSupport") }
  public var practice: URL { root.appendingPathComponent("Practice") }
  /// The tool's own scratch space; each command and each practice package has a folder of its own.
  public var scratch: URL { root.appendingPathComponent(".build/kata") }

  /// A path as the reader knows it: relative to the project's root.
  public func relative(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.standardizedFileURL.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// The library's own Game with the project's specification: what every other variant is judged beside.
  public func libraryVariant() throws -> Variant {
    Variant(
      name: "the library's Game",
      game: .init(files: try .swiftFiles(in: library), origin: "Sources/GameOfLife"),
      support: .init(files: try .swiftFiles(in: testSupport), origin: "Tests/GameOfLifeTestSupport"),
      tests: .init(files: try .swiftFiles(in: specification), origin: "Tests/GameOfLifeSpec"))
  }
}
