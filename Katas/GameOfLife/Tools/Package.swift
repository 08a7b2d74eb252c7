// swift-tools-version: 6.0
import PackageDescription

// The kata's own tool: it assembles a variant of the Game (a step, a mutant, a learner's code), builds it
// with proof of what was built, runs the tests under a time limit and says what they mean.
// The Makefile calls it through Katas/GameOfLife/kata.sh. No dependencies.
//
// Its parts are layers, each a module that uses only those above it in this list, so the compiler
// refuses a use that goes the wrong way (Documentation/layout.md says what each holds).
let layers = ["KataSystem", "Compiler", "Build", "Verdicts", "Mutation", "Specification", "Practice"]

/// The layers below `layer`, which it may use.
func lower(than layer: String) -> [Target.Dependency] {
  layers.prefix(while: { $0 != layer }).map { .target(name: $0) }
}

let package = Package(
  name: "KataTools",
  platforms: [.macOS(.v13)],
  targets: [
    // Processes stopped with their whole tree, locks, files, the terminal, words: nothing of the kata.
    .target(name: "KataSystem"),
    // The compiler called directly: a build's jobs planned then run, its store and the records it is
    // compared with, the list of XCTest tests; nothing of variants.
    .target(name: "Compiler", dependencies: ["KataSystem"]),
    // A variant built with proof of its sources: the variant, the scratch package, the two builders.
    .target(name: "Build", dependencies: lower(than: "Build")),
    // Where a verdict is made: a built variant's tests run and read, and the light they give.
    .target(name: "Verdicts", dependencies: lower(than: "Verdicts")),
    // A Game's mutants, compiled behind one switch and graded by its tests.
    .target(name: "Mutation", dependencies: lower(than: "Mutation")),
    // The kata's own material: its steps, their patches and handouts, the mutants, the specification.
    .target(name: "Specification", dependencies: lower(than: "Specification")),
    // A learner's practice package: its runs and history, the loop, lights, retro, the bench.
    .target(name: "Practice", dependencies: lower(than: "Practice")),
    // The room: the dashboard, publishing, rounds, kata-show. Its page's style is a file of its own.
    .target(
      name: "Workshop", dependencies: lower(than: "Workshop"),
      resources: [.copy("Dashboard/dashboard-page.css")]),
    // The specification as one page, with its tests' boards, for the library's Game or a pair's.
    .target(
      name: "SpecificationPage", dependencies: lower(than: "Workshop"),
      resources: [.copy("specification-page.css"), .copy("specification-page.js")]),
    .executableTarget(name: "kata", dependencies: lower(than: "kata") + ["Workshop", "SpecificationPage"]),
    // The tool's own tests; the end-to-end ones run the built `kata` executable.
    .testTarget(
      name: "KataToolTests",
      dependencies: lower(than: "kata") + ["Workshop", "SpecificationPage", "kata"]),
  ]
)
