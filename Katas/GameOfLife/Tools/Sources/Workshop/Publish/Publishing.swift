import KataSystem
import Practice
import Verdicts

/// Publishing a pair's package to the room, as `make kata-publish` does it: once, or after each run.
///
/// The work is `Publisher`'s; this is the command that finds the room and the package, and says the outcome.
package struct Publishing: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension Publishing {
  /// `make kata-publish [NAME=ada] [WATCH=1] [REMOTE=<url>]`: the pair's whole package, to the branch
  /// `practice/NAME` of the room's git remote (given, or named by `make workshop-room`); watched, again
  /// whenever a run is recorded, until `q`.
  package func publish(name: String, remote given: String, watch: Bool) throws -> Bool {
    guard let remote = Room(workspace: workspace).remote(given: given) else {
      throw KataError(
        "no room is named: make workshop-room REMOTE=<git URL or path> names it once, "
          + "or give it here with REMOTE=")
    }
    let publisher = Publisher(
      practice: try PracticeRoom(kata).existingPractice(name), remote: remote, reporter: kata.reporter)
    if watch { return publisher.watch() }
    try publisher.publishEarlierPackages().forEach { say($0) }
    let outcome = try publisher.publish()
    say(publisher.message(outcome))
    if outcome.isPublished, let late = try publisher.keepLate() { say(late) }
    return outcome.isPublished
  }
}
