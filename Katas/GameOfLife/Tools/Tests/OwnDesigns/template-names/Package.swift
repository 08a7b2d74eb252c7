// swift-tools-version: 6.0
import PackageDescription

// make kata's manifest as it was, over a design of the pair's own that kept the template's type names.
let package = Package(
  name: "GameOfLifePractice",
  targets: [
    .target(name: "GameOfLife"),
    .target(name: "GameOfLifeTestSupport", path: "Tests/GameOfLifeTestSupport"),
    .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
  ]
)
