import Foundation

@testable import KataSystem

extension TmuxPane {
  /// Starts the built `kata` with arguments from the workspace's root, as a learner would, in a pane of
  /// 120 × 50 whose screen is read with what scrolled away above it.
  ///
  /// A wait for the screen lasts up to 90 seconds unless told: the first light builds the learner's package.
  convenience init(kata arguments: [String], in workspace: Workspace, timeLimit: Int = 30) throws {
    try self.init(
      [kataBinary.path] + arguments, columns: 120, rows: 50, environment: ["KATA_TIME_LIMIT": "\(timeLimit)"],
      in: workspace.root, folder: temporaryFolder("tmux"), scrollback: true, patience: 90)
  }
}

/// The built `kata` command, beside the test binary.
let kataBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("kata")
