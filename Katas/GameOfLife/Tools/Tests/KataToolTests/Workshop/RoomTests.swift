import Foundation
import Testing

@testable import KataSystem
@testable import Verdicts
@testable import Workshop

@Suite("One room, wherever the pairs sit", .serialized)
struct RoomTests {
  @Test("A room that does not answer is one clear line, a failure, and no room is named")
  func unreachableRoom() throws {
    let root = try temporaryFolder("room-unreachable")
    defer { try? FileManager.default.removeItem(at: root) }
    let workspace = Workspace(root: root)
    let missing = root.appendingPathComponent("nowhere.git").path
    let run = try kata(["workshop-room", "--remote", missing], in: workspace, timeLimit: 30)
    #expect(run.status == 2)
    #expect(
      run.output
        == "Error: could not reach \(missing): '\(missing)' does not appear to be a git repository; "
        + "the room is not named\n")
    #expect(Room(workspace: workspace).named == nil)
    let asked = try kata(["workshop-room"], in: workspace, timeLimit: 30)
    #expect(asked.output.contains("No room is named: make workshop-room REMOTE="), "\(asked.output)")
  }

  @Test("Named once, the room is where a pair publishes and where the facilitator sees every pair")
  func namedOnce() throws {
    let root = try temporaryFolder("room-named")
    defer { try? FileManager.default.removeItem(at: root) }
    let remote = root.appendingPathComponent("room.git")
    try bareRemote(at: remote)
    let laptop = try copiedWorkspace("room-laptop")
    let facilitator = try copiedWorkspace("room-facilitator")
    defer {
      for folder in [laptop.root, facilitator.root] { try? FileManager.default.removeItem(at: folder) }
    }

    let ada = try Learner("ada", in: laptop)
    #expect(try ada.kata("new").status == 0)
    #expect(try ada.kata("publish").output.contains("Error: no room is named: make workshop-room REMOTE="))
    #expect(try kata(["workshop-room", "--remote", remote.path], in: laptop, timeLimit: 30).status == 0)
    let published = try ada.kata("publish")
    #expect(published.output == "Published Practice/ada (0 runs) to practice/ada of \(remote.path).\n")

    // The facilitator's own clone has a pair too, and names the same room.
    #expect(try Learner("dee", in: facilitator).kata("new").status == 0)
    let named = try kata(["workshop-room", "--remote", remote.path], in: facilitator, timeLimit: 30)
    #expect(named.output.hasPrefix("The room is \(remote.path): "), "\(named.output)")
    let dashboard = try kata(["dashboard"], in: facilitator, timeLimit: 30)
    #expect(dashboard.status == 0)
    #expect(dashboard.output.contains("2 pairs"), "\(dashboard.output)")
    let kataTool = RoomClient(Kata(workspace: facilitator, reporter: KeptReport()))
    #expect(try kataTool.roomPairs().map(\.name) == ["dee", "ada"])
    let page = try String(
      contentsOf: facilitator.practice.appendingPathComponent("dashboard.html"), encoding: .utf8)
    #expect(page.contains("data-pair=\"ada\"") && page.contains("data-pair=\"dee\""), "the page shows both")

    // One pair's commands find a published pair's package, or say plainly that no pair has that name.
    #expect(
      try kataTool.pair("ada").folder
        == PublishedRoom(workspace: facilitator, remote: remote.path).pairs
        .appendingPathComponent("ada"))
    #expect(try kataTool.pair("dee").folder == facilitator.practice.appendingPathComponent("dee"))
    #expect(
      throws: KataError(
        "there is no practice package Practice/zed, and no pair has published zed to \(remote.path)")
    ) { try kataTool.pair("zed") }
  }
}
