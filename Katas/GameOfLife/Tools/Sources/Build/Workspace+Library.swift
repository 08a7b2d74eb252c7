import Foundation
import KataSystem

extension Workspace {
  /// The library's own Game with the project's specification: what every other variant is judged beside.
  package func libraryVariant() throws -> Variant {
    Variant(
      name: "the library's Game",
      game: .init(files: try .swiftFiles(in: library), origin: "Sources/GameOfLife"),
      support: .init(files: try .swiftFiles(in: testSupport), origin: "Tests/GameOfLifeTestSupport"),
      tests: .init(files: try .swiftFiles(in: specification), origin: "Tests/GameOfLifeSpec"))
  }

  /// The library's own Game with the specification for any design, through its one-line adapter.
  package func libraryDesignVariant() throws -> Variant {
    var variant = try libraryVariant()
    variant.name = "the library's Game, through its adapter"
    variant.tests = .init(
      files: try .swiftFiles(in: designSpecification), origin: "Tests/GameOfLifeDesignSpec")
    return variant
  }
}
