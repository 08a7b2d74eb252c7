/// What one test run is about: a Game's sources, the test support, and the tests to run against them.
public struct Variant: Sendable {
  /// Says in plain words which code this is: "step 05", "mutant 03-four-survive", "your Game".
  public var name: String
  public var game: Target
  public var support: Target
  public var tests: Target

  /// One target's files, and the folder they come from, so a compile error names the reader's own file.
  public struct Target: Sendable {
    public var files: SourceFiles
    /// The folder a person knows the files by, relative to the project: `Practice/ada/Sources/GameOfLife`.
    public var origin: String

    public init(files: SourceFiles, origin: String) {
      self.files = files
      self.origin = origin
    }

    /// Where a test's first problem is (or the test itself, without one), as the reader knows the file:
    /// `Practice/ada/Tests/GameOfLifeTests/Rules/BirthTests.swift:12`.
    func location(of test: TestResult) -> String? {
      let file = test.problemFile ?? test.file
      guard let path = files.keys.sorted().first(where: { fileName($0) == file }) else { return nil }
      return "\(origin)/\(path):\(test.problemLine ?? test.line)"
    }
  }

  public init(name: String, game: Target, support: Target, tests: Target) {
    self.name = name
    self.game = game
    self.support = support
    self.tests = tests
  }
}
