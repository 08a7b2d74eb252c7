/// A mistake the kata tool reports in one line: what is wrong, and where.
package struct KataError: Error, CustomStringConvertible, Equatable {
  package var description: String
  package init(_ description: String) { self.description = description }
}
