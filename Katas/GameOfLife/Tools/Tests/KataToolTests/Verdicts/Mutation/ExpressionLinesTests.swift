import Foundation
import Testing

@testable import Mutation

@Suite("The lines of an expression the type checker gives up on")
struct ExpressionLinesTests {
  static let text = """
    var around: [Spot] {
      (-1...1).flatMap { dx in
        (-1...1).compactMap { dy in
          dx == 0 && dy == 0 ? nil : Spot(x: x + dx, y: y + dy)
        }
      }
    }
    let names = cells
      .filter { $0.alive }
      .map(\\.name)
    let next = 1
    """

  @Test("Closures nested over three lines end where their brackets close")
  func nested() {
    #expect(MutationRun.expressionLines(in: Self.text, line: 2, column: 3) == 2...6)
  }

  @Test("A line that goes on with a dot carries the expression on; one inside brackets ends as they close")
  func chainedAndInside() {
    #expect(MutationRun.expressionLines(in: Self.text, line: 8, column: 13) == 8...10)
    #expect(MutationRun.expressionLines(in: Self.text, line: 4, column: 34) == 4...4)
    #expect(MutationRun.expressionLines(in: Self.text, line: 11, column: 12) == 11...11)
  }
}
