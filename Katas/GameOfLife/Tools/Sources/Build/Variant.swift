import KataSystem

/// What one test run is about: a package's targets, each with its files, and the tests among them.
///
/// A variant is either laid out by the tool (a Game, the test support and the tests, as a step, a mutant
/// or the specification on a learner's Game are) or a learner's own package, as its `Package.swift`
/// declares it: then `manifest` holds that manifest, and the targets are whatever it declares.
package struct Variant: Sendable {
  /// Says in plain words which code this is: "step 05", "mutant 03-four-survive", "your Game".
  package var name: String
  /// Every target, each after the targets it depends on.
  package var targets: [Target]
  /// The learner's manifest, when the variant is their package as they declared it.
  package var manifest: PackageManifest?
  /// The text of the package's `Tests/LinuxMain.swift`, if it has one.
  ///
  /// SwiftPM on Linux makes it the test binary's entry point in place of the tests it finds: `swift test`
  /// then runs the XCTest tests it lists, and no Swift Testing test. Such a package is built with
  /// `swift build`, and run as `swift test` runs it.
  package var testEntryPoint: String?

  /// Where SwiftPM looks for a test entry point of the learner's own.
  package static let testEntryPointPath = "Tests/LinuxMain.swift"

  /// One target's files, and the folder they come from, so a compile error names the reader's own file.
  package struct Target: Sendable {
    package var name = ""
    package var isTest = false
    /// Its folder in the package: `Sources/GameOfLife`.
    package var path = ""
    /// The targets it imports.
    package var dependencies: [String] = []
    /// The compiler's flags its settings ask for: its language mode, defines, features.
    package var flags: [String] = []
    package var files: SourceFiles
    /// Whether its sources are C, C++ or Objective-C, which `swift build` compiles from its folder.
    package var isC = false

    /// The name its module has, as SwiftPM gives it: `game-of-life` is imported as `game_of_life`.
    package var moduleName: String { Self.moduleName(of: name) }

    /// A target's name made an identifier as SwiftPM makes it (its "C99 name"): every character that
    /// cannot be in one, and a first that cannot begin one, becomes `_`.
    package static func moduleName(of target: String) -> String {
      var name = ""
      for character in target {
        let allowed =
          character == "_" || character.isLetter || (!name.isEmpty && character.isASCII && character.isNumber)
        name.append(allowed ? character : "_")
      }
      return name
    }

    /// The names its flags define for `#if` (`-D CLASSIC`, `-DCLASSIC`), not a C compiler's (`-Xcc -D…`).
    package var defines: Set<String> {
      var names: Set<String> = []
      var words = flags[...]
      while let word = words.popFirst() {
        if word == "-Xcc" {
          _ = words.popFirst()
        } else if word == "-D", let name = words.popFirst() {
          names.insert(name)
        } else if word.hasPrefix("-D"), word.count > 2 {
          names.insert(String(word.dropFirst(2)))
        }
      }
      return names
    }
    /// The folder a person knows the files by, relative to the project: `Practice/ada/Sources/GameOfLife`.
    package var origin: String

    package init(files: SourceFiles, origin: String) {
      self.files = files
      self.origin = origin
    }
  }

  /// A learner's package as its manifest declares it.
  package init(name: String, targets: [Target], manifest: PackageManifest) {
    self.name = name
    self.targets = targets
    self.manifest = manifest
  }

  /// The kata's own layout, in Swift 6: the Game, the test support that imports it, and the tests.
  package init(
    name: String, game: Target, support: Target, tests: Target, testTarget: String = "GameOfLifeSpec"
  ) {
    self.name = name
    var game = game
    (game.name, game.path) = ("GameOfLife", "Sources/GameOfLife")
    var support = support
    (support.name, support.path, support.dependencies) = (
      "GameOfLifeTestSupport", "Tests/GameOfLifeTestSupport", ["GameOfLife"]
    )
    var tests = tests
    (tests.name, tests.path, tests.isTest) = (testTarget, "Tests/\(testTarget)", true)
    tests.dependencies = ["GameOfLife", "GameOfLifeTestSupport"]
    targets = [game, support, tests].map { target in
      var target = target
      target.flags = ["-swift-version", "6"]
      return target
    }
  }

  /// The target named `name`; a variant of the kata's own layout always has `GameOfLife`.
  package subscript(target name: String) -> Target? {
    get { targets.first { $0.name == name } }
    set {
      guard let index = targets.firstIndex(where: { $0.name == name }), let newValue else { return }
      targets[index] = newValue
    }
  }

  /// The Game's target, in the kata's own layout (empty in a design without one).
  package var game: Target {
    get { self[target: "GameOfLife"] ?? Target(files: [:], origin: "Sources/GameOfLife") }
    set { self[target: "GameOfLife"] = newValue }
  }

  package var support: Target {
    self[target: "GameOfLifeTestSupport"] ?? Target(files: [:], origin: "Tests/GameOfLifeTestSupport")
  }

  /// The test targets' files together, each path under its target's own folder name; set, the only
  /// test target's.
  package var tests: Target {
    get { allTests }
    set {
      guard let index = targets.firstIndex(where: \.isTest) else { return }
      targets[index].files = newValue.files
    }
  }

  private var allTests: Target {
    let testTargets = targets.filter(\.isTest)
    if testTargets.count == 1, let only = testTargets.first { return only }
    var files: SourceFiles = [:]
    for target in testTargets {
      for (path, text) in target.files { files["\(target.name)/\(path)"] = text }
    }
    let origin = testTargets.first.map { String($0.origin.dropLast($0.name.count + 1)) } ?? "Tests"
    return Target(files: files, origin: origin)
  }

  /// Every target's dependencies, direct or not, in the targets' order.
  package var dependencyClosure: [String: [String]] {
    var closure: [String: [String]] = [:]
    for target in targets {
      var all = Set(target.dependencies)
      for dependency in target.dependencies { all.formUnion(closure[dependency] ?? []) }
      closure[target.name] = targets.map(\.name).filter(all.contains)
    }
    return closure
  }

  /// The test targets' names: the targets whose tests the binary runs.
  package var testModules: [String] { targets.filter(\.isTest).map(\.name) }

  /// Targets that declare tests though the manifest makes them a `.target`, when it has no test target:
  /// SwiftPM runs no test of theirs (`swift test` finds none), a mistake worth naming.
  package var testsInPlainTargets: [Target] {
    guard testModules.isEmpty else { return [] }
    return targets.filter { target in
      !target.isC && target.files.values.contains { $0.contains(/@Test\b|\bXCTestCase\b/) }
    }
  }

  /// The targets the test binary is linked from: the test targets and every target they import, directly
  /// or not.
  ///
  /// `swift build --build-tests` builds the others too (an executable, a library no test imports), so their
  /// compile errors count, but none of their code is in the test binary.
  package var linkedIntoTests: Set<String> {
    let closure = dependencyClosure
    return Set(testModules.flatMap { [$0] + (closure[$0] ?? []) })
  }
}
