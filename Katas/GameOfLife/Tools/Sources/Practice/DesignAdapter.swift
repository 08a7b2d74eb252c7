import Build
import KataSystem
import Specification
import Verdicts

/// A pair's `SpecificationAdapter`: the type among their tests through which the specification judges a
/// design of their own, and the files that declare it.
///
/// The specification for any design (`Tests/GameOfLifeDesignSpec`) is compiled in place of the tests of
/// the adapter's own target, so it imports what the adapter imports, with the target's settings, and
/// the pair's own tests need not compile for the specification to judge their Game.
package struct DesignAdapter: Equatable {
  /// The adapting type, as its declaration names it: `PlaneAdapter`, or `World` for `extension World: …`.
  package var type: String
  /// The test target whose folder holds the adapter.
  package var target: String
  /// That folder, as the reader knows it: `Practice/ada/Tests/GameOfLifeTests`.
  package var origin: String
  /// The files that declare the adapter's conformances, by their path in the target's folder.
  package var files: SourceFiles

  /// The protocols a type conforms to that make it an adapter.
  static let protocols =
    ["SpecificationAdapter", "CountsLiveNeighbours", "KnowsNeighbours"]
    + RequirementChange.allCases.map(\.adapterProtocol)

  /// What a package's tests hold: no adapter, one, or more than one type that says it adapts the design.
  package enum Search: Equatable {
    case none
    case found(DesignAdapter)
    case several([String])
  }

  /// Looks through the test targets a package's manifest declares for types conforming to the adapter's
  /// protocols; comments are passed over, so an example in one is not taken for an adapter.
  package static func search(in variant: Variant) -> Search {
    var found: [(type: String, target: Variant.Target, file: String)] = []
    for target in variant.targets where target.isTest {
      for (file, text) in target.files.sorted(by: { $0.key < $1.key }) {
        for type in adaptingTypes(in: text) { found.append((type, target, file)) }
      }
    }
    let types = found.map(\.type).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    guard let type = types.first, let first = found.first else { return .none }
    guard types.count == 1 else {
      return .several(types.map { type in "\(type) (\(found.first { $0.type == type }.map(place) ?? ""))" })
    }
    var files: SourceFiles = [:]
    for declaration in found where declaration.target.name == first.target.name {
      files[declaration.file] = declaration.target.files[declaration.file]
    }
    return .found(
      DesignAdapter(type: type, target: first.target.name, origin: first.target.origin, files: files))
  }

  private static func place(_ declaration: (type: String, target: Variant.Target, file: String)) -> String {
    "\(declaration.target.origin)/\(declaration.file)"
  }

  /// The types a file declares conforming to one of the adapter's protocols.
  static func adaptingTypes(in text: String) -> [String] {
    let code = text.replacing(/\/\*[\s\S]*?\*\//, with: "").replacing(/\/\/[^\n]*/, with: "")
    let declaration =
      /(?:struct|class|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)\s*(?:<[^>{]*>)?\s*:([^{]*)\{/
    return code.matches(of: declaration).compactMap { match in
      let conformances = match.2.split(whereSeparator: { ",& \n\t".contains($0) })
      return conformances.contains { protocols.contains(String($0)) } ? String(match.1) : nil
    }
  }

  /// The adapter of a package on the template's names whose tests adapt nothing: its `Game`, as the
  /// template's test support adapts it.
  static func templateGame(in package: Variant) -> DesignAdapter? {
    guard package.targets.contains(where: { !$0.isTest && $0.name == "GameOfLife" }),
      let tests = package.targets.first(where: \.isTest)
    else { return nil }
    let file = "import GameOfLife\nimport GameOfLifeTestSupport\n\nextension Game: SpecificationAdapter {}\n"
    return DesignAdapter(
      type: "Game", target: tests.name, origin: tests.origin,
      files: ["KataSpecification/TheTemplatesGame.swift": file])
  }

  /// The file that names the adapting type for the specification, importing what the adapter imports;
  /// for a round with a requirement change, for the change's specification too.
  func designUnderTest(change: RequirementChange?) -> String {
    var imports: [String] = []
    for text in files.values {
      for line in text.split(separator: "\n")
      where line.firstMatch(of: /^\s*(@testable\s+)?import\s+\w/) != nil {
        let line = line.trimmingCharacters(in: .whitespaces)
        if !imports.contains(line) { imports.append(line) }
      }
    }
    return """
      // Written by the kata tool: the type through which the specification judges this design.
      \(imports.sorted().joined(separator: "\n"))

      typealias DesignUnderTest = \(type)
      \(change.map { $0.designUnderTest(type) } ?? "")

      """
  }

  /// Whether a compiler's errors, or a crash's words, are about the adapter's own files rather than the
  /// design it adapts: they name one of them, with a line.
  package func isBlamed(by text: String) -> Bool {
    !lines(namedIn: text).isEmpty
  }

  /// The adapter's lines a text names, as `PlaneAdapter.swift:17`, by file.
  private func lines(namedIn text: String) -> [String: Set<Int>] {
    var named: [String: Set<Int>] = [:]
    for file in files.keys {
      let name = file.split(separator: "/").last.map(String.init) ?? file
      for match in text.matches(of: /([^\s:]+):(\d+)/) where match.1.hasSuffix("/\(name)") || match.1 == name
      {
        if let line = Int(match.2) { named[file, default: []].insert(line) }
      }
    }
    return named
  }

  /// Says that the adapter cannot judge the design, and shows its own lines, marking those `why` names:
  /// amber, nothing judged.
  package func amber(_ what: String, why: String) -> String {
    let marked = lines(namedIn: why)
    var lines = ["Amber: your SpecificationAdapter, \(type), \(what), so nothing is judged. It says:"]
    for (file, text) in files.sorted(by: { $0.key < $1.key }) {
      lines.append("  \(origin)/\(file):")
      var numbered = text.split(separator: "\n", omittingEmptySubsequences: false)
      if text.hasSuffix("\n") { numbered.removeLast() }
      for (index, line) in numbered.enumerated() {
        let number = String(index + 1)
        let mark = marked[file, default: []].contains(index + 1) ? "➜" : " "
        lines.append("\(mark)\(String(repeating: " ", count: 4 - number.count))\(number)  \(line)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The one line a command says when a design of its own has no adapter yet, and an example after it
  /// that imports the package's own module.
  ///
  /// - Parameter why: why the package is a design of its own, as `DesignKind.own` says it.
  package static func missing(
    command: String, practice: PracticePackage, in package: Variant, why: String? = nil
  ) -> String {
    let modules = package.targets.filter { !$0.isTest && $0.name != "GameOfLifeTestSupport" }.map(\.name)
    let tested = package.targets.first(where: \.isTest)?.dependencies.first(where: modules.contains)
    let own = why.map { "\(practice.path) is a design of its own: \($0). " } ?? ""
    return """
      Error: \(own)make \(command) judges a design of its own through a SpecificationAdapter, and \
      \(practice.path)/Tests has none yet: write one in a file of its own among your tests, for example \
      as below, with your own types for World and Point (Katas/GameOfLife/README.md, "The specification \
      for your design"):

      \(example.replacingOccurrences(of: "import GameOfLife\n", with: "import \(tested ?? modules.first ?? "GameOfLife")\n"))
      """
  }

  /// An adapter for a design that keeps its live cells in a `Set` on an endless plane: `World` and
  /// `Point` stand for the pair's own names.
  static let example = """
        import GameOfLifeTestSupport
        @testable import GameOfLife

        struct Adapter: SpecificationAdapter {
          enum Topology: CaseIterable { case plane }  // no case named torus: the torus is not asked
          var world: World, rows: Int, columns: Int
          init(picture: String, topology: Topology) throws {
            let read = try SpecificationPicture(picture)
            (rows, columns) = (read.rows, read.columns)
            world = World(alive: Set(read.liveCells.map { Point(x: $0.column, y: $0.row) }))
          }
          mutating func step() { world = world.next() }
          var picture: String { SpecificationPicture.draw(rows: rows, columns: columns) { world.isAlive(x: $1, y: $0) } }
        }
    """
}

extension PracticePackage {
  /// Whether a package the template's names fit adapts a type of its own (whose adapter is not the
  /// template's one line over `Game`): it is asked what any design is, as a design of its own is.
  package var adaptsItsOwnType: Bool {
    guard let own = try? variant(of: Snapshot(of: folder)),
      case .found(let adapter) = DesignAdapter.search(in: own)
    else { return false }
    return adapter.type != "Game"
  }

  /// The package as the specification for any design runs on it: the pair's own modules as their
  /// manifest declares them, the project's test support (whatever the pair's copy now says), and in
  /// place of the adapter's test target, the adapter and the specification's tests (or other `tests`
  /// that ask the design only through `DesignUnderTest`).
  ///
  /// With a requirement `change`, the tests are the change's sentences and what they are asked with.
  package func designSpecificationVariant(
    of snapshot: Snapshot, adapter: DesignAdapter, tests: SourceFiles? = nil, change: RequirementChange? = nil
  ) throws -> Variant {
    let own = try variant(of: snapshot)
    let support = try SourceFiles.swiftFiles(in: workspace.testSupport).filter {
      !$0.value.split(separator: "\n").contains("import GameOfLife")
    }
    let specification =
      try change?.specificationFiles(in: workspace)
      ?? SourceFiles.swiftFiles(in: workspace.designSpecification).filter {
        !$0.key.hasPrefix("TheLibrarysGame/") && !$0.key.hasPrefix("Changes/")
      }
    var design = own
    design.name = "your design (\(path)) through \(adapter.type)"
    design.targets = []
    var targets = own.targets
    // A manifest without the support target (or with its folder emptied) still gets the project's.
    if !targets.contains(where: { $0.name == "GameOfLifeTestSupport" }) {
      var added = Variant.Target(files: support, origin: "Tests/GameOfLifeTestSupport")
      (added.name, added.path, added.flags) = (
        "GameOfLifeTestSupport", "Tests/GameOfLifeTestSupport", ["-swift-version", "6"]
      )
      targets.insert(added, at: 0)
    }
    for var target in targets where !target.isTest || target.name == adapter.target {
      if target.name == "GameOfLifeTestSupport" { target.files = support }
      if target.isTest {
        if !target.dependencies.contains("GameOfLifeTestSupport") {
          target.dependencies.append("GameOfLifeTestSupport")
        }
        // The specification's files sit in a folder of their own, beside the adapter's.
        target.files = adapter.files
        for (file, text) in tests ?? specification { target.files["KataSpecification/\(file)"] = text }
        target.files["KataSpecification/DesignUnderTest.swift"] = adapter.designUnderTest(change: change)
      }
      design.targets.append(target)
    }
    return design
  }
}
