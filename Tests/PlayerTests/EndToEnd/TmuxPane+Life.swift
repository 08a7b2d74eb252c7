import Foundation

extension TmuxPane {
  /// Starts the built `life` with arguments in a pane of a fixed size, saving its patterns in the pane's
  /// folder (``patternsFolder``).
  convenience init(
    columns: Int = 80, rows: Int = 24, arguments: [String] = [], environment: [String: String] = [:]
  ) throws {
    let folder = try TmuxPane.newFolder()
    var variables = ["LIFE_PATTERNS_DIR": folder.appendingPathComponent("patterns").path]
    variables.merge(environment) { $1 }
    try self.init(
      [BuiltProducts.path(of: "life")] + arguments, columns: columns, rows: rows, environment: variables,
      folder: folder)
  }

  /// The folder the player saves patterns in.
  var patternsFolder: URL { folder.appendingPathComponent("patterns") }

  /// The generation the status line shows.
  static func generation(in screen: String) -> Int? {
    screen.firstMatch(of: /gen (\d+)/).flatMap { Int($0.1) }
  }

  /// The population the status line shows.
  static func population(in screen: String) -> Int? {
    screen.firstMatch(of: /pop (\d+)/).flatMap { Int($0.1) }
  }
}
