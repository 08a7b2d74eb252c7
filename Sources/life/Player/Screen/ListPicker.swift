import Foundation

/// A list to choose one entry from with ↑ and ↓, Enter to choose and Esc to go back.
struct ListPicker: Equatable {
  /// What the list is for, shown above it.
  var title: String
  /// The entries, each a name and a few words about it.
  var entries: [(name: String, detail: String)]
  /// The highlighted entry.
  private(set) var selected = 0

  init(title: String, entries: [(name: String, detail: String)]) {
    self.title = title
    self.entries = entries
  }

  /// Moves the highlight up (negative) or down, stopping at the ends.
  mutating func move(by offset: Int) {
    selected = max(0, min(entries.count - 1, selected + offset))
  }

  /// The name of the highlighted entry, or `nil` for an empty list.
  var selectedName: String? {
    entries.indices.contains(selected) ? entries[selected].name : nil
  }

  /// The lines to show in an area of `rows` lines: the title, then a window of entries around the highlight.
  func lines(columns: Int, rows: Int) -> [String] {
    var lines = [Style.bold + String(title.prefix(columns)) + Style.reset]
    let room = max(0, rows - 1)
    let first = max(0, min(selected - room / 2, entries.count - room))
    let nameWidth = min(28, entries.map(\.name.count).max() ?? 0)
    for index in entries.indices.dropFirst(first).prefix(room) {
      let entry = entries[index]
      let name = entry.name.padding(toLength: max(nameWidth, entry.name.count), withPad: " ", startingAt: 0)
      let text = String((" " + name + "  " + entry.detail).prefix(columns))
      lines.append(index == selected ? Style.reverse + text + Style.noReverse : text)
    }
    return lines
  }

  static func == (lhs: ListPicker, rhs: ListPicker) -> Bool {
    lhs.title == rhs.title && lhs.selected == rhs.selected
      && lhs.entries.map(\.name) == rhs.entries.map(\.name)
      && lhs.entries.map(\.detail) == rhs.entries.map(\.detail)
  }
}
