import Foundation
import KataSystem

/// Builds a test binary by calling the Swift compiler itself, keeping everything it compiles and links in
/// a store, each entry named by what it was made from.
///
/// `swift build` spends about half a second planning before any compiler runs, even with nothing to
/// build, and decides what is out of date from file times. Here nothing is decided from a time:
///
/// - A module's **interface** (`.swiftmodule`, function bodies skipped) is named by its sources' paths and
///   texts, the compiler, its flags and the interfaces it imports.
/// - Each source file's **object** is named by the file's path and text, the module's own interface, the
///   interfaces it imports, the flags and the compiler. It is compiled as an incremental build compiles
///   it: that file as `-primary-file`, the module's other files read beside it. An edit inside a function
///   leaves the module's interface as it was, so it compiles that one file; an edit that changes the
///   interface compiles every file of the module whose looked-up names it reached (`LookedUpNames`), and
///   the modules that import it.
/// - A **test module** that must compile every file (its imports' interfaces or its declarations changed)
///   is compiled whole, in one run that writes its object, its interface and the symbol graph its XCTest
///   tests are read from: one run costs less than an interface and every object. An edit inside a test's
///   body compiles that file alone, as for any module.
/// - The modules the tests import are **linked as shared libraries**; the tests, the list of their XCTest
///   tests and the entry point (`main`, which imports nothing of the learner's and so is compiled once)
///   are linked as the executable that loads them. So an edited body links only its own module's small
///   library, and the executable is linked again only when its own objects or the interfaces of the
///   libraries change.
///
/// A module's interface is only known once it is emitted, so while it is, the files that were not
/// compiled against the module's last interface are compiled already, on the other core: an object
/// compiled now reads the module's sources as they are, so it is filed under the interface they give,
/// whatever it turns out to be. When such a file's declarations changed (`LastSources`), every file of
/// the module the edit reaches is compiled then, in one run, since a new interface needs them. Jobs run
/// two at a time (`JobGraph`), interfaces first, and a compile error stops every job not yet started.
/// Every file is written under a temporary name and then renamed, so a file in the store is whole.
final class CompilerBuild: @unchecked Sendable {
  /// What one module is compiled from.
  struct Module {
    var name: String
    var imports: [String]
    /// Extra flags for its compiles, such as its Swift language mode.
    var flags: [String] = []
    var symbolGraph = false
    /// Linked as a shared library that the executable loads; else its objects are the executable's own.
    var isLibrary = true
    /// Compiled in one run, object and interface together, when every file must be compiled: a test
    /// module, which only the list of its XCTest tests imports (see `plan`).
    var mayCompileWhole = false
    /// Its source files, asked for once the interfaces it imports exist, given their folders: the list of
    /// XCTest tests is written from the tests' symbol graph.
    var sources: (_ imported: [String: URL]) throws -> [Source]
  }

  /// A file to compile, and the path the compiler is to give it.
  ///
  /// The tool compiles copies of a learner's files, placed where no edit reaches them, but the compiler
  /// names each by the learner's own path (`seenAs`): in its diagnostics, in the debug information a
  /// crash is read from, and in `#filePath`, so that a test finds a file beside it as it does under
  /// `swift test`. A file system overlay (`-vfsoverlay`) gives the compiler the copy's text at that path.
  struct Source {
    var file: URL
    var seenAs: String

    init(_ file: URL, seenAs: String? = nil) {
      self.file = file
      self.seenAs = seenAs ?? file.path
    }
  }

  /// What a build gave: the binary, or the compiler's output for every job that failed.
  enum Result {
    case built(URL)
    case compileError(String)
  }

  /// Why a module cannot compile, found before the compiler runs, and said as the compiler says it.
  struct CompileProblem: Error {
    var diagnostics: String
  }

  let store: URL
  let commands: CompilerCommands
  let timeLimit: Int
  let toolchain: String
  /// How many jobs run at once, and so how many parts a module's files to compile are split into.
  let slots = 2
  let lock = NSLock()
  /// Held while a module's sources and keys are worked out, which happens once a module.
  let keyLock = NSLock()
  /// What is known of each module so far; guarded by `lock`.
  var modules: [String: ModuleState] = [:]
  var failures: [String] = []
  /// What the compiler said in the runs that succeeded, and the files they compiled (by the paths the
  /// compiler gives them): the warnings of this build.
  var said = ""
  var compiled: Set<String> = []
  /// Each module's plan, in a line, in the order they were decided: what `VERBOSE=1` prints.
  var planned: [String] = []
  /// The modules some other module imports, which have an interface.
  var modulesImported: Set<String> = []
  /// Every entry this build used, so that the store can be pruned around them, or forget them when a
  /// binary is caught holding other sources.
  var used: Set<URL> = []

