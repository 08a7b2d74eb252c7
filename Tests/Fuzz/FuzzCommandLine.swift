import LifeKit

@testable import life

/// Feeds arbitrary command lines (one word per line of input) to the parsing of `life run`.
///
/// The options must be accepted or refused with a usage error, and a grid they ask for must be refused or
/// made within its limit, never crash or allocate without bound. Nothing is run or written. The options
/// are `life run`'s own table, so the harness follows the command as it changes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let words = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  do {
    let parsed = try ParsedArguments(words, command: RunCommand.name, options: RunCommand.options)
    let generations = try OptionValues.generations(parsed.value(required: RunCommand.generations))
    if let format = parsed.value(RunCommand.format) { _ = try OutputFormat(option: format) }
    let options = try SimulationOptions(parsed)
    if let glider = PatternLibrary.named("glider") {
      let simulation = try options.simulation(of: glider.pattern(), generations: generations)
      try simulation.engine.step(generations: 1)
    }
  } catch {
    _ = "\(error)"
  }
  return 0
}
