// swift-tools-version: 6.0
import PackageDescription

// Your practice room: your own Game (Sources/GameOfLife), your own tests (Tests/GameOfLifeTests), and the
// project's test support with its picture helpers (Tests/GameOfLifeTestSupport, copied in by `make kata`).
let package = Package(
  name: "GameOfLifePractice",
  targets: [
    .target(name: "GameOfLife"),
    .target(name: "GameOfLifeTestSupport", dependencies: ["GameOfLife"], path: "Tests/GameOfLifeTestSupport"),
    .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
  ]
)
