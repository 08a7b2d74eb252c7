import Foundation
import KataSystem
import Practice
import Verdicts

/// The dashboard on the facilitator's screen: in the terminal and as a page, once or every 10 seconds.
///
/// What it shows is `Dashboard`'s, drawn by `DashboardView` and `dashboardPage`; the pairs are the room's,
/// as `RoomClient` finds them.
package struct DashboardDisplay: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension DashboardDisplay {
  /// `make kata-dashboard [REMOTE=<url>]`: every pair's lights, step and mutants, read now, with
  /// `Practice/dashboard.html` written for the projector.
  ///
  /// The pairs are those in `Practice/` and those published (`make kata-publish`) to the room: the
  /// `remote` given, else the one `make workshop-room` named, fetched again each time.
  package func dashboard(remote: String = "", watching: Bool = false) throws -> Dashboard {
    let room = RoomClient(kata)
    var pairs = try room.roomPairs(remote: remote).map(DashboardPair.init)
    // A pair who joined the room and has published nothing yet has its row too, saying so.
    let shown = Set(pairs.map(\.name))
    pairs += try room.joinedPairs(remote: remote).filter { !shown.contains($0) }.map {
      DashboardPair(name: $0, loaded: History.Loaded(), joinedOnly: true)
    }
    let dashboard = Dashboard(pairs: pairs, made: Date(), watching: watching)
    // Written whole beside its place and then renamed, so a browser reloading it never reads half a page.
    try writePage(dashboardPage(dashboard), to: page)
    return dashboard
  }

  /// Where the page is written.
  package var page: URL { workspace.practice.appendingPathComponent("dashboard.html") }

  /// What the terminal shows of a dashboard: the pairs, then where the page is.
  package func text(of dashboard: Dashboard, paint: Paint) -> String {
    (DashboardView(dashboard: dashboard, paint: paint).lines
      + ["The dashboard, as a page for the projector: \(workspace.relative(page))"]).joined(separator: "\n")
  }

  /// `make kata-dashboard WATCH=1`: the dashboard and its page made again every 10 seconds until `q` or
  /// Ctrl-C.
  package func watch(remote: String) -> Never {
    let reporter = kata.reporter
    Terminal.readKeys { key in
      // q, Q, Ctrl-C and Ctrl-D all quit.
      if Terminal.quitKeys.contains(key) {
        reporter.write("\nStopped.\n")
        Interruption.stopEverything(exitCode: 0)
      }
    }
    while true {
      // A page that cannot be written this time may be written the next: the error is said, not fatal.
      do {
        if Terminal.isInteractive { write("\u{1B}[H\u{1B}[2J") }
        say(text(of: try dashboard(remote: remote, watching: true), paint: .standardOutput))
        say("Made again every 10 s. q quits.")
      } catch {
        say("Error: \(FileProblem(error, root: workspace.root))")
      }
      Thread.sleep(forTimeInterval: 10)
    }
  }
}
