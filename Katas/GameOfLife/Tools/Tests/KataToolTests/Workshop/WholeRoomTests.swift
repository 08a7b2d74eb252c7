import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Practice
@testable import Verdicts
@testable import Workshop

/// A room of five pairs: ada, bob and cy each on a laptop of their own, dee in the facilitator's clone, and
/// eve on a laptop of its own that publishes only after the round, all in one room, a bare git repository
/// on this machine.
struct WholeRoom {
  let folder: URL
  let remote: URL
  let laptops: [String: Workspace]
  let facilitator: Workspace
  /// Eve's laptop: eve joins the room but publishes nothing before the round ends.
  let late: Workspace

  init() throws {
    folder = try temporaryFolder("whole-room")
    remote = folder.appendingPathComponent("room.git")
    try bareRemote(at: remote)
    var laptops: [String: Workspace] = [:]
    for name in ["ada", "bob", "cy"] { laptops[name] = try copiedWorkspace("whole-room-\(name)") }
    self.laptops = laptops
    facilitator = try copiedWorkspace("whole-room-facilitator")
    late = try copiedWorkspace("whole-room-eve")
  }

  /// Every clone, and the room; the temporary folders go with them, and the lock files that Swift's
  /// builds in them left in the temporary folder, named after their paths.
  func remove() {
    let temporary = FileManager.default.temporaryDirectory
    let left = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for root in [folder, facilitator.root, late.root] + laptops.values.map(\.root) {
      try? FileManager.default.removeItem(at: root)
      for name in left where name.contains(root.lastPathComponent) {
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
      }
    }
  }

  /// A file as the room's branch holds it, or nil.
  func published(_ branch: String, _ path: String) throws -> String? {
    let show = try ChildProcess.run(
      ["git", "--git-dir=\(remote.path)", "show", "\(branch):\(path)"], timeLimit: 30)
    return show.succeeded ? show.output : nil
  }
}

