// swift-tools-version: 6.0
import PackageDescription

// Every existential spelled with `any`, as the upcoming feature asks, and no warning let through.
let package = Package(
  name: "GameOfLifePractice",
  targets: [
    .target(name: "GameOfLife", swiftSettings: [.enableUpcomingFeature("ExistentialAny"), .unsafeFlags(["-warnings-as-errors"])]),
    .target(name: "GameOfLifeTestSupport", path: "Tests/GameOfLifeTestSupport"),
    .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
  ]
)
