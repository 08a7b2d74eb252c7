// swift-tools-version: 6.0
import PackageDescription

// The kata's own tool: it assembles a variant of the Game (a step, a mutant, a learner's code), builds it
// with proof of what was built, runs the tests under a time limit and says what they mean.
// The Makefile calls it through Katas/GameOfLife/kata.sh. No dependencies.
//
// Its parts are layers, each a module that uses only those above it in this list, so the compiler
// refuses a use that goes the wrong way (Documentation/layout.md says what each holds).
let package = Package(
  name: "KataTools",
  platforms: [.macOS(.v13)],
  targets: [
    // Processes stopped with their whole tree, locks, files, the terminal, words: nothing of the kata.
    .target(name: "KataSystem"),
    // Where a verdict is made: a variant built with proof of its sources, its tests run and read.
    .target(name: "Verdicts", dependencies: ["KataSystem"]),
    // The kata's own material: its steps, their patches and handouts, the mutants, the specification.
    .target(name: "Specification", dependencies: ["KataSystem", "Verdicts"]),
    // A learner's practice package: its runs and history, the loop, lights, retro, the bench.
    .target(name: "Practice", dependencies: ["KataSystem", "Verdicts", "Specification"]),
    // The room: the dashboard, publishing, rounds, kata-show. Its page's style is a file of its own.
    .target(
      name: "Workshop", dependencies: ["KataSystem", "Verdicts", "Specification", "Practice"],
      resources: [.copy("Dashboard/dashboard-page.css")]),
    // The specification as one page, with its tests' boards, for the library's Game or a pair's.
    .target(
      name: "SpecificationPage", dependencies: ["KataSystem", "Verdicts", "Specification", "Practice"],
      resources: [.copy("specification-page.css"), .copy("specification-page.js")]),
    .executableTarget(
      name: "kata",
      dependencies: ["KataSystem", "Verdicts", "Specification", "Practice", "Workshop", "SpecificationPage"]),
    // The tool's own tests; the end-to-end ones run the built `kata` executable.
    .testTarget(
      name: "KataToolTests",
      dependencies: [
        "KataSystem", "Verdicts", "Specification", "Practice", "Workshop", "SpecificationPage", "kata",
      ]),
  ]
)
