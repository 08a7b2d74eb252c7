import Foundation
import KataSystem

/// The commands that compile a module's interface and its files' objects and link a library or a binary,
/// as the Swift driver would run them, learnt from the driver once and then run without it.
///
/// The driver (`swiftc`) only works out which frontend and linker commands to run, and that takes it
/// about 50 ms each time, the price of a light. What it works out depends only on the toolchain, the
/// flags and the folder it runs in, so the tool asks it once, with placeholder paths (`swiftc -###`),
/// keeps its answer beside the store, and fills in the real paths. An answer that cannot be read back
/// whole (quoting it does not expect, a placeholder left over) is not kept: the driver is then run as it is.
package struct CompilerCommands {
  enum Kind: String, Codable, CaseIterable {
    /// The module's interface (`.swiftmodule`), with the bodies of its functions skipped.
    case interface
    /// The code of some of a module's files, an object each (`-primary-file`), the module's other files
    /// read beside them, as an incremental build compiles them.
    case objects
    /// A whole module in one run: its object, its interface and whatever else `extra` asks for, as a test
    /// module is compiled, which no module imports but the list of its XCTest tests.
    case wholeModule
    /// A shared library from objects.
    case library
    /// An executable from objects and libraries.
    case link
  }

  let swiftc: String
  /// The flags every compile gets, besides the module's own.
  let flags: [String]
  /// The flags of every link: lld where the toolchain has it, which links a test binary in a third of
  /// the time the system's linker takes.
  let linkFlags: [String]
  let folder: URL
  private let templates: [Kind: [[String]]]

  static let placeholder = "/kata-placeholder"
  static let placeholderModule = "KataPlaceholder"

  /// The commands for a toolchain and flags, learnt now or read from where they were kept.
  init(swiftc: String, flags: [String], linkFlags: [String], toolchain: String, folder: URL, store: URL)
    throws
  {
    self.swiftc = swiftc
    self.flags = flags
    self.linkFlags = linkFlags
    self.folder = folder
    var key = Fingerprint()
    for part in ["per-file objects, whole modules, libraries", toolchain, folder.path] + flags
      + ["link with the linker", ToolchainHooks.skipFunctionBodies] + linkFlags
    {
      key.add(part)
    }
    let kept = store.appendingPathComponent("commands-\(key).json")
    if let data = try? Data(contentsOf: kept),
      let known = try? JSONDecoder().decode([Kind: [[String]]].self, from: data),
      Self.filesAreThere(known)
    {
      templates = known
      return
    }
    var learnt: [Kind: [[String]]] = [:]
    for kind in Kind.allCases {
      let result = try ChildProcess.run(
        Self.driverArguments(kind, swiftc: swiftc, flags: flags, linkFlags: linkFlags) + ["-###"], in: folder,
        timeLimit: 60)
      if result.succeeded, var commands = Self.commands(in: result.output), commands.count <= 2 {
        if kind == .link || kind == .library, let last = commands.last,
          let linker = LinkerCommand.learnt(for: last, in: folder)
        {
          commands[commands.count - 1] = linker
        }
        learnt[kind] = commands
      }
    }
    templates = learnt
    if learnt.count == Kind.allCases.count {
      try? FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
      try? JSONEncoder().encode(learnt).writeRecord(to: kept)
    }
  }

  /// The commands to run, in order: a module's interface from `inputs` (sources), or a library or binary
  /// from `inputs` (objects and libraries), with every output in `output`; `extra` are the frontend's
  /// flags, or for a link the linker's.
  func commands(_ kind: Kind, module: String, inputs: [String], extra: [String], output: URL) -> [[String]] {
    precondition(kind != .objects, "a module's objects are compiled with objectCommands")
    if let template = templates[kind]?.map({
      filled($0, kind: kind, module: module, inputs: inputs, output: output)
    }),
      !template.joined().contains(where: { $0.contains(Self.placeholder) })
    {
      switch kind {
      // The extra flags of a link are the linker's, given to its last command: the linker's own, or the
      // driver's that runs it.
      case .link, .library:
        let linkerFlags = Self.isDriver(template.last) ? extra.flatMap { ["-Xlinker", $0] } : extra
        return template.enumerated().map {
          $0.offset == template.count - 1 ? $0.element + linkerFlags : $0.element
        }
      default: return template.map { $0 + extra }
      }
    }
    let driver = filled(
      Self.driverArguments(kind, swiftc: swiftc, flags: flags, linkFlags: linkFlags), kind: kind,
      module: module,
      inputs: inputs, output: output)
    switch kind {
    case .link, .library: return [driver + extra.flatMap { ["-Xlinker", $0] }]
    default: return [driver + extra.flatMap { ["-Xfrontend", $0] }]
    }
  }

  /// Whether every program the kept commands run and every object a link names, besides the
  /// placeholders, is still there: a linker's start files move when the system's C compiler is upgraded,
  /// and the commands are then learnt again.
  static func filesAreThere(_ known: [Kind: [[String]]]) -> Bool {
    known.allSatisfy { kind, commands in
      commands.allSatisfy { command in
        let objects = kind == .link || kind == .library ? command.filter { $0.hasSuffix(".o") } : []
        return (command.prefix(1) + objects).allSatisfy { file in
          file.hasPrefix(placeholder) || FileManager.default.fileExists(atPath: file)
        }
      }
    }
  }

  /// Whether links are bare (`linkCommands`): the learnt commands of a link and a library end in lld.
  ///
  /// The system's linkers cannot leave symbols for the loader: gold refuses the link, and the GNU linker
  /// writes relocations the loader cannot read.
  var linksBare: Bool {
    [Kind.link, .library].allSatisfy { kind in
      templates[kind]?.last?.first.map { URL(fileURLWithPath: $0).lastPathComponent == "ld.lld" } == true
    }
  }

  /// A link's commands: when links are bare, the linker alone, without the Swift libraries the objects
  /// ask for (`@….autolink`, `-lswift…`); else the driver's.
  ///
  /// Reading those libraries' thousands of symbols is most of a small link's time. Left out, the symbols
  /// stay undefined in what is linked, and the loader finds them in the libraries the executable names
  /// through a library of their own (`Linker.swiftLibraries`).
  func linkCommands(_ kind: Kind, module: String, inputs: [String], extra: [String], output: URL)
    -> [[String]]
  {
    let all = commands(kind, module: module, inputs: inputs, extra: extra, output: output)
    guard linksBare, let linker = all.last else { return all }
    let bare = linker.filter { !($0.hasPrefix("@") && $0.hasSuffix(".autolink") || $0.hasPrefix("-lswift")) }
    return [bare + (kind == .link ? ["--unresolved-symbols=ignore-all"] : [])]
  }

  /// Whether a command is a compiler driver's (`clang`, `swiftc`), which hands a linker its flags only
  /// behind `-Xlinker`.
  static func isDriver(_ command: [String]?) -> Bool {
    guard let program = command?.first else { return false }
    let name = URL(fileURLWithPath: program).lastPathComponent
    return name.hasPrefix("clang") || name.hasPrefix("swift")
  }

  /// The commands that compile `primaries`, some of a module's `sources`, into `outputs` (an object each,
  /// in the same order), the other sources read beside them, and the compiler's record of each one's
  /// dependencies into `dependencies`, its graph beside it (`LookedUpNames`).
  ///
  /// Without a learnt command the driver compiles every source, each into the output of the same place in
  /// `allOutputs`, and records no dependencies.
  func objectCommands(
    module: String, sources: [String], primaries: [String], outputs: [String], allOutputs: [String],
    dependencies: [String] = [], extra: [String], work: URL
  ) throws -> [[String]] {
    let input = "\(Self.placeholder)/in/Input.swift"
    let object = "\(Self.placeholder)/out/Input.o"
    if let template = templates[.objects], template.count == 1 {
      let chosen = Set(primaries)
      var command: [String] = []
      var words = template[0][...]
      while let word = words.popFirst() {
        if word == "-primary-file", words.first == input {
          words.removeFirst()
          command += sources.flatMap { chosen.contains($0) ? ["-primary-file", $0] : [$0] }
        } else if word == "-o", words.first == object {
          words.removeFirst()
          command += outputs.flatMap { ["-o", $0] }
        } else {
          command.append(word.replacingOccurrences(of: Self.placeholderModule, with: module))
        }
      }
      if !dependencies.isEmpty {
        command +=
          dependencies.flatMap { ["-emit-reference-dependencies-path", $0] } + [
            ToolchainHooks.dependencyGraphs
          ]
      }
      if !command.contains(where: { $0.contains(Self.placeholder) }) { return [command + extra] }
    }
    // The driver as it is: every source compiled, each to the object the map names.
    var map: [String: [String: String]] = [:]
    for (source, output) in zip(sources, allOutputs) { map[source] = ["object": output] }
    let mapFile = work.appendingPathComponent("output-file-map.json")
    try JSONEncoder().encode(map).write(to: mapFile)
    return [
      [swiftc, "-module-name", module, "-parse-as-library"] + flags + ["-c"] + sources
        + ["-output-file-map", mapFile.path] + extra.flatMap { ["-Xfrontend", $0] }
    ]
  }

  /// The command that type-checks `primaries`, some of a module's `sources`, and writes nothing; nil
  /// without a learnt command to make it from.
  func typeCheckCommand(module: String, sources: [String], primaries: [String], extra: [String]) -> [String]?
  {
    guard templates[.objects]?.count == 1,
      var command = try? objectCommands(
        module: module, sources: sources, primaries: primaries, outputs: [], allOutputs: [], extra: extra,
        work: folder
      ).first,
      let compile = command.firstIndex(of: "-c")
    else { return nil }
    command[compile] = "-typecheck"
    return command
  }

  /// Runs commands one after the other, until one fails.
  func run(_ commands: [[String]], timeLimit: Int, children: RunningChildren) throws -> ProcessResult {
    var output = ""
    for command in commands {
      let result = try ChildProcess.run(command, in: folder, timeLimit: timeLimit, children: children)
      if case .stoppedAfter(let seconds) = result.ending {
        throw KataError("the compiler was stopped after \(seconds) s")
      }
      output += result.output
      guard result.succeeded else { return ProcessResult(ending: result.ending, output: output) }
    }
    return ProcessResult(ending: .exited(0), output: output)
  }

  /// A learnt command with every placeholder path and name filled in.
  private func filled(_ command: [String], kind: Kind, module: String, inputs: [String], output: URL)
    -> [String]
  {
    let placeholderInput = "\(Self.placeholder)/in/Input.\(kind == .link || kind == .library ? "o" : "swift")"
    return command.flatMap { argument -> [String] in
      if argument == placeholderInput { return inputs }
      // Most arguments are flags: only those that name a placeholder are rewritten.
      guard argument.contains(Self.placeholder) || argument.contains(Self.placeholderModule) else {
        return [argument]
      }
      return [
        argument.replacingOccurrences(of: "\(Self.placeholder)/in/", with: output.path + "/")
          .replacingOccurrences(of: "\(Self.placeholder)/out/", with: output.path + "/")
          .replacingOccurrences(of: Self.placeholderModule, with: module)
      ]
    }
  }

  /// What the driver is asked, with placeholder paths.
  private static func driverArguments(_ kind: Kind, swiftc: String, flags: [String], linkFlags: [String])
    -> [String]
  {
    let output = "\(placeholder)/out/\(placeholderModule)"
    switch kind {
    case .interface:
      return [swiftc, "-module-name", placeholderModule, "-parse-as-library", "-wmo"] + flags + [
        "-emit-module", "-emit-module-path", "\(output).swiftmodule", "-Xfrontend",
        ToolchainHooks.skipFunctionBodies, "\(placeholder)/in/Input.swift",
      ]
    case .objects:
      return [swiftc, "-module-name", placeholderModule, "-parse-as-library"] + flags + [
        "-c", "-o", "\(placeholder)/out/Input.o", "\(placeholder)/in/Input.swift",
      ]
    case .wholeModule:
      return [swiftc, "-module-name", placeholderModule, "-parse-as-library", "-wmo"] + flags + [
        "-c", "-o", "\(output).o", "-emit-module", "-emit-module-path", "\(output).swiftmodule",
        "-no-emit-module-separately-wmo", "\(placeholder)/in/Input.swift",
      ]
    case .library:
      return [swiftc, "-emit-library", "-gline-tables-only"] + linkFlags + [
        "-o", "\(placeholder)/out/lib\(placeholderModule).so", "\(placeholder)/in/Input.o",
      ]
    case .link:
      return [swiftc, "-emit-executable", "-gline-tables-only"] + linkFlags + [
        "-o", output, "\(placeholder)/in/Input.o",
      ]
    }
  }

  /// The commands `swiftc -###` printed, one a line, split into words as a shell would; nil when a line
  /// holds quoting beyond plain single quotes.
  static func commands(in output: String) -> [[String]]? {
    var commands: [[String]] = []
    for line in output.split(separator: "\n") where !line.isEmpty {
      var words: [String] = []
      var word = ""
      var inWord = false
      var quoted = false
      for character in line {
        if character == "'" {
          quoted.toggle()
          inWord = true
        } else if character == " " && !quoted {
          if inWord { words.append(word) }
          word = ""
          inWord = false
        } else if character == "\"" || character == "\\" || character == "$" && !quoted {
          return nil
        } else {
          word.append(character)
          inWord = true
        }
      }
      if quoted { return nil }
      if inWord { words.append(word) }
      commands.append(words)
    }
    return commands.isEmpty ? nil : commands
  }
}
