// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "GameOfLife",
  products: [
    .library(name: "GameOfLife", targets: ["GameOfLife"]),
    .library(name: "RequirementChanges", targets: ["RequirementChanges"]),
    .library(name: "LifeKit", targets: ["LifeKit"]),
    .executable(name: "life", targets: ["life"]),
  ],
  targets: [
    // The kata: the readable Game that learners build and workshops project.
    .target(name: "GameOfLife"),
    // The rules a facilitator changes mid-round (zombies, a hexagonal grid, coloured cells): the
    // library's reference for each, built on the Game, apart from it so the kata's Game stays the kata's.
    .target(name: "RequirementChanges", dependencies: ["GameOfLife"]),
    // Everything around the kata: patterns, file formats, rules, engines.
    .target(name: "LifeKit", dependencies: ["GameOfLife", "LifeKernels"]),
    // The stepping loops of the bitboard and of the sparse engine's tiles in C: portable, and AVX2 and
    // AVX-512 chosen at run time on x86-64.
    .target(name: "LifeKernels"),
    // The command line: thin, it composes LifeKit. Its pages' scripts and styles are files of their own.
    .executableTarget(
      name: "life", dependencies: ["GameOfLife", "RequirementChanges", "LifeKit"],
      resources: [.copy("Export/Page")]),

    // Assertions that record a failure in whichever framework is running.
    .target(name: "GameOfLifeTestSupport", dependencies: ["GameOfLife"], path: "Tests/GameOfLifeTestSupport"),
    .testTarget(name: "GameOfLifeSpec", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
    .testTarget(name: "GameOfLifeXCTests", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
    // The specification as any design is asked it, through a SpecificationAdapter; here, the library's Game.
    .testTarget(
      name: "GameOfLifeDesignSpec",
      dependencies: ["GameOfLife", "GameOfLifeTestSupport", "RequirementChanges"]),
    // The requirement changes' references, in Swift Testing and XCTest.
    .testTarget(
      name: "RequirementChangeTests",
      dependencies: ["GameOfLife", "GameOfLifeTestSupport", "RequirementChanges"]),
    .testTarget(
      name: "GoldenFileTests",
      dependencies: ["GameOfLife", "LifeKit", "GameOfLifeTestSupport", "RequirementChanges"],
      exclude: ["GoldenFiles"]
    ),
    .testTarget(name: "LifeKitTests", dependencies: ["GameOfLife", "LifeKit"]),
    // Runs the built `life` binary end to end; depending on it makes sure it is built first.
    .testTarget(
      name: "LifeCommandTests", dependencies: ["life", "GameOfLife", "LifeKit"], exclude: ["HelpTexts"]),
    // Every engine against the kata Game and the set engine, on seeded soups and the built-in patterns.
    .testTarget(name: "EngineTests", dependencies: ["GameOfLife", "LifeKit"]),
    // The player's pure parts, the pattern store, and the built `life` driven in tmux.
    .testTarget(
      name: "PlayerTests",
      dependencies: ["GameOfLife", "LifeKit", "life", "save-stress"]
    ),
    // Saves patterns through the store in a loop until killed: the crash test's child process.
    .executableTarget(name: "save-stress", dependencies: ["LifeKit"], path: "Tests/SaveStress"),
  ]
)