  /// What a build has learnt of one module.
  final class ModuleState {
    /// The entry of its interface, when it has one (a module no other imports needs none).
    var interfaceEntry: URL?
    var sources: [URL] = []
    /// The path the compiler gives each source, where it is not the source's own.
    var seenAs: [URL: String] = [:]
    /// The file system overlay that gives the compiler each source's text at that path.
    var overlay: URL?
    /// Each source's path, the path the compiler gives it, and its text.
    var sourceKeys: [URL: String] = [:]
    /// What every object of the module is made from besides its own file: the compiler, the flags and
    /// the interfaces it imports.
    var baseKey = ""
    /// What it is made from besides its files and its imports: the compiler and the flags.
    var ownBase = ""
    /// The fingerprint of its interface's bytes, once known; for a module without one, of its sources.
    var interface: String?
    /// What it compiles before its interface is known, decided once, and what was compiled of that.
    var plan: ModulePlan?
    var compiledEarly: [URL: URL] = [:]
    /// What the module was built from this time, until the compiler gives its interface.
    var lastSources: LastSources?
    /// What changed since its last build, when it was worked out.
    var edit: LastSources.Edit?
    /// The sources left to compile once it is known.
    var remaining: [URL]?
    /// Each source's object in the store.
    var objects: [URL: URL] = [:]
    /// A whole module's one object.
    var wholeObject: URL?
    var library: URL?
  }

  init(store: URL, swiftc: String, moduleCache: URL, folder: URL, timeLimit: Int) throws {
    self.store = store
    self.timeLimit = timeLimit
    toolchain = Self.identity(of: swiftc)
    let flags = [
      "-Onone", "-enable-testing", "-gline-tables-only", "-DSWIFT_PACKAGE", "-DDEBUG", "-package-name",
      "KataRunner", "-module-cache-path", moduleCache.path, "-Xcc", "-fPIC",
    ]
    try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
    let lld = URL(fileURLWithPath: Self.resolve(swiftc)).deletingLastPathComponent().appendingPathComponent(
      "ld.lld")
    commands = try CompilerCommands(
      swiftc: swiftc, flags: flags,
      linkFlags: FileManager.default.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld"] : [],
      toolchain: toolchain, folder: folder, store: store)
  }

  /// Compiles the modules, in the order given (each imports only modules before it), links the libraries
  /// among them as shared libraries, and the others as the executable that loads them.
  func build(_ modules: [Module], binaryName: String) throws -> Result {
    LightTimes.shared.buildStarted()
    defer { LightTimes.shared.buildEnded() }
    var jobs: [JobGraph.Job] = []
    let imported = Set(modules.flatMap(\.imports))
    lock.withLock { modulesImported = imported }
    var linkAfter: [String] = []
    for module in modules {
      let name = module.name
      let after = module.imports.map { "\($0).interface" }
      let slots = 0..<self.slots
      var objectsAfter = after
      // The interface of a module no other imports is of no use to anyone.
      if imported.contains(name) || module.symbolGraph {
        // An interface first: the modules that import it wait for it, while only the links wait for code.
        jobs.append(
          .init(name: "\(name).interface", after: after, priority: 2) { try self.interface(of: module) })
        jobs += slots.map { slot in
          .init(name: "\(name).early.\(slot)", after: after, priority: 1) {
            try self.compileEarly(module, slot)
          }
        }
        objectsAfter = ["\(name).interface"] + slots.map { "\(name).early.\($0)" }
      }
      jobs += slots.map { slot in
        .init(name: "\(name).objects.\(slot)", after: objectsAfter, priority: 1) {
          try self.compileRemaining(module, slot)
        }
      }
      let compiled = slots.map { "\(name).objects.\($0)" }
      if module.isLibrary {
        jobs.append(.init(name: "\(name).library", after: compiled) { try self.linkLibrary(module) })
        linkAfter.append("\(name).library")
      } else {
        linkAfter += compiled
      }
    }
    let binary = Box<URL>()
    let libraries = modules.filter(\.isLibrary).map(\.name)
    let own = modules.filter { !$0.isLibrary }.map(\.name)
    jobs.append(
      .init(name: "link", after: linkAfter) { [self] in
        binary.value = try link(own, libraries: libraries, named: binaryName)
        return binary.value != nil
      })
    var problem: CompileProblem?
    do {
      try JobGraph(jobs: jobs).run(atOnce: slots)
    } catch let found as CompileProblem {
      problem = found
    }
    if let binary = binary.value {
      for module in modules where !module.isLibrary { recordObjects(of: module) }
      return .built(binary)
    }
    fileEarlyObjects(of: modules)
    return .compileError(problem?.diagnostics ?? lock.withLock { failures }.joined(separator: "\n"))
  }

  /// Files what a failed build compiled early, or kept through the edit, under its module's interface,
  /// where the compiler gave it: the next build is compared with this one (`LastSources`), and finds them.
  private func fileEarlyObjects(of modules: [Module]) {
    let filed: [URL] = lock.withLock {
      modules.flatMap { module -> [URL] in
        guard let state = self.modules[module.name], let interface = state.interface else { return [] }
        let ready = state.compiledEarly.merging(state.plan?.carried ?? [:]) { compiled, _ in compiled }
        return ready.compactMap { source, compiled in
          let entry = objectEntry(source, of: module, state: state, interface: interface)
          return (try? file(compiled, as: objectFile(in: entry, for: source))).map { entry }
        }
      }
    }
    filed.forEach(markUsed)
  }
}
