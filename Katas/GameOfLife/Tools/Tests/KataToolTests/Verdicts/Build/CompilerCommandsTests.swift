import Foundation
import Testing

@testable import Compiler
@testable import KataSystem

@Suite("The compiler's commands, learnt from the driver")
struct CompilerCommandsTests {
  @Test("A line of swiftc -### is split as a shell splits it, single quotes kept together")
  func splitsWords() {
    let line = "/opt/swift/bin/swift-frontend -frontend -c '/home/ada lovelace/Game.swift' -o /tmp/Game.o"
    #expect(
      CompilerCommands.commands(in: line + "\n")
        == [
          [
            "/opt/swift/bin/swift-frontend", "-frontend", "-c", "/home/ada lovelace/Game.swift", "-o",
            "/tmp/Game.o",
          ]
        ])
  }

  @Test(
    "Quoting it cannot read back for sure is refused, so the driver runs as it is",
    arguments: [#"clang "-rpath=$ORIGIN" a.o"#, #"clang a\ b.o"#, "clang 'unclosed", "clang $ORIGIN"])
  func refusesOtherQuoting(line: String) {
    #expect(CompilerCommands.commands(in: line) == nil)
  }

  @Test("A line of clang -### is read word by word, each in double quotes, a backslash escaping")
  func readsClangWords() {
    let line = #" "/usr/bin/ld.lld" "-o" "/home/ada lovelace/a.out" "-rpath=\$ORIGIN" "say \"hi\"""#
    #expect(
      LinkerCommand.quotedWords(in: line.dropFirst())
        == ["/usr/bin/ld.lld", "-o", "/home/ada lovelace/a.out", "-rpath=$ORIGIN", #"say "hi""#])
    #expect(LinkerCommand.quotedWords(in: #""a" b"#) == nil)
    #expect(LinkerCommand.quotedWords(in: #""unclosed"#) == nil)
  }

  @Test(
    "A link runs the linker the driver would run, its inputs, response file and flags in place; a bare one runs it without the Swift libraries",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func linksWithTheLinker() throws {
    let folder = try temporaryFolder("linker")
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = try CompilerCommands(
      swiftc: "swiftc", flags: [], linkFlags: ["-use-ld=lld"], toolchain: "this toolchain", folder: folder,
      store: folder.appendingPathComponent("store"))
    let output = folder.appendingPathComponent("out")
    for kind in [CompilerCommands.Kind.link, .library] {
      let link = commands.commands(
        kind, module: "Life", inputs: ["/objects/a.o", "/objects/b.o"], extra: ["-rpath=$ORIGIN"],
        output: output)
      let linker = try #require(link.last)
      #expect(URL(fileURLWithPath: try #require(linker.first)).lastPathComponent == "ld.lld")
      #expect(linker.contains("/objects/a.o") && linker.contains("/objects/b.o"))
      #expect(linker.contains { $0.hasPrefix("@\(output.path)/") && $0.hasSuffix(".autolink") })
      #expect(linker.last == "-rpath=$ORIGIN" && !linker.contains("-Xlinker"))
      let bareLink = commands.linkCommands(
        kind, module: "Life", inputs: ["/objects/a.o", "/objects/b.o"], extra: ["-rpath=$ORIGIN"],
        output: output)
      let bare = try #require(bareLink.first)
      #expect(bareLink.count == 1)
      #expect(
        linker.contains("-lswiftCore") && !bare.contains { $0.hasPrefix("-lswift") || $0.hasPrefix("@") })
      // Everything else is the driver's: the C runtime's files, the library paths, libc.
      #expect(
        bare
          == linker.filter { !$0.hasPrefix("-lswift") && !$0.hasPrefix("@") }
          + (kind == .link ? ["--unresolved-symbols=ignore-all"] : []))
    }
  }

  @Test(
    "Without lld a link is the driver's as it learnt it, with the Swift libraries",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func linksFullWithoutLLD() throws {
    let folder = try temporaryFolder("system-linker")
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = try CompilerCommands(
      swiftc: "swiftc", flags: [], linkFlags: [], toolchain: "this toolchain", folder: folder,
      store: folder.appendingPathComponent("store"))
    #expect(!commands.linksBare)
    for kind in [CompilerCommands.Kind.link, .library] {
      let link = commands.linkCommands(
        kind, module: "Life", inputs: ["/objects/a.o"], extra: [], output: folder)
      #expect(
        link == commands.commands(kind, module: "Life", inputs: ["/objects/a.o"], extra: [], output: folder))
      #expect(link.last?.contains("-lswiftCore") == true)
    }
  }

  @Test("Kept commands are learnt again when a program they run or an object a link names is gone")
  func keptOnlyWhileTheirFilesAreThere() {
    #expect(CompilerCommands.filesAreThere([.link: [["/bin/sh", "/kata-placeholder/in/Input.o"]]]))
    #expect(!CompilerCommands.filesAreThere([.link: [["/bin/sh", "/usr/lib/gcc/gone/crtbeginS.o"]]]))
    #expect(!CompilerCommands.filesAreThere([.library: [["/gone/ld.lld", "-shared"]]]))
    // A compile's missing folder is no reason: a plugin folder the toolchain lacks is named anyway.
    #expect(CompilerCommands.filesAreThere([.interface: [["/bin/sh", "-plugin-path", "/gone/plugins"]]]))
  }
}
