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
    Self.exitCode(try DashboardDisplay(kata).dashboard(watch: watch, remote: remote))
  }
}
