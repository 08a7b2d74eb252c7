import Foundation
import KataSystem

extension Workspace {
  /// The library's own Game with the project's specification: what every other variant is judged beside.
  public func libraryVariant() throws -> Variant {
    Variant(
      name: "the library's Game",
      game: .init(files: try .swiftFiles(in: library), origin: "Sources/GameOfLife"),
      support: .init(files: try .swiftFiles(in: testSupport), origin: "Tests/GameOfLifeTestSupport"),
      tests: .init(files: try .swiftFiles(in: specification), origin: "Tests/GameOfLifeSpec"))
  }
}
