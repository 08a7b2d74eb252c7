/// A pattern that outgrew an engine's memory budget, or the memory the system would give.
///
/// The engine stops at the last generation it finished, and its cells are still those of that generation.
public struct MemoryBudgetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the engine stopped.
  public enum Cause: Hashable, Sendable {
    /// The pattern needs more than the budget, even after collecting garbage and in the smallest steps.
    case budget
    /// The system refused memory before the budget was reached (a `ulimit`, or a full machine).
    case refused(budgetMegabytes: Int)
  }

  /// The engine's name, as `--engine` takes it.
  public var engine: String
  /// The memory the engine held when it stopped, in megabytes: its budget, or what the system gave.
  public var megabytes: Int
  /// The last generation the engine finished.
  public var generation: Int
  /// Why the engine stopped: the budget, or the system.
  public var cause: Cause

  /// Makes the error of an engine that stopped after `generation`, holding `megabytes`.
  public init(engine: String, megabytes: Int, generation: Int, cause: Cause) {
    (self.engine, self.megabytes, self.generation, self.cause) = (engine, megabytes, generation, cause)
  }

  /// What went wrong and what to do, in one line that names the `--memory` option.
  public var description: String {
    let needs =
      "the \(engine) engine needs more than \(megabytes) MB for this pattern after generation \(generation)"
    return switch cause {
    case .budget: "\(needs): give it a larger budget with --memory MB"
    case .refused(let budget):
      "\(needs), more than the system gives it: set a budget it can give with --memory MB (it was \(budget) MB)"
    }
  }
}
