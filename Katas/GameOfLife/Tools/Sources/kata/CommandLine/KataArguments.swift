import Foundation
import KataSystem

/// The words after `kata`: a command and its options, checked against the command's declared options.
///
/// Options are written `--name VALUE` or `--name=VALUE`; given twice, the last wins. An empty value is
/// the same as none, so that `make kata-step STEP=` means "no step given". Anything the command does not
/// declare is refused, with the nearest option it does declare named.
struct KataArguments {
  let command: KataCommand
  private var values: [String: String] = [:]

  /// Sorts the words into a command and its options.
  ///
  /// - Throws: ``UsageError`` for no command or an unknown one, an option the command does not take, an
  ///   option without its value, or a word that is no option.
  init(_ words: [String]) throws {
    guard let first = words.first, !first.hasPrefix("-") else {
      throw UsageError("give a command: 'kata help' lists them")
    }
    command = try KataArguments.command(first)
    var remaining = words.dropFirst()
    while let word = remaining.popFirst() {
      guard word.hasPrefix("--"), word.count > 2 else {
        throw UsageError("'\(word)' is not an option of '\(command.name)': options are written --name VALUE")
      }
      let name = String(word.dropFirst(2).prefix { $0 != "=" })
      guard command.option(name) != nil else { throw UsageError(unknown: "--" + name, of: command) }
      if let equals = word.firstIndex(of: "=") {
        values[name] = String(word[word.index(after: equals)...])
      } else if let value = remaining.first, !Self.isOption(value, of: command) {
        values[name] = value
        remaining.removeFirst()
      } else {
        throw UsageError("--\(name) needs a value: --\(name) \(command.option(name)?.value ?? "VALUE")")
      }
    }
  }

  /// The value given to an option, or "" when it was not given (or the command does not take it).
  func value(_ name: String) -> String {
    values[name] ?? ""
  }

  /// The command called `name`, or an error naming the nearest one.
  static func command(_ name: String) throws -> KataCommand {
    if let command = KataCommand.named(name) { return command }
    let nearest = Nearest.word(to: name, among: KataCommand.all.map(\.name)).map { "; did you mean '\($0)'?" }
    throw UsageError("'\(name)' is not a command\(nearest ?? ": 'kata help' lists them")")
  }

  /// Whether a word after an option is another of the command's options rather than its value.
  private static func isOption(_ word: String, of command: KataCommand) -> Bool {
    guard word.hasPrefix("--") else { return false }
    return command.option(String(word.dropFirst(2).prefix { $0 != "=" })) != nil
  }
}

/// A command line the kata tool refuses, said in one line.
///
/// For example: `--nmae is not an option of 'test'; did you mean --name?`
struct UsageError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }

  /// An option the command does not take: the nearest it does take, or else the ones it takes.
  init(unknown option: String, of command: KataCommand) {
    let names = command.options.map { "--" + $0.name }
    let start = "\(option) is not an option of '\(command.name)'"
    if let nearest = Nearest.word(to: option, among: names) {
      description = "\(start); did you mean \(nearest)?"
    } else if names.isEmpty {
      description = "\(start), which takes none"
    } else {
      description = "\(start), which takes \(names.joined(separator: ", "))"
    }
  }
}
