import Foundation
import KataSystem

/// A link's driver taken out: the linker command that `clang` runs, learnt once from `clang -###`.
///
/// The driver only works out the linker's arguments (the C runtime's start files, the library paths), and
/// that takes it 10 to 20 ms of every link, on the light's longest path: a library's link after a body
/// edit, the executable's after a new test.
enum LinkerCommand {
  private static let placeholder = CompilerCommands.placeholder

  /// The linker command a link's last command (`clang …`) runs, with the same placeholder paths; nil
  /// when the last command is not `clang`'s, or its answer cannot be read back whole.
  ///
  /// `clang -###` leaves out an input it cannot find, and reads a response file (`@file`, the libraries
  /// the objects ask for) into its words. So the placeholders are made real files in a scratch folder,
  /// each response file holding one word that names it, and that word is put back as the response file:
  /// the linker reads `@file` itself.
  static func learnt(for driver: [String], in folder: URL) -> [String]? {
    guard let program = driver.first, URL(fileURLWithPath: program).lastPathComponent.hasPrefix("clang")
    else { return nil }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-linker-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var responseFiles: [String: String] = [:]
    var arguments: [String] = []
    for argument in driver {
      let real = argument.replacingOccurrences(of: placeholder, with: scratch.path)
      if argument.hasPrefix("@\(placeholder)/") {
        let word = "-lKataResponseFile\(responseFiles.count)"
        responseFiles[word] = argument
        guard write(word, to: String(real.dropFirst())) else { return nil }
      } else if argument.hasPrefix("\(placeholder)/in/") {
        guard write("", to: real) else { return nil }
      }
      arguments.append(real)
    }
    guard
      let result = try? ChildProcess.run(arguments + ["-###"], in: folder, timeLimit: 60), result.succeeded,
      let line = result.output.split(separator: "\n").last(where: { $0.hasPrefix(" \"") }),
      let words = quotedWords(in: line.dropFirst()),
      let linker = words.first, URL(fileURLWithPath: linker).lastPathComponent.contains("ld")
    else { return nil }
    let command = words.map { word in
      responseFiles[word] ?? word.replacingOccurrences(of: scratch.path, with: placeholder)
    }
    // Every input and the output must be there, where the driver had them, and nothing of the scratch.
    let paths = driver.filter { $0.hasPrefix("\(placeholder)/") || $0.hasPrefix("@\(placeholder)/") }
    guard paths.allSatisfy(command.contains), !command.joined().contains(scratch.path) else { return nil }
    return command
  }

  private static func write(_ text: String, to path: String) -> Bool {
    let file = URL(fileURLWithPath: path)
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    return (try? Data(text.utf8).write(to: file)) != nil
  }

  /// The words of a command as `clang -###` prints it: each in double quotes, a backslash escaping the
  /// character after it; nil for anything else.
  static func quotedWords(in line: Substring) -> [String]? {
    var words: [String] = []
    var word = ""
    var quoted = false
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if quoted {
        if character == "\\" {
          escaped = true
        } else if character == "\"" {
          words.append(word)
          word = ""
          quoted = false
        } else {
          word.append(character)
        }
      } else if character == "\"" {
        quoted = true
      } else if character != " " {
        return nil
      }
    }
    return quoted || escaped ? nil : words
  }
}
