import Compiler
import Foundation
import KataSystem

/// Builds a variant into a test binary, and proves the binary holds exactly the variant's sources before
/// any result of it is believed.
///
/// There are two: the compiler called directly (`CompilerBuilder`) and `swift build`
/// (`PackageManagerBuilder`). Each decides how its binaries are run.
package protocol VariantBuilder {
  /// The builder as `VERBOSE=1` and the bench name it.
  var name: String { get }
  /// What in a package this builder cannot build, in a few words; nil when it can build it all.
  func cannotBuild(_ variant: Variant) -> String?
  /// Builds a variant; `notes` get the builder's plan and times, when it plans the build itself.
  func build(_ variant: Variant, notes: inout BuildNotes) throws -> BuildResult
}

extension VariantBuilder {
  func build(_ variant: Variant) throws -> BuildResult {
    var notes = BuildNotes()
    return try build(variant, notes: &notes)
  }
}

/// What a builder that plans its build tells of it, beside the result.
package struct BuildNotes: Sendable {
  /// What it decided to compile, a line a module, and what it compiled in all: what `VERBOSE=1` prints.
  package var plan: [String] = []
  package var times: BuildTimes?

  package init() {}
}

/// What building a variant gave.
package enum BuildResult: Sendable {
  case built(TestBinary)
  /// It did not compile: the compiler's whole output, with paths in the reader's own folders.
  case compileError(String)
  /// It compiled, but the package has no test target, so `swift build` makes no test binary: no test runs.
  case noTestTarget
}
