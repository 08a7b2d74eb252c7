import Foundation
import KataSystem

/// Builds a test binary by calling the Swift compiler itself, keeping every compiled module in a store
/// named by what it was compiled from.
///
/// `swift build` spends about half a second planning before any compiler runs, even with nothing to
/// build, and decides what is out of date from file times. Here nothing is decided from a time: a
/// module's entry in the store is named by the fingerprint of its sources' paths and texts, the
/// compiler, its flags, and the bytes of the interface of every module it imports. So a module is
/// compiled again exactly when something it is made from changed, and a body edited in the Game leaves
/// the tests' module as it was: the Game's interface did not change a byte.
///
/// Each module is two jobs, as `swift build` runs them: its interface, with function bodies skipped, and
/// its code. A module's jobs start as soon as the interfaces it imports exist, two jobs at a time, so
/// the tests are being compiled while the Game's code still is. Every file is written under a temporary
/// name and then renamed, so a file in the store is whole.
final class CompilerBuild: @unchecked Sendable {
  /// What one module is compiled from.
  struct Module {
    var name: String
    var imports: [String]
    /// Extra flags for its compiles, such as its Swift language mode.
    var flags: [String] = []
    var symbolGraph = false
    /// Its source files, asked for once the interfaces it imports exist, given their folders: the tests'
    /// sources are placed in a folder named for the Game's interface, and the test binary's `main` is
    /// written from the tests' symbol graph.
    var sources: (_ imported: [String: URL]) throws -> [URL]
  }

  /// What a build gave: the binary, or the compiler's output for every job that failed.
  enum Result {
    case built(URL)
    case compileError(String)
  }

  let store: URL
  private let commands: CompilerCommands
  private let timeLimit: Int
  private let toolchain: String
  private let lock = NSLock()
  /// Held while a module's sources and key are worked out, which happens once a module.
  private let keyLock = NSLock()
  /// Each module's entry in the store, and its sources, once the interfaces it imports are known.
  private var entries: [String: URL] = [:]
  private var sources: [String: [URL]] = [:]
  private var failures: [String] = []
  /// Every entry this build used, so that the store can be pruned around them, or forget them when a
  /// binary is caught holding other sources.
  private(set) var used: Set<URL> = []

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

  /// Compiles the modules, in the order given (each imports only modules before it), and links them.
  func build(_ modules: [Module], binaryName: String) throws -> Result {
    var jobs: [JobGraph.Job] = []
    let imported = Set(modules.flatMap(\.imports))
    for module in modules {
      let after = module.imports.map { "\($0).interface" }
      // The last module's interface is of no use to anyone: the test binary's `main` is imported by none.
      if imported.contains(module.name) || module.symbolGraph {
        // An interface first: the modules that import it wait for it, while only the link waits for code.
        jobs.append(
          .init(name: "\(module.name).interface", after: after, priority: 1) {
            try self.compile(module, .interface)
          })
      }
      jobs.append(.init(name: "\(module.name).object", after: after) { try self.compile(module, .object) })
    }
    let binary = Box<URL>()
    jobs.append(
      .init(name: "link", after: modules.map { "\($0.name).object" }) { [self] in
        binary.value = try link(modules.map(\.name), named: binaryName)
        return binary.value != nil
      })
    try JobGraph(jobs: jobs).run(atOnce: 2)
    if let binary = binary.value { return .built(binary) }
    return .compileError(lock.withLock { failures }.joined(separator: "\n"))
  }

  /// Runs one of a module's jobs, unless the store holds its output already.
  private func compile(_ module: Module, _ kind: CompilerCommands.Kind) throws -> Bool {
    let (entry, sources) = try self.entry(for: module)
    let output = entry.appendingPathComponent(
      kind == .interface ? "\(module.name).swiftmodule" : "\(module.name).objects")
    if FileManager.default.fileExists(atPath: output.path) { return true }
    let work = try workFolder(for: "\(entry.lastPathComponent)-\(kind)")
    defer { try? FileManager.default.removeItem(at: work) }
    // A module's code may be several objects, one a source file, compiled on threads of their own.
    let objects = work.appendingPathComponent("\(module.name).objects")
    try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
    let dependencies = lock.withLock { module.imports.compactMap { entries[$0] } }
    var extra = module.flags + dependencies.flatMap { ["-I", $0.path] }
    if kind == .interface && module.symbolGraph {
      extra += [
        "-emit-symbol-graph", "-emit-symbol-graph-dir", work.path, "-symbol-graph-minimum-access-level",
        "private",
      ]
    }
    let result = try run(
      commands.commands(
        kind, module: module.name, inputs: sources.map(\.path), extra: extra,
        output: kind == .object ? objects : work))
    guard result.succeeded else {
      lock.withLock { failures.append(result.output) }
      return false
    }
    // The interface last: whoever finds it finds the symbol graph and the rest beside it.
    let made = try FileManager.default.contentsOfDirectory(atPath: work.path).sorted {
      ($0.hasSuffix(".swiftmodule") ? 1 : 0, $0) < ($1.hasSuffix(".swiftmodule") ? 1 : 0, $1)
    }
    for file in made where kind == .object ? file.hasSuffix(".objects") : !file.hasSuffix(".objects") {
      let destination = entry.appendingPathComponent(file)
      try? FileManager.default.removeItem(at: destination)
      try FileManager.default.moveItem(at: work.appendingPathComponent(file), to: destination)
    }
    return true
  }

