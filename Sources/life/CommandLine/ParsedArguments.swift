/// The words after a subcommand, sorted into options and operands as the subcommand declares them.
///
/// Options are written `--name value` or `--name=value`, flags `--name` alone; `-` alone is an operand
/// (standard input), and everything after `--` is an operand too. Given twice, the last value of an option wins.
struct ParsedArguments {
  /// The words that are not options, in order.
  private(set) var operands: [String] = []
  private var values: [String: String] = [:]

  /// Sorts the words, refusing any option the command does not declare, and checks the required ones.
  ///
  /// - Parameters:
  ///   - command: The command's name, for messages: `run`.
  ///   - options: The command's options; `--help` and `-h` are always known.
  /// - Throws: ``UsageError`` for an unknown option, one missing its value, or a required one not given.
  init(_ arguments: [String], command: String, options: [CommandOption]) throws {
    let known = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var remaining = arguments[...]
    while let word = remaining.popFirst() {
      if word == "--" {
        operands += remaining
        break
      }
      guard word.hasPrefix("-"), word != "-" else {
        operands.append(word)
        continue
      }
      let (name, attached) = Self.split(word)
      if name == "--help" || name == "-h", attached == nil {
        continue
      } else if known[name]?.isFlag == true {
        guard attached == nil else {
          throw UsageError("option '\(name)' takes no value (see 'life help \(command)')")
        }
        values[name] = ""
      } else if known[name] != nil {
        guard let value = attached ?? remaining.popFirst() else {
          throw UsageError("option '\(name)' needs a value (see 'life help \(command)')")
        }
        values[name] = value
      } else {
        throw UsageError("unknown option '\(name)' for 'life \(command)' (see 'life help \(command)')")
      }
    }
    if let missing = options.first(where: { $0.isRequired && values[$0.name] == nil }) {
      throw UsageError(
        "'life \(command)' needs \(missing.name) \(missing.value) (see 'life help \(command)')")
    }
  }

  /// The value given to an option, or `nil` when it was not given.
  func value(_ option: CommandOption) -> String? {
    values[option.name]
  }

  /// Whether a flag was given.
  func isGiven(_ flag: CommandOption) -> Bool {
    precondition(flag.isFlag, "\(flag.name) takes a value")
    return values[flag.name] != nil
  }

  /// The value of a required option, which the parser has made sure was given.
  func value(required option: CommandOption) -> String {
    precondition(option.isRequired, "\(option.name) is not declared required")
    return values[option.name] ?? ""
  }

  /// The one optional operand a command takes, refusing any more.
  func singleOperand(command: String, naming what: String) throws -> String? {
    guard operands.count <= 1 else {
      throw UsageError(
        "'life \(command)' takes one \(what), not \(operands.count): '\(operands.joined(separator: "' '"))'")
    }
    return operands.first
  }

  private static func split(_ word: String) -> (name: String, value: String?) {
    guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }
}
