import Foundation

extension Kata {
  /// `make kata-dashboard [WATCH=1] [REMOTE=<url>]`: every pair's lights, step and mutants, in the terminal
  /// and as `Practice/dashboard.html`; watched, both are made again every 10 seconds until `q` or Ctrl-C.
  ///
  /// With a `remote`, the pairs are those published to its `practice/*` branches (`make kata-publish`),
  /// fetched again each time; without, those in `Practice/`.
  public func dashboard(watch: Bool, remote: String = "") throws -> Bool {
    guard watch else {
      try showDashboard(watching: false, remote: remote)
      return true
    }
    Terminal.readKeys { key in
      // q, Q, Ctrl-C and Ctrl-D all quit.
      if Terminal.quitKeys.contains(key) {
        write("\nStopped.\n")
        stopEverything(exitCode: 0)
      }
    }
    while true {
      // A page that cannot be written this time may be written the next: the error is said, not fatal.
      do {
        if Terminal.isInteractive { write("\u{1B}[H\u{1B}[2J") }
        try showDashboard(watching: true, remote: remote)
        say("Made again every 10 s. q quits.")
      } catch {
        say("Error: \(error)")
      }
      Thread.sleep(forTimeInterval: 10)
    }
  }

  /// Reads every pair's history, prints the dashboard and writes its page.
  private func showDashboard(watching: Bool, remote: String) throws {
    let dashboard = Dashboard(pairs: try pairs(from: remote), made: Date(), watching: watching)
    say(DashboardView(dashboard: dashboard, paint: .standardOutput).lines.joined(separator: "\n"))
    let page = workspace.practice.appendingPathComponent("dashboard.html")
    // Written whole beside its place and then renamed, so a browser reloading it never reads half a page.
    try writeSpecificationPage(dashboardPage(dashboard), to: page)
    say("The dashboard, as a page for the projector: \(workspace.relative(page))")
  }

  /// The pairs in `Practice/`, or as published to `remote`; a remote out of reach leaves them as last fetched.
  func pairs(from remote: String) throws -> [DashboardPair] {
    guard !remote.isEmpty else { return workspace.dashboardPairs() }
    let room = PublishedRoom(workspace: workspace, remote: remote)
    if let problem = try room.update() { say(problem) }
    return workspace.dashboardPairs(in: room.pairs)
  }
}