@Suite(
  "A room of laptops, through a round", .serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux"))
struct WholeRoomTests {
  @Test(
    "Three pairs publish from their laptops and one works in the facilitator's clone: a one-minute round keeps all four, names the pair that never published, a late publish lands in it, and each pair hears the next round has begun"
  )
  func roundAcrossLaptops() throws {
    let room = try WholeRoom()
    defer { room.remove() }
    for workspace in [room.facilitator, room.late] + room.laptops.values {
      let named = try kata(["workshop-room", "--remote", room.remote.path], in: workspace, timeLimit: 30)
      try #require(named.status == 0, "\(named.output)")
    }
    // Each pair's work: runs in its history, its own Game (ada's is the library's), a note.
    var pairs: [String: PracticePackage] = [:]
    for (name, laptop) in room.laptops { pairs[name] = try pairWithWork(name, in: laptop) }
    let dee = try pairWithWork("dee", in: room.facilitator)
    // Eve makes its package as a pair does, and so joins the room, but never publishes during the round.
    let joined = try kata(["new", "--name", "eve"], in: room.late, timeLimit: 30)
    try #require(joined.status == 0, "\(joined.output)")
    #expect(
      joined.output.contains("The room is \(room.remote.path): make kata-publish NAME=eve WATCH=1 publishes"),
      "\(joined.output)")
    let eve = try PracticePackage(name: "eve", workspace: room.late)
    try Data("// eve's game\n".utf8).write(to: eve.sources.appendingPathComponent("Eve.swift"))
    try SourceFiles.swiftFiles(in: room.facilitator.library).write(into: try #require(pairs["ada"]).sources)
    for (name, laptop) in room.laptops {
      let publish = try kata(["publish", "--name", name], in: laptop, timeLimit: 30)
      #expect(
        publish.output.hasPrefix("Published Practice/\(name) (2 runs) to practice/\(name)"),
        "\(publish.output)")
    }

    let dashboard = try kata(["dashboard"], in: room.facilitator, timeLimit: 30)
    // Eve joined and has published nothing: its row says so, and it is no pair to show or archive yet.
    #expect(dashboard.output.contains("5 pairs"), "\(dashboard.output)")
    #expect(dashboard.output.contains("\neve     nothing published yet"), "\(dashboard.output)")
    #expect(
      try RoomClient(Kata(workspace: room.facilitator, reporter: KeptReport())).roomPairs().map(\.name) == [
        "dee", "ada", "bob", "cy",
      ])
    let show = try kata(
      ["show", "--name", "ada", "--pattern", "blinker", "--generations", "2"], in: room.facilitator,
      timeLimit: 120)
    #expect(show.status == 0, "\(show.output)")
    #expect(show.output.contains("ada, as last published to \(room.remote.path):"), "\(show.output)")
    #expect(show.output.contains("the library's Game beside ada (as published)'s"), "\(show.output)")
    let page = try kata(["spec-html", "--name", "ada"], in: room.facilitator, timeLimit: 120)
    #expect(page.status == 0, "\(page.output)")
    #expect(
      FileManager.default.fileExists(
        atPath: room.facilitator.root.appendingPathComponent(".build/spec/ada.html").path))

    // The round: cy publishes once, early, and writes more after the round is kept.
    let terminal = try TmuxPane(kata: ["workshop-round", "--minutes", "1"], in: room.facilitator)
    try terminal.waitFor("The room \(room.remote.path) knows", "left · round 1")
    let cyLaptop = try #require(room.laptops["cy"])
    try Data("// cy's last test\n".utf8).write(
      to: cyLaptop.practice.appendingPathComponent("cy/Tests/GameOfLifeTests/Late.swift"))
    try terminal.waitFor(
      "Time's up: round 1 is over.", "Pairs: Practice/dee, ada (published), bob (published), cy (published)",
      "Not published since round 1 began: eve (never published).", "[y/N] ", seconds: 120)
    try terminal.send("y", "Enter")
    let screen = try terminal.waitFor("Round 1 is kept in Practice/rounds/round-1:", "kata has ended")
    for name in ["ada", "bob", "cy", "dee"] {
      #expect(screen.contains("Practice/rounds/round-1/\(name)  2 runs"), "\(screen)")
    }
    #expect(screen.contains("a pair on its own laptop gets its own at its next make kata-test"), "\(screen)")
    #expect(terminal.wrapperFile("exit-status") == "0")
    #expect(History(practice: dee).load().runs.isEmpty, "dee has a fresh package")

    // Each pair's next command tells it the new round has begun; cy's late test goes to round 1 too.
    for (name, laptop) in room.laptops {
      let next = try kata(["new", "--name", name], in: laptop, timeLimit: 30)
      #expect(next.output.contains("A new round has begun: round 2."), "\(next.output)")
      #expect(
        next.output.contains(
          "Your code of round 1 is kept, whole, in Practice/rounds/round-1/\(name) and in the room"),
        "\(next.output)")
      let kept = WorkshopArchive(workspace: laptop).folder(ofRound: 1).appendingPathComponent(name)
      #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent("notes.txt").path))
      #expect(RoomRound(of: try PracticePackage(name: name, workspace: laptop)).number == 2)
      // The fresh package is in the room too: the dashboard shows the pair in round 2, not in round 1.
      let published = try room.published("practice/\(name)", RoomRound.fileName)
      #expect(
        published.flatMap { try? History.decoder.decode(RoomRound.self, from: Data($0.utf8)) }?.number == 2)
    }
    #expect(
      try room.published("rounds/round-1/cy", "Tests/GameOfLifeTests/Late.swift") == "// cy's last test\n")
    // Nothing a pair wrote is missing from the room's round.
    for (name, laptop) in room.laptops {
      let kept = WorkshopArchive(workspace: laptop).folder(ofRound: 1).appendingPathComponent(name)
      for (path, data) in try folderContents(kept) {
        guard let data, !(path as NSString).lastPathComponent.hasPrefix(".") else { continue }
        #expect(
          try room.published("rounds/round-1/\(name)", path) == String(decoding: data, as: UTF8.self),
          "\(name)/\(path)")
      }
    }
    // Eve publishes after the round was kept: its code lands in round 1's archive all the same.
    let latePublish = try kata(["publish", "--name", "eve"], in: room.late, timeLimit: 30)
    #expect(latePublish.status == 0, "\(latePublish.output)")
    #expect(
      latePublish.output.contains(
        "Round 1 has ended, so Practice/eve is kept in its archive in the room too, as rounds/round-1/eve."),
      "\(latePublish.output)")
    #expect(try room.published("rounds/round-1/eve", "Sources/GameOfLife/Eve.swift") == "// eve's game\n")
    let rounds = try kata(["workshop-rounds"], in: room.facilitator, timeLimit: 30)
    for name in ["ada", "bob", "cy", "dee"] {
      #expect(rounds.output.contains("  Practice/rounds/round-1/\(name)  2 runs"), "\(rounds.output)")
    }
    #expect(rounds.output.contains("  Practice/rounds/round-1/eve  0 runs"), "\(rounds.output)")
    // A clone that did not run the round, as a second facilitator's, reads every round from the room.
    let other = try copiedWorkspace("whole-room-other")
    defer { try? FileManager.default.removeItem(at: other.root) }
    #expect(try kata(["workshop-room", "--remote", room.remote.path], in: other, timeLimit: 30).status == 0)
    let fresh = try kata(["workshop-rounds"], in: other, timeLimit: 30)
    #expect(
      fresh.output.contains("Round 1 · ") && fresh.output.contains(" · no constraint (1 minute)"),
      "\(fresh.output)")
    #expect(!fresh.output.contains("missing"), "\(fresh.output)")
    for (name, runs) in [("ada", 2), ("bob", 2), ("cy", 2), ("dee", 2), ("eve", 0)] {
      #expect(fresh.output.contains("  Practice/rounds/round-1/\(name)  \(runs) runs"), "\(fresh.output)")
    }
    let late = room.facilitator.practice.appendingPathComponent(
      "rounds/round-1/cy/Tests/GameOfLifeTests/Late.swift")
    #expect(
      FileManager.default.fileExists(atPath: late.path), "cy's late publish is in the facilitator's round")
  }
}
