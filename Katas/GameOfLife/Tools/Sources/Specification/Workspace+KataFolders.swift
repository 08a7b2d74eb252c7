import Build
import Foundation
import KataSystem

/// The kata's own folders in the project, and the library's Game as a variant.
extension Workspace {
  package var kata: URL { root.appendingPathComponent("Katas/GameOfLife") }
  package var steps: URL { kata.appendingPathComponent("steps") }
  package var mutants: URL { kata.appendingPathComponent("mutants") }
  package var template: URL { kata.appendingPathComponent("template") }
  package var library: URL { root.appendingPathComponent("Sources/GameOfLife") }
  package var specification: URL { root.appendingPathComponent("Tests/GameOfLifeSpec") }
  package var testSupport: URL { root.appendingPathComponent("Tests/GameOfLifeTestSupport") }
  /// The specification as any design is asked it, through a `SpecificationAdapter`.
  package var designSpecification: URL { root.appendingPathComponent("Tests/GameOfLifeDesignSpec") }

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
