import Foundation
import LifeKit

extension PlayerSession {
  /// Saves the board under a name in the store; an invalid name keeps the prompt open to correct it.
  func save(as name: String) {
    do {
      let file = try store.save(pattern, as: name)
      patternName = try PatternName.validated(name)
      message = "Saved as \(file.path)"
    } catch let error as PatternStoreError {
      message = "Error: \(error)"
      if case .invalidName = error { overlay = .savePrompt(LinePrompt(label: savePromptLabel, text: name)) }
    } catch {
      message = "Error: \(error)"
    }
  }

  /// What the save prompt asks: a name, or Enter alone for the name of the pattern on the board.
  var savePromptLabel: String {
    patternName.map { "Save as (Enter alone: \($0)): " } ?? "Save as: "
  }

  /// Lists the saved patterns to load one, or says where they would be when there are none.
  func openSavedPatterns() {
    do {
      let names = try store.names()
      guard !names.isEmpty else {
        message = "No saved patterns yet in \(store.directory.path): press s to save the board."
        return
      }
      overlay = .savedPicker(
        ListPicker(
          title: "Load a saved pattern from \(store.directory.path) (↑ ↓, Enter, Esc)",
          entries: names.map { (name: $0, detail: "") }))
    } catch {
      message = "Error: cannot list \(store.directory.path): \(error.localizedDescription)"
    }
  }

  /// Loads a saved pattern onto the board.
  func load(_ name: String) {
    do {
      var loaded = try store.load(name)
      loaded.name = name
      place(loaded)
    } catch {
      message = "Error: \(error)"
    }
  }
}
