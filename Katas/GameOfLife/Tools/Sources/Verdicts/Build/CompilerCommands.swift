import Foundation
import KataSystem

/// The commands that compile a module and link a binary, as the Swift driver would run them, learnt
/// from the driver once and then run without it.
///
/// The driver (`swiftc`) only works out which frontend and linker commands to run, and that takes it
/// about 50 ms each time, the price of a light. What it works out depends only on the toolchain, the
/// flags and the folder it runs in, so the tool asks it once, with placeholder paths (`swiftc -###`),
/// keeps its answer beside the store, and fills in the real paths. An answer that cannot be read back
/// whole (quoting it does not expect, a placeholder left over) is not kept: the driver is then run as it is.
struct CompilerCommands {
  enum Kind: String, Codable, CaseIterable {
    /// The module's interface (`.swiftmodule`), with the bodies of its functions skipped.
    case interface
    /// The module's code (`.o`), the whole module at once.
    case object
    /// An executable from objects.
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
    for part in [toolchain, folder.path] + flags + ["link"] + linkFlags { key.add(part) }
    let kept = store.appendingPathComponent("commands-\(key).json")
    if let data = try? Data(contentsOf: kept),
      let known = try? JSONDecoder().decode([Kind: [[String]]].self, from: data)
    {
      templates = known
      return
    }
    var learnt: [Kind: [[String]]] = [:]
    for kind in Kind.allCases {
      let result = try ChildProcess.run(
        Self.driverArguments(kind, swiftc: swiftc, flags: flags, linkFlags: linkFlags) + ["-###"], in: folder,
        timeLimit: 60)
      if result.succeeded, let commands = Self.commands(in: result.output), commands.count <= 2 {
        learnt[kind] = commands
      }
    }
    templates = learnt
    if learnt.count == Kind.allCases.count {
      try? FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
      try? JSONEncoder().encode(learnt).write(to: kept, options: .atomic)
    }
  }

  /// The commands to run, in order: a module's interface or code from `inputs` (sources), or a binary
  /// from `inputs` (objects), with every output in `output`.
  func commands(_ kind: Kind, module: String, inputs: [String], extra: [String], output: URL) -> [[String]] {
    // Every placeholder path and name the driver was asked with, filled in.
    let placeholderInput = "\(Self.placeholder)/in/Input.\(kind == .link ? "o" : "swift")"
    func filled(_ command: [String]) -> [String] {
      command.flatMap { argument -> [String] in
        if argument == placeholderInput { return inputs }
        return [
          argument.replacingOccurrences(of: "\(Self.placeholder)/in/", with: output.path + "/")
            .replacingOccurrences(of: "\(Self.placeholder)/out/", with: output.path + "/")
            .replacingOccurrences(of: Self.placeholderModule, with: module)
        ]
      }
    }
    if let template = templates[kind]?.map(filled),
      !template.joined().contains(where: { $0.contains(Self.placeholder) })
    {
      // The extra flags go to the frontend (a compile); a link takes none.
      switch kind {
      case .link: return template
      case .object: return template.map { onThreads($0, inputs: inputs, output: output) + extra }
      case .interface: return template.map { $0 + extra }
      }
    }
    let driver = filled(Self.driverArguments(kind, swiftc: swiftc, flags: flags, linkFlags: linkFlags))
    return [driver + extra.flatMap { ["-Xfrontend", $0] }]
  }

  /// A whole module's code compiled on two threads, an object a source file, where there are two cores:
  /// a quarter faster when the other core is free.
  private func onThreads(_ command: [String], inputs: [String], output: URL) -> [String] {
    guard inputs.count > 1, ProcessInfo.processInfo.activeProcessorCount > 1,
      let flag = command.firstIndex(of: "-o"), flag + 1 < command.count
    else { return command }
    var split = command
    split.removeSubrange(flag...flag + 1)
    return split + ["-num-threads", "2"]
      + inputs.indices.flatMap { ["-o", output.appendingPathComponent("\($0).o").path] }
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
    case .object:
      return [swiftc, "-module-name", placeholderModule, "-parse-as-library", "-wmo"] + flags + [
        "-c", "-o", "\(output).o", "\(placeholder)/in/Input.swift",
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
