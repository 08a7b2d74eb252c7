import Build
import Foundation
import KataSystem

/// A requirement a facilitator changes half-way through a round (`make workshop-change CHANGE=zombies`):
/// the library has a reference for it in `Sources/RequirementChanges`, and the specification for any
/// design has its sentences in `Tests/GameOfLifeDesignSpec/Changes`, asked of a pair's design through
/// their adapter.
package enum RequirementChange: String, Codable, CaseIterable, Sendable {
  case zombies
  case hexagonal
  case coloured

  /// The change a name means: nil for none; a name not in the catalogue throws a line listing every name.
  package static func named(_ name: String) throws -> RequirementChange? {
    guard !name.isEmpty else { return nil }
    guard let change = RequirementChange(rawValue: name) else {
      let names = allCases.map(\.rawValue).joined(separator: ", ")
      throw KataError("CHANGE must be one of \(names), not '\(name)'")
    }
    return change
  }

  /// Its title and rule, written once with the teaching page's card.
  var words: RequirementChangeWords {
    switch self {
    case .zombies: .zombies
    case .hexagonal: .hexagonal
    case .coloured: .coloured
    }
  }

  package var title: String { words.title }

  /// The new rule, as the facilitator reads it out.
  package var rule: String { words.rule }

  /// The protocol of `GameOfLifeTestSupport` through which the specification asks a design what the change
  /// adds.
  package var adapterProtocol: String {
    switch self {
    case .zombies: "FollowsZombies"
    case .hexagonal: "OnAHexagonalGrid"
    case .coloured: "ColouredCells"
    }
  }

  /// What the adapter answers for it.
  var adapterAnswers: String {
    switch self {
    case .zombies: "isZombie(row:column:)"
    case .hexagonal: "liveNeighbourCount(row:column:), counting six neighbours"
    case .coloured: "init(colouredPicture:topology:) and colouredPicture, with R for red and B for blue"
    }
  }

  /// The name its specification gives the design it judges.
  var designName: String {
    switch self {
    case .zombies: "ZombiesUnderTest"
    case .hexagonal: "HexagonalUnderTest"
    case .coloured: "ColouredUnderTest"
    }
  }

  /// Its specification's file in `Tests/GameOfLifeDesignSpec`.
  package var specificationFile: String {
    switch self {
    case .zombies: "Changes/Zombies.swift"
    case .hexagonal: "Changes/Hexagonal.swift"
    case .coloured: "Changes/Coloured.swift"
    }
  }

  /// The library's reference for it, in `Sources/RequirementChanges`.
  package var reference: String {
    switch self {
    case .zombies: "ZombieGame"
    case .hexagonal: "HexagonalGame"
    case .coloured: "ColouredGame"
    }
  }

  /// The card shown to every pair at its next light: the rule, and how the specification asks it.
  package var card: String {
    "Requirement change: \(title) (CHANGE=\(rawValue))\n" + wrappedParagraph(rule, indent: "  ") + "\n"
      + wrappedParagraph(
        "make kata-verify now asks its sentences (\(specificationFile) in Tests/GameOfLifeDesignSpec) of "
          + "your design, through your SpecificationAdapter; conform it to \(adapterProtocol) "
          + "(\(adapterAnswers)). The library's \(reference) is one way to follow it.",
        indent: "  ")
  }

  /// The line a light shows while the change holds, once its card has been shown.
  package var reminder: String {
    "Requirement change: \(title). make kata-verify asks its sentences."
  }

  /// The specification's files a run on a pair's design compiles for this change: what every design is
  /// asked with, the change's helpers, and its sentences.
  package func specificationFiles(in workspace: Workspace) throws -> SourceFiles {
    try SourceFiles.swiftFiles(in: workspace.designSpecification).filter {
      $0.key == "AnyDesign.swift" || $0.key == "Changes/ChangedBoards.swift" || $0.key == specificationFile
    }
  }

  /// The file of the specification for any design that adapts the library's references.
  package static let libraryReferences = "TheLibrarysGame/ChangeReferences.swift"

  /// The library's references (every change's: they share their colours and errors), by file name.
  package func referenceFiles(in workspace: Workspace) throws -> SourceFiles {
    let files = (try? SourceFiles.swiftFiles(in: workspace.requirementChanges)) ?? [:]
    guard files.keys.contains("\(reference).swift") else {
      throw KataError(
        "\(workspace.relative(workspace.requirementChanges))/\(reference).swift is missing: the library's "
          + "reference for the change \(rawValue)")
    }
    return files
  }

  /// The line that names a pair's adapting type for this change's specification.
  package func designUnderTest(_ type: String) -> String { "typealias \(designName) = \(type)" }
}
