/// The words after a subcommand, sorted into options and operands as the subcommand declares them.
///
/// Options are written `--name value` or `--name=value`; `-` alone is an operand (standard input), and
/// everything after `--` is an operand too. Given twice, the last value of an option wins.
struct ParsedArguments {
  /// The words that are not options, in order.
  private(set) var operands: [String] = []
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  /// Sorts the words, refusing any option the command does not know.
  ///
  /// - Parameters:
  ///   - command: The command's name, for messages: `run`.
  ///   - valueOptions: Options followed by a value, such as `--generations`.
  ///   - flagOptions: Options that stand alone; `--help` and `-h` are always known.
  /// - Throws: ``UsageError`` for an unknown option or one missing its value.
  init(
    _ arguments: [String], command: String, valueOptions: Set<String>, flagOptions: Set<String> = []
  ) throws {
    let knownFlags = flagOptions.union(["--help", "-h"])
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
      if knownFlags.contains(name), attached == nil {
        flags.insert(name)
      } else if valueOptions.contains(name) {
        guard let value = attached ?? remaining.popFirst() else {
          throw UsageError("option '\(name)' needs a value (see 'life help \(command)')")
        }
        values[name] = value
      } else {
        throw UsageError("unknown option '\(name)' for 'life \(command)' (see 'life help \(command)')")
      }
    }
  }

  /// The value given to an option, or `nil` when it was not given.
  func value(_ option: String) -> String? {
    values[option]
  }

  /// Whether a flag was given.
  func has(_ flag: String) -> Bool {
    flags.contains(flag)
  }

  /// Whether help was asked for with `--help` or `-h`.
  var wantsHelp: Bool { has("--help") || has("-h") }

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
