// swift-tools-version: 6.0
import PackageDescription

// The colony as a library, and a program that plays it in the terminal: an executable no test links.
let package = Package(
  name: "GameOfLifePractice",
  targets: [
    .target(name: "GameOfLife"),
    .executableTarget(name: "GameOfLifeApp", dependencies: ["GameOfLife"], path: "Sources/GameOfLifeApp"),
    .target(name: "GameOfLifeTestSupport", path: "Tests/GameOfLifeTestSupport"),
    .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
  ]
)
