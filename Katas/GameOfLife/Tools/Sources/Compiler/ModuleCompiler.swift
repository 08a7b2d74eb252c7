import Foundation
import KataSystem

/// The compiler's two runs for a module: its interface (or the whole module), and some files' objects.
///
/// Each gives what it compiled and what the compiler said, or throws `CompilerBuild.Failed` with the
/// compiler's output.
struct ModuleCompiler {
  let store: BuildStore
  let commands: CompilerCommands
  let timeLimit: Int
  let children: RunningChildren

  /// What a run compiled: the files, by the paths the compiler gives them, and what it said about them.
  struct Compiled {
    var files: [String] = []
    var said = ""
    /// Each source compiled to an object, and the object.
    var objects: [URL: URL] = [:]
  }

  /// Emits a module's interface into its entry, unless the entry holds it.
  ///
  /// Compiled `whole`, its object comes with it, in one run. `kept` is the entry of the last interface
  /// when the plan keeps it: copied, not compiled. `imports` are the entries of the interfaces it imports.
  func interface(
    of module: CompilerBuild.Module, state: ModuleState, whole: Bool, kept: URL?, imports: [URL]
  ) throws -> Compiled {
    guard let entry = state.interfaceEntry,
      !FileManager.default.fileExists(atPath: entry.appendingPathComponent("\(module.name).swiftmodule").path)
    else { return Compiled() }
    let work = try store.workFolder(for: "\(entry.lastPathComponent)-interface")
    defer { try? FileManager.default.removeItem(at: work) }
    if let kept,
      FileManager.default.fileExists(atPath: kept.appendingPathComponent("\(module.name).swiftmodule").path)
    {
      // Not a whole module's object: a module whose interface is kept is not compiled whole.
      for file in try FileManager.default.contentsOfDirectory(atPath: kept.path) where !file.hasSuffix(".o") {
        try FileManager.default.copyItem(
          at: kept.appendingPathComponent(file), to: work.appendingPathComponent(file))
      }
      try file(work, into: entry)
      return Compiled()
    }
    var extra = module.flags + imports.flatMap { ["-I", $0.path] }
    if module.symbolGraph {
      extra += [
        "-emit-symbol-graph", "-emit-symbol-graph-dir", work.path, "-symbol-graph-minimum-access-level",
        "private",
      ]
    }
    let inputs = state.sources.map(state.compilerPath(of:))
    var commands = commands.commands(
      whole ? .wholeModule : .interface, module: module.name, inputs: inputs,
      extra: extra + state.overlayFlags, output: work)
    // A whole module's object is written where it was written last time, so that the compiler keeps it
    // when its code is the same (see `BuildStore.codegenFolder`).
    let object = try store.codegenFolder(of: module.name, flags: module.flags)
      .appendingPathComponent("\(module.name).o")
    if whole {
      let inWork = work.appendingPathComponent(object.lastPathComponent).path
      commands = commands.map { $0.map { $0 == inWork ? object.path : $0 } }
    }
    let result = try self.commands.run(commands, timeLimit: timeLimit, children: children)
    guard result.succeeded else { throw CompilerBuild.Failed(output: result.output) }
    var compiled = Compiled()
    if whole {
      compiled = Compiled(files: inputs, said: result.output)
      try FileManager.default.copyItem(at: object, to: work.appendingPathComponent(object.lastPathComponent))
    }
    try file(work, into: entry)
    return compiled
  }

  /// Moves what a run made into the module's entry, the interface last: whoever finds it finds the object,
  /// the symbol graph and the rest beside it.
  private func file(_ work: URL, into entry: URL) throws {
    let made = try FileManager.default.contentsOfDirectory(atPath: work.path).sorted {
      ($0.hasSuffix(".swiftmodule") ? 1 : 0, $0) < ($1.hasSuffix(".swiftmodule") ? 1 : 0, $1)
    }
    for file in made {
      let destination = entry.appendingPathComponent(file)
      try? FileManager.default.removeItem(at: destination)
      try FileManager.default.moveItem(at: work.appendingPathComponent(file), to: destination)
    }
  }

  /// Compiles some of a module's files in one run, each as an incremental build compiles it.
  ///
  /// Each is a `-primary-file`, the module's other files read beside them. `imports` are the entries of
  /// the interfaces it imports; `job` names the folder it works in.
  func objects(
    of files: [URL], module: CompilerBuild.Module, state: ModuleState, imports: [URL], job: String
  ) throws -> Compiled {
    let work = try store.workFolder(for: job)
    defer { try? FileManager.default.removeItem(at: work) }
    let index = Dictionary(uniqueKeysWithValues: state.sources.enumerated().map { ($0.element, $0.offset) })
    let chosen = Set(files.compactMap { index[$0] })
    let codegen = try store.codegenFolder(of: module.name, flags: module.flags)
    // The files not chosen go to this job's own folder: the driver, when run as it is, writes them too.
    let outputs = state.sources.enumerated().map { offset, source in
      chosen.contains(offset)
        ? codegen.appendingPathComponent(source.deletingPathExtension().lastPathComponent + ".o")
        : work.appendingPathComponent("\(offset).o")
    }
    let primaries = chosen.sorted()
    // The names the compiler looks up, from its record for an incremental build; none kept from before.
    let graphs = primaries.map { work.appendingPathComponent("\($0).swiftdeps") }
    for offset in primaries {
      try? FileManager.default.removeItem(at: BuildStore.lookupsFile(of: outputs[offset]))
    }
    let result = try commands.run(
      commands.objectCommands(
        module: module.name, sources: state.sources.map(state.compilerPath(of:)),
        primaries: primaries.map { state.compilerPath(of: state.sources[$0]) },
        outputs: primaries.map { outputs[$0].path }, allOutputs: outputs.map(\.path),
        dependencies: graphs.map(\.path),
        extra: module.flags + imports.flatMap { ["-I", $0.path] } + state.overlayFlags, work: work),
      timeLimit: timeLimit, children: children)
    guard result.succeeded else { throw CompilerBuild.Failed(output: result.output) }
    for (offset, graph) in zip(primaries, graphs) {
      try? FileManager.default.moveItem(
        at: graph.appendingPathExtension("dot"), to: BuildStore.lookupsFile(of: outputs[offset]))
    }
    return Compiled(
      files: primaries.map { state.compilerPath(of: state.sources[$0]) }, said: result.output,
      objects: Dictionary(uniqueKeysWithValues: primaries.map { (state.sources[$0], outputs[$0]) }))
  }
}
