// swift-tools-version: 6.0
import PackageDescription

// The kata's own tool: it reads the test runs of the practice room, the kata check, the specification and
// the mutants, and says what they mean. `Katas/GameOfLife/kata.sh` builds and runs it; no dependencies.
let package = Package(
  name: "KataTools",
  targets: [
    .executableTarget(name: "kata")
  ]
)
