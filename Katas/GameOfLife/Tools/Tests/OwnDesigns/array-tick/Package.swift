// swift-tools-version: 5.9
import PackageDescription

// A grid that wraps round its edges, chosen by a define; Swift 5, as its tools version says.
let package = Package(
  name: "GameOfLifePractice",
  targets: [
    .target(name: "GameOfLife", swiftSettings: [.define("WRAPS_ROUND")]),
    .target(name: "GameOfLifeTestSupport", path: "Tests/GameOfLifeTestSupport"),
    .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
  ]
)
