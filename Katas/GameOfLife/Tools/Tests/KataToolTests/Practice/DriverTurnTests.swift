import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts
@testable import Workshop

@Suite("The driver's turn: whose it is, the time left, the pass, the reminder, and each driver's share")
struct DriverTurnTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  @Test("The status says who drives and the time left; n passes and restarts the time; a reminder repeats")
  func turn() throws {
    var turn = DriverTurn(drivers: ["ada", "bo", "cy"], seconds: 300, at: start)
    #expect(turn.status(at: start + 10) == "🚗 ada drives · 4:50 left · n passes to bo · q quits")
    #expect(turn.reminder(at: start + 299) == nil)
    #expect(turn.reminder(at: start + 300) == "⏰ ada, your 5 minutes are up: pass the keyboard to bo (n).")
    #expect(turn.status(at: start + 301) == "⏰ ada's time is up · n passes to bo · q quits")
    #expect(turn.reminder(at: start + 330) == nil, "gentle: once a minute")
    #expect(turn.reminder(at: start + 360) != nil)
    turn.pass(at: start + 400)
    #expect(turn.driver == "bo" && turn.next == "cy")
    #expect(turn.status(at: start + 400) == "🚗 bo drives · 5:00 left · n passes to cy · q quits")
    #expect(turn.reminder(at: start + 650) == nil, "the time starts again at the pass")
    turn.pass(at: start + 700)
    turn.pass(at: start + 701)
    #expect(turn.driver == "ada", "round the drivers")
  }

  @Test("DRIVERS= is two names or more, each once")
  func drivers() throws {
    #expect(try DriverTurn.drivers("") == nil)
    #expect(try DriverTurn.drivers("ada, bo") == ["ada", "bo"])
    for wrong in ["ada", "ada,ada", "ada,,bo"] {
      #expect(throws: KataError.self) { try DriverTurn.drivers(wrong) }
    }
  }

  @Test("Each driver's share and ping-pong, in the retro and on the dashboard")
  func share() throws {
    let lights: [(Light, String)] = [
      (.red, "ada"), (.green, "bo"), (.red, "bo"), (.green, "bo"), (.amber, "ada"),
    ]
    let records = lights.enumerated().map { index, light in
      RunRecord(
        number: index + 1, time: start + Double(index * 60), event: .run, command: "kata-watch",
        light: light.0, snapshot: Snapshot(), driver: light.1)
    }
    let share = try #require(DriverShare(records))
    #expect(share.summary == "ada 2, bo 3 · ping-pong 1 of 2")
    #expect(
      DriverShare(
        records.map {
          var run = $0; run.driver = nil; return run
        }) == nil)

    let retro = Retro(records, package: "Practice/fay").markdown
    #expect(
      retro.contains(
        """
        ## Drivers

        | Driver | Runs | Green | Red | Amber |
        |---|---:|---:|---:|---:|
        | ada | 2 | 0 | 1 | 1 |
        | bo | 3 | 2 | 1 | 0 |

        - Ping-pong: 1 of the 2 greens after a red were made by another driver than the red's.
        """), "\(retro)")

    let pair = DashboardPair(name: "fay", loaded: History.Loaded(records: records))
    let dashboard = Dashboard(pairs: [pair], made: start + 600)
    let lines = DashboardView(dashboard: dashboard, paint: Paint(colours: false)).lines
    #expect(lines.contains { $0.hasSuffix("· drivers ada 2, bo 3 · ping-pong 1 of 2") }, "\(lines)")
    #expect(
      dashboardPage(dashboard).contains(
        "<td class=\"round\">no constraint checked<br>drivers ada 2, bo 3 · ping-pong 1 of 2</td>"))
  }
}
