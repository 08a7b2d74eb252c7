/// A mistake the kata tool reports in one line: what is wrong, and where.
public struct KataError: Error, CustomStringConvertible, Equatable {
  public var description: String
  public init(_ description: String) { self.description = description }
}
