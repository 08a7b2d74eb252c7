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
  /// The library's references for the requirement changes, a module beside the Game's.
  package var requirementChanges: URL { root.appendingPathComponent("Sources/RequirementChanges") }

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
    // The requirement changes' sentences ask their references, which `libraryChangeVariant` adds.
    variant.tests = .init(
      files: try SourceFiles.swiftFiles(in: designSpecification).filter {
        !$0.key.hasPrefix("Changes/") && $0.key != RequirementChange.libraryReferences
      }, origin: "Tests/GameOfLifeDesignSpec")
    return variant
  }
}

extension Workspace {
  /// The library's reference for a requirement change, with the change's sentences through it: the
  /// references' files are compiled into the tests' module here, beside its adapters.
  package func libraryChangeVariant(_ change: RequirementChange) throws -> Variant {
    var variant = try libraryVariant()
    variant.name = "the library's \(change.reference)"
    var files = try change.specificationFiles(in: self)
    let design = try SourceFiles.swiftFiles(in: designSpecification)
    for (file, text) in design where file.hasPrefix("TheLibrarysGame/") {
      files[file] = text.replacing("import RequirementChanges\n", with: "")
    }
    for (file, text) in try change.referenceFiles(in: self) { files["RequirementChanges/\(file)"] = text }
    variant.tests = .init(files: files, origin: "Tests/GameOfLifeDesignSpec")
    return variant
  }
}
