import KataSystem
import Verdicts
import Workshop

struct DashboardCommand: Command {
  static let declaration = KataCommand(
    "dashboard", make: "kata-dashboard", "Every pair's lights, step and mutants, and Practice/dashboard.html",
    [.watch, .remote])
  let watch: Bool
  let remote: String

  init(_ options: Options) throws { (watch, remote) = (try options.yes(.watch), options[.remote]) }

  func run(_ kata: Kata) throws -> Int32 {
    let display = DashboardDisplay(kata)
    if watch { display.watch(remote: remote) }
    kata.say(display.text(of: try display.dashboard(remote: remote), paint: .standardOutput))
    return 0
  }
}
