extension TeachingPage {
  /// The page's behaviour: the board and Conway's rule, the actions, drawing, keys and clicks.
  static func script() throws -> String { try PageFile.text(of: "teaching-page.js") }

  /// Scripted runs: the browser tests' way in, and a way to prepare a board for a talk.
  ///
  /// `#script=ACTION;ACTION;…` in the page's address runs actions on load and writes what `report`, `legend`,
  /// `score`, `status` and `measure` say into the hidden `#script-log`, so a browser test drives the page as
  /// the room does and sees where its parts are.
  static func scriptedRuns() throws -> String { try PageFile.text(of: "teaching-page-scripted-runs.js") }

  /// The board first: it takes what the window has left after the rules, the status and a compact bar.
  ///
  /// The page never scrolls. On a wide screen (16:9, 16:10) the rules and the status stand in a column
  /// beside the board; on a squarer one (4:3) the rules stand in a row above it. What the room reads is
  /// at least 20 px; the bar, for the facilitator, is smaller. Presenting, the page keeps only the board,
  /// the rules and the status.
  static func style() throws -> String { try PageFile.text(of: "teaching-page.css") }
}