  /// A module's entry in the store, and its sources.
  ///
  /// The entry is named by the sources, the flags and the interfaces the module imports. It is worked out
  /// once, by whichever of the module's jobs comes first.
  private func entry(for module: Module) throws -> (URL, [URL]) {
    try keyLock.withLock {
      if let known = lock.withLock({ entries[module.name].map { ($0, sources[module.name] ?? []) } }) {
        return known
      }
      let imported = lock.withLock { entries }
      let moduleSources = try module.sources(imported)
      var key = Fingerprint()
      key.add(toolchain)
      key.add(module.flags.joined(separator: " "))
      key.add(module.symbolGraph ? "symbol-graph" : "")
      for source in moduleSources {
        key.add(source.path)
        key.add(bytes: try Data(contentsOf: source))
      }
      for name in module.imports {
        guard let dependency = imported[name] else {
          throw KataError("the module \(name) was not compiled before \(module.name)")
        }
        key.add(name)
        key.add(bytes: try Data(contentsOf: dependency.appendingPathComponent("\(name).swiftmodule")))
      }
      let entry = store.appendingPathComponent("\(module.name)-\(key)")
      try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
      markUsed(entry)
      lock.withLock {
        entries[module.name] = entry
        sources[module.name] = moduleSources
      }
      return (entry, moduleSources)
    }
  }

  private func link(_ modules: [String], named name: String) throws -> URL? {
    let objects = try lock.withLock {
      try modules.flatMap { name in
        guard let entry = entries[name] else { throw KataError("the module \(name) was not compiled") }
        let folder = entry.appendingPathComponent("\(name).objects")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
          .filter { $0.hasSuffix(".o") }.map { folder.appendingPathComponent($0) }
      }
    }
    var key = Fingerprint()
    key.add(toolchain)
    for object in objects { key.add(bytes: try Data(contentsOf: object)) }
    let entry = store.appendingPathComponent("link-\(key)")
    let binary = entry.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: binary.path) {
      markUsed(entry)
      return binary
    }
    let work = try workFolder(for: entry.lastPathComponent)
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try run(
      commands.commands(.link, module: name, inputs: objects.map(\.path), extra: [], output: work))
    guard result.succeeded else {
      lock.withLock { failures.append("the test binary did not link:\n\(result.output)") }
      return nil
    }
    try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: binary)
    try FileManager.default.moveItem(at: work.appendingPathComponent(name), to: binary)
    markUsed(entry)
    return binary
  }

  /// Keeps the entries this build used and the most recent others, `keeping` in all.
  func prune(keeping: Int = 64) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: store.path)) ?? []
    let entries = names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".json") }
    guard entries.count > keeping else { return }
    let used = lock.withLock { Set(self.used.map(\.lastPathComponent)) }
    let others = entries.filter { !used.contains($0) }.map { name in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: store.appendingPathComponent(name).path)
      return (name, attributes?[.modificationDate] as? Date ?? .distantPast)
    }
    for (old, _) in others.sorted(by: { $0.1 > $1.1 }).dropFirst(max(0, keeping - used.count)) {
      try? FileManager.default.removeItem(at: store.appendingPathComponent(old))
    }
  }

  /// Removes every entry this build used, so that the next build compiles them all anew.
  func forgetUsed() {
    for entry in lock.withLock({ used }) { try? FileManager.default.removeItem(at: entry) }
  }

  private func markUsed(_ entry: URL) {
    // The time orders entries for pruning, most recently used first; it proves nothing.
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry.path)
    _ = lock.withLock { used.insert(entry.standardizedFileURL) }
  }

  private func workFolder(for name: String) throws -> URL {
    let work = store.appendingPathComponent(".work-\(name)")
    try? FileManager.default.removeItem(at: work)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    return work
  }

  private func run(_ commands: [[String]]) throws -> ProcessResult {
    var output = ""
    for command in commands {
      let result = try ChildProcess.run(command, in: self.commands.folder, timeLimit: timeLimit)
      if case .stoppedAfter(let seconds) = result.ending {
        throw KataError("the compiler was stopped after \(seconds) s")
      }
      output += result.output
      guard result.succeeded else { return ProcessResult(ending: result.ending, output: output) }
    }
    return ProcessResult(ending: .exited(0), output: output)
  }
}
