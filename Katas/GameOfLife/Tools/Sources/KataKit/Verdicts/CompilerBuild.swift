import Foundation

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
///   interface compiles every file of the module, and the modules that import it.
/// - Each module but the last is **linked as a shared library** from its objects; the last (the entry
///   point) is linked as the executable that loads them. So an edited body links only its own module's
///   small library, and the executable is linked again only when its own objects or the interfaces of
///   the libraries change.
///
/// A module's interface is only known once it is emitted, so while it is, the files that were not
/// compiled against the module's last interface are compiled already, on the other core: an object
/// compiled now reads the module's sources as they are, so it is filed under the interface they give,
/// whatever it turns out to be. Jobs run two at a time (`JobGraph`), interfaces first, and a compile error
/// stops every job not yet started. Every file is written under a temporary name and then renamed, so
/// a file in the store is whole.
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
  /// How many jobs run at once, and so how many parts a module's files to compile are split into.
  private let slots = 2
  private let lock = NSLock()
  /// Held while a module's sources and keys are worked out, which happens once a module.
  private let keyLock = NSLock()
  /// What is known of each module so far; guarded by `lock`.
  private var modules: [String: ModuleState] = [:]
  private var failures: [String] = []
  /// The modules some other module imports, which have an interface.
  private var modulesImported: Set<String> = []
  /// Every entry this build used, so that the store can be pruned around them, or forget them when a
  /// binary is caught holding other sources.
  private(set) var used: Set<URL> = []

  /// What a build has learnt of one module.
  private final class ModuleState {
    /// The entry of its interface, when it has one (a module no other imports needs none).
    var interfaceEntry: URL?
    var sources: [URL] = []
    /// Each source's path and text.
    var sourceKeys: [URL: String] = [:]
    /// What every object of the module is made from besides its own file: the compiler, the flags and
    /// the interfaces it imports.
    var baseKey = ""
    /// The fingerprint of its interface's bytes, once known; for a module without one, of its sources.
    var interface: String?
    /// The sources to compile before the interface is known, and what was compiled of them.
    var early: [URL]?
    var compiledEarly: [URL: URL] = [:]
    /// The sources left to compile once it is known.
    var remaining: [URL]?
    /// Each source's object in the store.
    var objects: [URL: URL] = [:]
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

  /// Compiles the modules, in the order given (each imports only modules before it), links each but the
  /// last as a shared library, and the last as the executable that loads them.
  func build(_ modules: [Module], binaryName: String) throws -> Result {
    guard let entryPoint = modules.last else { throw KataError("there is no module to build") }
    LightTimes.shared.buildStarted()
    defer { LightTimes.shared.buildEnded() }
    var jobs: [JobGraph.Job] = []
    let imported = Set(modules.flatMap(\.imports))
    lock.withLock { modulesImported = imported }
    for module in modules {
      let name = module.name
      let after = module.imports.map { "\($0).interface" }
      let slots = 0..<self.slots
      var objectsAfter = after
      // The entry point's interface is of no use to anyone: the test binary's `main` is imported by none.
      if imported.contains(name) || module.symbolGraph {
        // An interface first: the modules that import it wait for it, while only the links wait for code.
        jobs.append(.init(name: "\(name).interface", after: after, priority: 2) { try self.interface(of: module) })
        jobs += slots.map { slot in
          .init(name: "\(name).early.\(slot)", after: after, priority: 1) { try self.compileEarly(module, slot) }
        }
        objectsAfter = ["\(name).interface"] + slots.map { "\(name).early.\($0)" }
      }
      jobs += slots.map { slot in
        .init(name: "\(name).objects.\(slot)", after: objectsAfter, priority: 1) {
          try self.compileRemaining(module, slot)
        }
      }
      if name != entryPoint.name {
        jobs.append(
          .init(name: "\(name).library", after: slots.map { "\(name).objects.\($0)" }) {
            try self.linkLibrary(module)
          })
      }
    }
    let binary = Box<URL>()
    let libraries = modules.dropLast().map(\.name)
    jobs.append(
      .init(
        name: "link",
        after: (0..<slots).map { "\(entryPoint.name).objects.\($0)" } + libraries.map { "\($0).library" }
      ) { [self] in
        binary.value = try link(entryPoint.name, libraries: libraries, named: binaryName)
        return binary.value != nil
      })
    try JobGraph(jobs: jobs).run(atOnce: slots)
    if let binary = binary.value { return .built(binary) }
    return .compileError(lock.withLock { failures }.joined(separator: "\n"))
  }

  // MARK: - A module's sources and keys

  /// What is known of a module: its sources and keys, worked out once, by whichever of its jobs comes
  /// first.
  private func state(of module: Module) throws -> ModuleState {
    try keyLock.withLock {
      if let known = lock.withLock({ modules[module.name] }) { return known }
      let imported = lock.withLock { modules.compactMapValues(\.interfaceEntry) }
      let sources = try module.sources(imported)
      let state = ModuleState()
      state.sources = sources
      var base = Fingerprint()
      base.add(toolchain)
      base.add(module.name)
      base.add(module.flags.joined(separator: " "))
      for name in module.imports {
        guard let dependency = lock.withLock({ modules[name]?.interface }) else {
          throw KataError("the module \(name) was not compiled before \(module.name)")
        }
        base.add(name)
        base.add(dependency)
      }
      state.baseKey = base.description
      var all = base
      all.add(module.symbolGraph ? "symbol-graph" : "")
      for source in sources {
        var key = Fingerprint()
        key.add(source.path)
        key.add(bytes: try Data(contentsOf: source))
        state.sourceKeys[source] = key.description
        all.add(key.description)
      }
      let hasInterface = lock.withLock { modulesImported.contains(module.name) } || module.symbolGraph
      if hasInterface {
        let entry = store.appendingPathComponent("\(module.name)-\(all)")
        try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
        markUsed(entry)
        state.interfaceEntry = entry
        // An interface already in the store is known at once: nothing is compiled on a guess.
        let file = entry.appendingPathComponent("\(module.name).swiftmodule")
        if FileManager.default.fileExists(atPath: file.path) { state.interface = try fingerprint(of: file) }
      } else {
        state.interface = "sources \(all)"
      }
      lock.withLock { modules[module.name] = state }
      return state
    }
  }

  private func fingerprint(of file: URL) throws -> String {
    var key = Fingerprint()
    key.add(bytes: try Data(contentsOf: file))
    return key.description
  }

  /// The entry of a source's object, compiled against the module's interface `interface`.
  private func objectEntry(_ source: URL, of module: Module, state: ModuleState, interface: String) -> URL {
    var key = Fingerprint()
    key.add(state.baseKey)
    key.add(interface)
    key.add(state.sourceKeys[source] ?? "")
    return store.appendingPathComponent(
      "\(module.name).\(source.deletingPathExtension().lastPathComponent)-\(key)")
  }

  private func objectFile(in entry: URL, for source: URL) -> URL {
    entry.appendingPathComponent(source.deletingPathExtension().lastPathComponent + ".o")
  }

  // MARK: - Jobs

  /// Emits a module's interface, unless the store holds it already.
  private func interface(of module: Module) throws -> Bool {
    let state = try state(of: module)
    guard let entry = state.interfaceEntry else { return true }
    let interface = entry.appendingPathComponent("\(module.name).swiftmodule")
    if !FileManager.default.fileExists(atPath: interface.path) {
      let work = try workFolder(for: "\(entry.lastPathComponent)-interface")
      defer { try? FileManager.default.removeItem(at: work) }
      var extra = module.flags + importFlags(of: module)
      if module.symbolGraph {
        extra += [
          "-emit-symbol-graph", "-emit-symbol-graph-dir", work.path, "-symbol-graph-minimum-access-level",
          "private",
        ]
      }
      let result = try run(
        commands.commands(
          .interface, module: module.name, inputs: state.sources.map(\.path), extra: extra, output: work))
      guard result.succeeded else {
        lock.withLock { failures.append(result.output) }
        return false
      }
      // The interface last: whoever finds it finds the symbol graph and the rest beside it.
      let made = try FileManager.default.contentsOfDirectory(atPath: work.path).sorted {
        ($0.hasSuffix(".swiftmodule") ? 1 : 0, $0) < ($1.hasSuffix(".swiftmodule") ? 1 : 0, $1)
      }
      for file in made {
        let destination = entry.appendingPathComponent(file)
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.moveItem(at: work.appendingPathComponent(file), to: destination)
      }
    }
    let fingerprint = try fingerprint(of: interface)
    lock.withLock { state.interface = fingerprint }
    // The next build's guess: the interface this one had.
    try? Data(fingerprint.utf8).write(to: lastInterfaceFile(of: module), options: .atomic)
    return true
  }

  private func lastInterfaceFile(of module: Module) -> URL {
    store.appendingPathComponent("last-interface-\(module.name).json")
  }

  /// While the interface is emitted, compiles this slot's share of the files not compiled against the
  /// module's last interface (all of them, the first time).
  private func compileEarly(_ module: Module, _ slot: Int) throws -> Bool {
    let state = try state(of: module)
    let early: [URL] = lock.withLock {
      if let early = state.early { return early }
      let guess =
        state.interface
        ?? (try? String(contentsOf: lastInterfaceFile(of: module), encoding: .utf8))
      let early = state.sources.filter { source in
        guard let guess else { return true }
        let entry = objectEntry(source, of: module, state: state, interface: guess)
        return !FileManager.default.fileExists(atPath: objectFile(in: entry, for: source).path)
      }
      state.early = early
      return early
    }
    let mine = share(of: early, slot: slot)
    if mine.isEmpty { return true }
    let work = try workFolder(for: "\(module.name)-early-\(slot)")
    guard let objects = try compile(mine, of: module, state: state, in: work) else { return false }
    lock.withLock { state.compiledEarly.merge(objects) { $1 } }
    return true
  }

  /// Once the interface is known: files what was compiled early under it, finds the other objects in
  /// the store, and compiles this slot's share of those it does not hold.
  private func compileRemaining(_ module: Module, _ slot: Int) throws -> Bool {
    let state = try state(of: module)
    var found: [URL] = []
    let remaining: [URL] = try lock.withLock {
      if let remaining = state.remaining { return remaining }
      guard let interface = state.interface else {
        throw KataError("the interface of \(module.name) is not known")
      }
      var remaining: [URL] = []
      for source in state.sources {
        let entry = objectEntry(source, of: module, state: state, interface: interface)
        let object = objectFile(in: entry, for: source)
        if let early = state.compiledEarly[source] {
          try file(early, as: object)
        }
        if FileManager.default.fileExists(atPath: object.path) {
          state.objects[source] = object
          found.append(entry)
        } else {
          remaining.append(source)
        }
      }
      state.remaining = remaining
      return remaining
    }
    found.forEach(markUsed)
    let mine = share(of: remaining, slot: slot)
    if mine.isEmpty { return true }
    let work = try workFolder(for: "\(module.name)-objects-\(slot)")
    defer { try? FileManager.default.removeItem(at: work) }
    guard let objects = try compile(mine, of: module, state: state, in: work) else { return false }
    let filed: [URL] = try lock.withLock {
      guard let interface = state.interface else { return [] }
      return try objects.map { source, compiled in
        let entry = objectEntry(source, of: module, state: state, interface: interface)
        let object = objectFile(in: entry, for: source)
        try file(compiled, as: object)
        state.objects[source] = object
        return entry
      }
    }
    filed.forEach(markUsed)
    return true
  }

  /// This slot's part of the files: every other one, so that the parts are the same size.
  private func share(of files: [URL], slot: Int) -> [URL] {
    files.enumerated().filter { $0.offset % slots == slot }.map(\.element)
  }

  /// Puts a compiled object in the store under its entry, unless the entry holds it already.
  private func file(_ compiled: URL, as object: URL) throws {
    if FileManager.default.fileExists(atPath: object.path) { return }
    let entry = object.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: compiled, to: object)
  }

  /// Compiles some of a module's files in one compiler run; nil when it failed, its output recorded.
  private func compile(_ files: [URL], of module: Module, state: ModuleState, in work: URL) throws -> [URL: URL]? {
    let outputs = state.sources.indices.map { work.appendingPathComponent("\($0).o") }
    let index = Dictionary(uniqueKeysWithValues: state.sources.enumerated().map { ($0.element, $0.offset) })
    let chosen = files.compactMap { index[$0] }
    let result = try run(
      commands.objectCommands(
        module: module.name, sources: state.sources.map(\.path), primaries: chosen.map { state.sources[$0].path },
        outputs: chosen.map { outputs[$0].path }, allOutputs: outputs.map(\.path),
        extra: module.flags + importFlags(of: module), work: work))
    guard result.succeeded else {
      lock.withLock { failures.append(result.output) }
      return nil
    }
    return Dictionary(uniqueKeysWithValues: chosen.map { (state.sources[$0], outputs[$0]) })
  }

  private func importFlags(of module: Module) -> [String] {
    lock.withLock { module.imports.compactMap { modules[$0]?.interfaceEntry }.flatMap { ["-I", $0.path] } }
  }

  /// A module's objects, in the order of its sources.
  private func objects(of module: String) throws -> [URL] {
    try lock.withLock {
      guard let state = modules[module] else { throw KataError("the module \(module) was not compiled") }
      return try state.sources.map { source in
        guard let object = state.objects[source] else {
          throw KataError("\(source.lastPathComponent) of \(module) was not compiled")
        }
        return object
      }
    }
  }

  // MARK: - Links

  /// Links a module's objects into its shared library, unless the store holds one made from them.
  private func linkLibrary(_ module: Module) throws -> Bool {
    let objects = try objects(of: module.name)
    var key = Fingerprint()
    key.add(toolchain)
    key.add("library \(module.name)")
    for object in objects { key.add(bytes: try Data(contentsOf: object)) }
    let name = "lib\(module.name).so"
    guard
      let library = try linked(
        .library, module: module.name, name: name, inputs: objects, extra: ["-soname=\(name)"],
        entry: store.appendingPathComponent("lib\(module.name)-\(key)"))
    else { return false }
    lock.withLock { modules[module.name]?.library = library }
    return true
  }

  /// Links the executable from the entry point's objects and the libraries, and puts them together in a
  /// folder of their own, where the executable finds its libraries (`$ORIGIN`).
  ///
  /// The executable names its libraries and the symbols it uses from them, nothing of their code: it is
  /// named by its objects and the libraries' interfaces, so a body edited in a library leaves it as it was.
  private func link(_ entryPoint: String, libraries: [String], named name: String) throws -> URL? {
    let objects = try objects(of: entryPoint)
    let libraryFiles: [URL] = try lock.withLock {
      try libraries.map { library in
        guard let file = modules[library]?.library else { throw KataError("\(library) was not linked") }
        return file
      }
    }
    var key = Fingerprint()
    key.add(toolchain)
    key.add("executable")
    for object in objects { key.add(bytes: try Data(contentsOf: object)) }
    for library in libraries {
      key.add(library)
      key.add(lock.withLock { modules[library]?.interface } ?? "")
    }
    guard
      let binary = try linked(
        .link, module: name, name: name, inputs: objects + libraryFiles, extra: ["-rpath=$ORIGIN"],
        entry: store.appendingPathComponent("link-\(key)"))
    else { return nil }
    // The folder the binary runs in: the executable and its libraries, linked in from the store.
    var run = Fingerprint()
    for file in [binary] + libraryFiles { run.add(file.deletingLastPathComponent().lastPathComponent) }
    let folder = store.appendingPathComponent("run-\(run)")
    let runBinary = folder.appendingPathComponent(name)
    if !FileManager.default.fileExists(atPath: runBinary.path) {
      let work = try workFolder(for: folder.lastPathComponent)
      for file in [binary] + libraryFiles {
        let destination = work.appendingPathComponent(file.lastPathComponent)
        do {
          try FileManager.default.linkItem(at: file, to: destination)
        } catch {
          try FileManager.default.copyItem(at: file, to: destination)
        }
      }
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.moveItem(at: work, to: folder)
    }
    markUsed(folder)
    return runBinary
  }

  /// The file a link makes in `entry`, linked now unless the store holds it; nil when the link failed.
  private func linked(
    _ kind: CompilerCommands.Kind, module: String, name: String, inputs: [URL], extra: [String], entry: URL
  ) throws -> URL? {
    let output = entry.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: output.path) {
      markUsed(entry)
      return output
    }
    LightTimes.shared.linkStarted()
    let work = try workFolder(for: entry.lastPathComponent)
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try run(
      commands.commands(kind, module: module, inputs: inputs.map(\.path), extra: extra, output: work))
    guard result.succeeded else {
      lock.withLock { failures.append("\(name) did not link:\n\(result.output)") }
      return nil
    }
    try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: output)
    try FileManager.default.moveItem(at: work.appendingPathComponent(name), to: output)
    markUsed(entry)
    return output
  }

  // MARK: - The store

  /// Keeps the entries this build used and the most recent others, `keeping` in all.
  func prune(keeping: Int = 400) {
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
