import Foundation
import KataSystem

/// A test module's edit type-checked first, the tests it left as they were taken out (`TestsLeftOut`).
///
/// It runs beside the module's compile, which it only overtakes: a new test calling a method not written
/// yet fails here in a tenth of a second, where the module's compile takes a third.
struct EditCheck {
  /// What it checks, in a line of the build's plan.
  var line: String
  private var command: [String]
  /// Each checked file, by the path the compiler gives it: as written, and as checked.
  private var checked: [String: (written: String, checked: String)]
  /// The folder of the checked copies.
  private var work: URL

  /// The compile error the check of an edit found: the build stops every other job, as the light is
  /// amber whatever they find.
  struct Failed: Error {
    var output: String
  }

  /// The module's files at its last build, and what it imported then.
  private struct Last: Codable {
    var imports: String
    var texts: [String: String]
  }

  /// The check of the test files edited since the module's last build; nil when there is none to make.
  ///
  /// Each is checked beside the module's other files, without the functions the edit left as they were,
  /// from a copy written now. The module's files are recorded for the next build's check.
  ///
  /// - Parameter imports: the entries of the interfaces the module imports.
  static func planned(
    for module: CompilerBuild.Module, state: ModuleState, imports: [URL], store: BuildStore,
    commands: CompilerCommands
  ) throws -> EditCheck? {
    let record = store.record("last-texts", of: module.name)
    let last = (try? Data(contentsOf: record)).flatMap { try? JSONDecoder().decode(Last.self, from: $0) }
    var texts: [String: String] = [:]
    for source in state.sources {
      texts[state.compilerPath(of: source)] = try String(contentsOf: source, encoding: .utf8)
    }
    try? JSONEncoder.sortingKeys.encode(Last(imports: state.baseKey, texts: texts)).writeRecord(to: record)
    // A test written with the code it calls (an import changed too) most often compiles: no check then.
    // Where warnings are errors, the whole compile alone reports them.
    guard let last, last.imports == state.baseKey, !module.flags.contains("-warnings-as-errors") else {
      return nil
    }
    let work = try store.workFolder(for: "\(module.name)-check")
    var seenAs = state.seenAs
    var checked: [String: (written: String, checked: String)] = [:]
    var leftOut = 0
    for (index, source) in state.sources.enumerated() {
      let path = state.compilerPath(of: source)
      guard let text = texts[path], let before = last.texts[path], before != text,
        let reduced = TestsLeftOut(text, last: before)
      else { continue }
      let copy = work.appendingPathComponent("\(index).swift")
      try Data(reduced.text.utf8).write(to: copy)
      seenAs[source] = nil
      seenAs[copy] = path
      checked[path] = (text, reduced.text)
      leftOut += reduced.count
    }
    let overlay = checked.isEmpty ? nil : try store.overlay(of: "\(module.name)-check", seenAs: seenAs)
    guard !checked.isEmpty,
      let command = commands.typeCheckCommand(
        module: module.name, sources: state.sources.map(state.compilerPath(of:)),
        primaries: checked.keys.sorted(),
        extra: module.flags + imports.flatMap { ["-I", $0.path] }
          + (overlay.map { ["-vfsoverlay", $0.path] } ?? []))
    else {
      try? FileManager.default.removeItem(at: work)
      return nil
    }
    let names = checked.keys.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
    return EditCheck(
      line: "\(module.name): type-checks \(names.joined(separator: ", ")) first, without the \(leftOut) "
        + "functions the edit left",
      command: command, checked: checked, work: work)
  }

  /// Type-checks the edit; throws `Failed` with what the compiler said when it finds an error, which the
  /// whole module has too.
  func run(with commands: CompilerCommands, timeLimit: Int, children: RunningChildren) throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try commands.run([command], timeLimit: timeLimit, children: children)
    if !result.succeeded && Self.errorsOnWrittenLines(result.output, of: checked) {
      throw Failed(output: Self.quoting(result.output, from: checked.mapValues(\.written)))
    }
  }

  /// Whether every error the compiler found in a checked file is on a line the check left as the learner
  /// wrote it: one on a blanked line could only come from a blank made wrong (a token misread, such as a
  /// regular expression's brace), and the module's compile then decides alone.
  static func errorsOnWrittenLines(
    _ output: String, of files: [String: (written: String, checked: String)]
  ) -> Bool {
    func lines(_ text: String) -> [Substring] {
      text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    let texts = files.mapValues { (lines($0.written), lines($0.checked)) }
    return output.split(separator: "\n").allSatisfy { line in
      // `path:line:column: error: …`
      let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, parts[3].hasPrefix(" error: "),
        let (written, checked) = texts[String(parts[0])],
        let number = Int(parts[1])
      else { return true }
      return written.indices.contains(number - 1) && checked.indices.contains(number - 1)
        && written[number - 1] == checked[number - 1]
    }
  }

  /// The compiler's output with each line it quotes of a checked file as the learner wrote it, not blanked.
  static func quoting(_ output: String, from texts: [String: String]) -> String {
    let lines = texts.mapValues { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    var file: [Substring]?
    return output.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if let colon = line.firstIndex(of: ":"),
        line.contains(": error: ") || line.contains(": warning: ")
          || line.contains(": note: ")
      {
        file = lines[String(line[..<colon])]
        return String(line)
      }
      // `28 |   #expect(…)`: a line of the file, by its number.
      let parts = line.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
      guard let file, parts.count == 2, let number = Int(parts[0].trimmingCharacters(in: .whitespaces)),
        file.indices.contains(number - 1)
      else { return String(line) }
      return parts[0] + "|" + (file[number - 1].isEmpty ? "" : " " + file[number - 1])
    }.joined(separator: "\n")
  }
}
