// swift-tools-version: 6.0
import PackageDescription

// The kata's own tool: it assembles a variant of the Game (a step, a mutant, a learner's code), builds it
// with proof of what was built, runs the tests under a time limit and says what they mean.
// The Makefile calls it through Katas/GameOfLife/kata.sh. No dependencies.
let package = Package(
  name: "KataTools",
  platforms: [.macOS(.v13)],
  targets: [
    // Its pages' styles and scripts are files of their own, beside the code that writes each page.
    .target(
      name: "KataKit",
      resources: [
        .copy("SpecificationPage/specification-page.css"), .copy("SpecificationPage/specification-page.js"),
        .copy("Workshop/dashboard-page.css"),
      ]),
    .executableTarget(name: "kata", dependencies: ["KataKit"]),
    // The tool's own tests; the end-to-end ones run the built `kata` executable.
    .testTarget(name: "KataKitTests", dependencies: ["KataKit", "kata"]),
  ]
)
