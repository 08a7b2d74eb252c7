import Foundation
import LifeKit

extension PlayerSession {
  /// Does what a key means: on the board, or in the list, prompt or help drawn over it.
  func handle(_ key: Key) {
    if key == .interrupt {
      quitRequest = .interrupt
      return
    }
    switch overlay {
    case nil: handleOnBoard(key)
    case .help: overlay = nil
    case .libraryPicker(var picker):
      handleInList(key, &picker) { name in
        if let entry = PatternLibrary.named(name) { place(entry.pattern()) }
      }
      if case .libraryPicker = overlay { overlay = .libraryPicker(picker) }
    case .savedPicker(var picker):
      handleInList(key, &picker) { load($0) }
      if case .savedPicker = overlay { overlay = .savedPicker(picker) }
    case .savePrompt(var prompt):
      handleInPrompt(key, &prompt) { save(as: $0.isEmpty ? patternName ?? "" : $0) }
      if case .savePrompt = overlay { overlay = .savePrompt(prompt) }
    case .sizePrompt(var prompt):
      handleInPrompt(key, &prompt) { changeSize($0) }
      if case .sizePrompt = overlay { overlay = .sizePrompt(prompt) }
    }
  }

  private func handleOnBoard(_ key: Key) {
    // → steps until the cursor is shown, then moves it: the one key whose meaning depends on the board.
    let action = key == .right && cursor == nil ? .step : KeyBinding.action(for: key)
    switch action {
    case .startOrStop?:
      isRunning.toggle()
      if isRunning { hideCursor() }
    case .step?:
      isRunning = false
      step()
    case .moveCursor(let rows, let columns)?: editCursor(rows: rows, columns: columns)
    case .toggleCell?:
      if cursor == nil { editCursor(rows: 0, columns: 0) } else { toggleCellUnderCursor() }
    case .hideCursor?: hideCursor()
    case .faster?: speed.faster()
    case .slower?: speed.slower()
    case .randomFill?: randomFill()
    case .clear?: clear()
    case .toggleTopology?: toggleTopology()
    case .zoom?: chosenZoom = zoom == .halfBlocks ? .braille : .halfBlocks
    case .openLibrary?: openLibrary()
    case .openSaved?: openSavedPatterns()
    case .save?:
      // Pause, so that what is saved is what the user sees.
      isRunning = false
      overlay = .savePrompt(LinePrompt(label: savePromptLabel, text: ""))
    case .askGridSize?:
      overlay = .sizePrompt(LinePrompt(label: "Grid size WxH (empty: fit the terminal): ", text: ""))
    case .help?: overlay = .help
    case .quit?: quitRequest = .quitKey
    case nil: break
    }
  }

  /// Pauses and moves the cursor: cells are edited on a still board.
  private func editCursor(rows: Int, columns: Int) {
    isRunning = false
    moveCursor(rows: rows, columns: columns)
    if let cursor {
      message =
        "Cursor at row \(cursor.row), column \(cursor.column): x toggles the cell, Esc hides the cursor."
    }
  }

  /// Hides the cursor and the message about it.
  private func hideCursor() {
    if cursor != nil { message = nil }
    cursor = nil
  }

  private func handleInList(_ key: Key, _ picker: inout ListPicker, choose: (String) -> Void) {
    switch key {
    case .up, .character("k"): picker.move(by: -1)
    case .down, .character("j"): picker.move(by: 1)
    case .escape, .character("q"): overlay = nil
    case .enter:
      overlay = nil
      if let name = picker.selectedName { choose(name) }
    default: break
    }
  }

  private func handleInPrompt(_ key: Key, _ prompt: inout LinePrompt, accept: (String) -> Void) {
    switch key {
    case .escape: overlay = nil
    case .enter:
      overlay = nil
      accept(prompt.text)
    default: prompt.type(key)
    }
  }

  private func openLibrary() {
    let entries = PatternLibrary.all.map { entry in
      let period = entry.period.map { ", period \($0)" } ?? ""
      let pattern = entry.pattern()
      return (name: entry.name, detail: "\(pattern.width)x\(pattern.height)\(period): \(entry.summary)")
    }
    overlay = .libraryPicker(
      ListPicker(title: "Pick a pattern (↑ ↓, Enter to place it, Esc to go back)", entries: entries))
  }

  /// Reads `WxH` (or `W×H`, `W H`) and resizes the grid; an empty answer makes it fit the terminal again.
  private func changeSize(_ answer: String) {
    let trimmed = answer.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty {
      let fitted = Self.fittedSize(terminalSize)
      if resizeGrid(width: min(fitted.width, Self.maximumSide), height: min(fitted.height, Self.maximumSide))
      {
        fitsTerminal = true
        message = "The grid fits the terminal: \(width)x\(height)."
      }
      return
    }
    let sides = trimmed.lowercased().split(whereSeparator: { "x× ,".contains($0) }).map { Int($0) }
    guard sides.count == 2, let newWidth = sides[0], let newHeight = sides[1] else {
      message = "Error: '\(trimmed)' is not a grid size: type it as WIDTHxHEIGHT, for example 120x60."
      return
    }
    if resizeGrid(width: newWidth, height: newHeight) {
      fitsTerminal = false
      chosenZoom = nil
      message = "Grid size \(width)x\(height)."
    }
  }
}
