import Foundation
import KataSystem

/// The reporter a command run from the shell speaks through: standard output, unbuffered, so progress
/// shows as it happens.
struct TerminalReporter: Reporter {
  func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
