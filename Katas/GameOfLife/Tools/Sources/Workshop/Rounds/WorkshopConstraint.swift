import Foundation
import KataSystem

/// A Coderetreat constraint: a rule a round is played under, to make a habit visible by taking it away.
package struct WorkshopConstraint: Sendable, Equatable {
  /// The word a facilitator types: `make workshop-round CONSTRAINT=ping-pong`.
  package var name: String
  package var title: String
  /// The card read out at the start of a round: what the rule is, and what it shows.
  package var paragraph: String

  /// The constraint a name means; nil for no name (a round with no constraint).
  ///
  /// A name that is not in the catalogue throws one line listing every name, so a typo is seen at once.
  package static func named(_ name: String) throws -> WorkshopConstraint? {
    guard !name.isEmpty else { return nil }
    guard let constraint = catalogue.first(where: { $0.name == name }) else {
      let names = catalogue.map(\.name).joined(separator: ", ")
      throw KataError(
        "CONSTRAINT must be one of \(names) (or nothing, for a round with no constraint), not '\(name)'")
    }
    return constraint
  }

  /// The card as printed: the title with its name, then the paragraph, wrapped for a terminal.
  var card: String {
    "\(title) (CONSTRAINT=\(name))\n" + wrappedParagraph(paragraph, indent: "  ")
  }
}

extension WorkshopConstraint {
  /// Every constraint a round can have, in the order a day of rounds often takes them.
  package static let catalogue: [WorkshopConstraint] = [
    .init(
      name: "baby-steps", title: "Baby steps",
      paragraph: "Take steps so small that your tests are green again within two minutes of the last "
        + "green. When the time runs out with no green, throw the change away and try a smaller step. "
        + "make kata-babysteps MINUTES=2 keeps the clock for you and puts your last green back; what you "
        + "wrote is kept as a run, so you can look at it afterwards."),
    .init(
      name: "ping-pong", title: "Ping-pong pairing",
      paragraph: "One of you writes a failing test and hands over the keyboard; the other makes it pass, "
        + "refactors, writes the next failing test and hands it back. Nobody writes both a test and the "
        + "code that makes it pass, so each test has to say clearly what it wants."),
    .init(
      name: "no-primitives", title: "No naked primitives",
      paragraph: "No Int, Bool, String, tuple, array or dictionary goes in or out of a type you write, "
        + "apart from the names the template gives you: wrap each in a small type named after what it "
        + "means in the Game (a cell's neighbour count, a generation, a position). Inside a type, use what "
        + "you like."),
    .init(
      name: "no-conditionals", title: "No conditionals",
      paragraph: "No if, guard, switch or ?: in your Game (your tests may use them). Let the rules be "
        + "looked up in a table, chosen by a type, or computed, and see how the code's shape changes "
        + "when nothing may branch."),
    .init(
      name: "no-loops", title: "No loops",
      paragraph: "No for, while, repeat or forEach in your Game (your tests may use them). Let map, "
        + "filter, reduce and recursion carry the work, and see what a generation looks like as a "
        + "function of the last."),
    .init(
      name: "no-else", title: "No else",
      paragraph: "No else in your Game: return early, let a guard say what it needs, or choose by a "
        + "type or a table. Each branch then stands on its own, and the happy path reads straight down."),
    .init(
      name: "one-level-of-indentation", title: "One level of indentation",
      paragraph: "No block inside another in a function of your Game: no if inside a for, no loop "
        + "inside an if. When you want one, extract the inner block into a function whose name says what "
        + "it does (an else if goes on with its if)."),
    .init(
      name: "two-stored-properties", title: "At most two stored properties",
      paragraph: "No type of your Game stores more than two properties (computed ones are free). A third "
        + "asks for a new type that holds two of them together, named for what they are as a pair."),
    .init(
      name: "immutable-only", title: "Immutable values only",
      paragraph: "Every type you write is a value that never changes once made: only let, no var, no "
        + "mutating method. Each step builds the next generation as a new value; the one place the "
        + "template's step() needs to hold the current generation is the only exception."),
    .init(
      name: "tdd-as-if-you-meant-it", title: "TDD as if you meant it",
      paragraph: "Write one failing test, and make it pass by writing the code inside the test itself. "
        + "Only while refactoring on green may code leave a test: extract a function from it, then move "
        + "the function into a type. No code of the Game is written any other way."),
    .init(
      name: "mute-pairing", title: "Mute pairing",
      paragraph: "Pair without a word, spoken or written: no talking, no chat, no comments in the code. "
        + "Only the tests and the names speak, so you feel at once when one of them is unclear. It goes "
        + "well with ping-pong."),
    .init(
      name: "five-line-methods", title: "Methods of five lines or fewer",
      paragraph: "No function, method, initialiser or closure, in the Game or in the tests, is longer "
        + "than 5 lines between its braces. A longer one must be split into smaller ones whose names say "
        + "what each part does."),
  ]
}

extension WorkshopRounds {
  /// `make workshop-constraints`: every constraint's card, for choosing the next round's.
  package func workshopConstraints() -> Bool {
    say("Coderetreat constraints: give one to a round with make workshop-round CONSTRAINT=name.")
    for constraint in WorkshopConstraint.catalogue {
      say()
      say(constraint.card)
    }
    return true
  }
}
