extension PatternLibrary {
  /// Guns: patterns that come back to themselves after their period, having fired a spaceship.
  static let guns: [LibraryPattern] = [
    LibraryPattern(
      name: "gosper-glider-gun", summary: "the first gun found: a new glider every 30 generations",
      kind: .gun, period: 30,
      text: """
        x = 36, y = 9, rule = B3/S23
        24bo$22bobo$12b2o6b2o12b2o$11bo3bo4b2o12b2o$2o8bo5bo3b2o$2o8bo3bob2o4b
        obo$10bo5bo7bo$11bo3bo$12b2o!

        """)
  ]
}
