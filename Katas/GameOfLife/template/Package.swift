// swift-tools-version: 6.0
import PackageDescription

// Your practice room: your own Game (Sources/GameOfLife) and your own tests (Tests/GameOfLifeTests).
let package = Package(
  name: "GameOfLifePractice",
  targets: [
    .target(name: "GameOfLife"),
    .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife"]),
  ]
)
