// swift-tools-version: 6.0
import PackageDescription

// Your practice room: your own Game (Sources/GameOfLife) and your own tests (Tests/GameOfLifeTests), with
// the kata's picture helpers for the template's names in Tests/GameOfLifeTests/Helpers. The test support
// (Tests/GameOfLifeTestSupport: failures in either framework, pictures side by side) needs no name of the
// Game, so a design of your own builds too. This manifest is yours: the kata tool builds what it declares.
let package = Package(
  name: "GameOfLifePractice",
  targets: [
    .target(name: "GameOfLife"),
    .target(name: "GameOfLifeTestSupport", path: "Tests/GameOfLifeTestSupport"),
    .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
  ]
)
