import Foundation
import KataSystem

/// Builds a test binary by calling the Swift compiler itself, keeping everything it compiles and links in
/// a store (`BuildStore`), each entry named by what it was made from.
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
/// - The modules the tests import are **linked as shared libraries** (`Linker`); the tests, the list of
///   their XCTest tests and the entry point (`main`, which imports nothing of the learner's and so is
///   compiled once) are linked as the executable that loads them.
/// - A **test edit is type-checked first**, the tests it left taken out (`EditCheck`): a new test's
///   compile error is found in a fraction of its module's compile, and every other job is stopped then.
///
/// The build's jobs are values (`BuildJob`), planned before anything runs and run two at a time,
/// interfaces first, by `JobGraph`; a compile error stops every job not yet started. What a module's jobs
/// compile is its plan (`ModulePlan`), decided by its first job, once the interfaces it imports are known:
/// while its own interface is emitted, the files that were not compiled against its last interface are
/// compiled already, on the other core. An object compiled now reads the module's sources as they are, so
/// it is filed under the interface they give, whatever that turns out to be.
package final class CompilerBuild: @unchecked Sendable {
  /// What one module is compiled from.
  package struct Module: Sendable {
    package var name: String
    package var imports: [String]
    /// Extra flags for its compiles, such as its Swift language mode.
    package var flags: [String] = []
    package var symbolGraph = false
    /// Linked as a shared library that the executable loads; else its objects are the executable's own.
    package var isLibrary = true
    /// Compiled in one run, object and interface together, when every file must be compiled: a test
    /// module, which only the list of its XCTest tests imports (see `ModulePlan`).
    package var mayCompileWhole = false
    package var sources: Sources

    package init(
      name: String, imports: [String], flags: [String] = [], symbolGraph: Bool = false,
      isLibrary: Bool = true,
      mayCompileWhole: Bool = false, sources: Sources
    ) {
      (self.name, self.imports, self.flags, self.symbolGraph) = (name, imports, flags, symbolGraph)
      (self.isLibrary, self.mayCompileWhole, self.sources) = (isLibrary, mayCompileWhole, sources)
    }
  }

  /// Where a module's source files come from.
  package enum Sources: Sendable {
    case files([Source])
    /// The lists of the XCTest tests of test modules, written into a folder from each one's symbol graph
    /// and those of the modules it imports, where its classes' base classes may be declared.
    case xctestLists(of: [(module: String, imports: [String])], in: URL)
    /// The binary's entry point, which runs the test modules' lists, or Swift Testing.
    case entryPoint(testModules: [String], in: URL)
  }

  /// A file to compile, and the path the compiler is to give it.
  ///
  /// The tool compiles copies of a learner's files, placed where no edit reaches them, but the compiler
  /// names each by the learner's own path (`seenAs`): in its diagnostics, in the debug information a
  /// crash is read from, and in `#filePath`, so that a test finds a file beside it as it does under
  /// `swift test`. A file system overlay (`-vfsoverlay`) gives the compiler the copy's text at that path.
  package struct Source: Sendable {
    package var file: URL
    package var seenAs: String

    package init(_ file: URL, seenAs: String? = nil) {
      self.file = file
      self.seenAs = seenAs ?? file.path
    }
  }

  /// What a build gave.
  package struct Report {
    package var result: Result
    /// Each module's plan in a line, in the order they were decided, and what was compiled in all: what
    /// `VERBOSE=1` prints.
    package var plan: [String]
    /// The files compiled, by the paths the compiler gives them, and what it said of them: the warnings.
    package var compiled: Set<String>
    package var said: String
    /// How many XCTest classes the lists hold.
    package var xctestCases: Int?
    package var times: BuildTimes
  }

  package enum Result {
    case built(URL)
    /// The compiler's output for every job that failed.
    case compileError(String)
  }

  /// Why a module cannot compile, found before the compiler runs, and said as the compiler says it.
  package struct CompileProblem: Error {
    package var diagnostics: String
  }

  /// A run of the compiler or the linker that failed, with what it said.
  struct Failed: Error {
    var output: String
  }

  let modules: [Module]
  let binaryName: String
  let store: BuildStore
  let compiler: ModuleCompiler
  let linker: Linker
  /// The compilers and linkers running, stopped together once the check of an edit found an error.
  let children = RunningChildren(within: Interruption.children)
  let lock = NSLock()
  /// Each module's, held while its sources and keys are worked out, which happens once a module: two
  /// modules' are worked out at once.
  let keyLocks: [String: NSLock]
  // Guarded by `lock`: what is known of each module so far, and what the build found.
  var states: [String: ModuleState] = [:]
  var failures: [String] = []
  var editCheckFailure: String?
  var said = ""
  var compiled: Set<String> = []
  var planned: [String] = []
  var xctestCases: Int?
  var binary: URL?

  /// A build of `modules`, in an order where each imports only modules before it.
  package init(
    _ modules: [Module], binaryName: String, store: BuildStore, commands: CompilerCommands, timeLimit: Int
  ) {
    self.modules = modules
    self.binaryName = binaryName
    self.store = store
    keyLocks = Dictionary(modules.map { ($0.name, NSLock()) }) { first, _ in first }
    compiler = ModuleCompiler(store: store, commands: commands, timeLimit: timeLimit, children: children)
    linker = Linker(store: store, commands: commands, timeLimit: timeLimit, children: children)
  }

  /// The modules some other module imports, which need an interface.
  var imported: Set<String> { Set(modules.flatMap(\.imports)) }

  /// Compiles the modules, links the libraries among them as shared libraries, and the others as the
  /// executable that loads them.
  package func build() throws -> Report {
    let started = Date()
    let byName = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0) })
    var problem: CompileProblem?
    do {
      try JobGraph(BuildJob.planned(for: modules)).run(atOnce: BuildJob.parts) { [self] job in
        do {
          try perform(job, byName)
          return true
        } catch let failed as EditCheck.Failed {
          lock.withLock { editCheckFailure = editCheckFailure ?? failed.output }
          children.stopRunning()
          return false
        } catch let failed as Failed {
          lock.withLock { failures.append(failed.output) }
          return false
        } catch {
          // A job stopped because the check of the edit found an error ends as the check did.
          guard lock.withLock({ editCheckFailure != nil }) else { throw error }
          return false
        }
      }
    } catch let found as CompileProblem {
      problem = found
    }
    return lock.withLock {
      var result = Result.compileError(
        editCheckFailure ?? problem?.diagnostics ?? failures.joined(separator: "\n"))
      if let binary {
        result = .built(binary)
        for module in modules where !module.isLibrary && !imported.contains(module.name) {
          if let state = states[module.name] {
            LastObjects.record(state, imports: module.imports.compactMap { states[$0] }, in: store)
          }
        }
      } else {
        fileEarlyObjects()
      }
      let names = compiled.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
      return Report(
        result: result,
        plan: planned + ["compiled in all: \(names.isEmpty ? "nothing" : names.joined(separator: ", "))"],
        compiled: compiled, said: said, xctestCases: xctestCases,
        times: BuildTimes(started: started, firstLink: linker.firstLink.withLock { $0 }, ended: Date()))
    }
  }

  private func perform(_ job: BuildJob, _ modules: [String: Module]) throws {
    func module(_ name: String) throws -> Module {
      guard let module = modules[name] else { throw KataError("the build has no module \(name)") }
      return module
    }
    switch job {
    case .interface(let name): try interface(of: module(name))
    case .editCheck(let name):
      let module = try module(name)
      guard
        let check = try EditCheck.planned(
          for: module, state: state(of: module), imports: importEntries(of: module), store: store,
          commands: compiler.commands)
      else { return }
      lock.withLock { planned.append(check.line) }
      try check.run(with: compiler.commands, timeLimit: compiler.timeLimit, children: children)
    case .early(let name, let part): try compileEarly(module(name), part: part)
    case .objects(let name, let part): try compileRemaining(module(name), part: part)
    case .library(let name):
      let objects = try lock.withLock { try states[name]?.allObjects() ?? [] }
      let library = try linker.library(of: name, objects: objects)
      lock.withLock { states[name]?.library = library }
    case .executable:
      let (objects, libraries) = try lock.withLock {
        let own = try self.modules.filter { !$0.isLibrary }.flatMap {
          try states[$0.name]?.allObjects() ?? []
        }
        let libraries = try self.modules.filter(\.isLibrary).map { module in
          guard let state = states[module.name], let file = state.library, let interface = state.interface
          else {
            throw KataError("\(module.name) was not linked")
          }
          return (file: file, interface: interface, objects: try state.allObjects())
        }
        return (own, libraries)
      }
      let binary = try linker.executable(named: binaryName, objects: objects, libraries: libraries)
      lock.withLock { self.binary = binary }
    }
  }

  /// Files what a failed build compiled early, or kept through the edit, under its module's interface.
  ///
  /// Where the compiler gave the interface, the next build is compared with this one (`LastSources`), and
  /// finds them. Called with the lock held.
  private func fileEarlyObjects() {
    for state in states.values {
      guard let interface = state.interface else { continue }
      let ready = state.compiledEarly.merging(state.plan?.carried ?? [:]) { compiled, _ in compiled }
      for (source, compiled) in ready {
        let object = state.objectFile(source, interface: interface)
        if (try? store.file(compiled, as: object)) != nil {
          store.markUsed(object.deletingLastPathComponent())
        }
      }
    }
  }
}
