// swift-tools-version: 6.0
import PackageDescription

// The board and its rule in a module of their own, the game over it in another.
let package = Package(
  name: "GameOfLifePractice",
  targets: [
    .target(name: "LifeCore"),
    .target(name: "GameOfLife", dependencies: ["LifeCore"]),
    .target(name: "GameOfLifeTestSupport", path: "Tests/GameOfLifeTestSupport"),
    .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife", "LifeCore", "GameOfLifeTestSupport"]),
  ]
)
