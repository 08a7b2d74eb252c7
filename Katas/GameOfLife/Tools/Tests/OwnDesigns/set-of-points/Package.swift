// swift-tools-version: 6.0
import PackageDescription

// make kata's manifest, in Swift 5 mode.
let package = Package(
  name: "GameOfLifePractice",
  targets: [
    .target(name: "GameOfLife"),
    .target(name: "GameOfLifeTestSupport", path: "Tests/GameOfLifeTestSupport"),
    .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
  ],
  swiftLanguageModes: [.v5]
)
