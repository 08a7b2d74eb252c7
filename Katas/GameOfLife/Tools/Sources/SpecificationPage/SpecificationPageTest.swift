import Foundation
import KataSystem
import Verdicts

// One test on the specification page: its sentence and result, its cases as a table, and its boards.

/// A test as an item of its group's list; `context` is its step in the view by rule, its rule by step.
func testItem(_ test: TestResult, context: String?) -> String {
  let result = test.passed ? "pass" : "fail"
  var html = HTMLText()
  html.add("<li class=\"test\" data-test-id=\"\(htmlEscaped(test.id))\" data-result=\"\(result)\">")
  html.add(
    "<p class=\"sentence\"><span class=\"result \(result)\">\(resultWords(test))</span> "
      + "<span class=\"text\">\(htmlEscaped(test.sentence))</span>"
      + (context.map { " <span class=\"context\">(\(htmlEscaped($0)))</span>" } ?? "") + "</p>")
  if !test.passed, let problem = test.firstProblem {
    html.add("<pre class=\"problem\">\(htmlEscaped(problem))</pre>")
  }
  if !test.cases.isEmpty {
    html.add(casesTable(test.cases, labels: parameterLabels(of: test)))
  }
  let shown = exhibits(of: test.attachments)
  if !shown.isEmpty {
    html.add("<div class=\"boards\">")
    let hasBefore = shown.contains { if case .board(let board) = $0 { board.role == .before } else { false } }
    for exhibit in shown {
      switch exhibit {
      case .board(let board): html.add(boardFigure(board, afterBefore: hasBefore))
      case .text(let name, let text):
        html.add(
          "<figure class=\"attachment\"><pre>\(htmlEscaped(text))</pre>"
            + "<figcaption>\(htmlEscaped(name))</figcaption></figure>")
      }
    }
    html.add("</div>")
  }
  html.add("</li>")
  return html.text
}

/// The result as a mark in colour and as a word, for readers who cannot tell the colours apart.
private func resultWords(_ test: TestResult) -> String {
  switch test.outcome {
  case .passed: "<span aria-hidden=\"true\">✔</span> pass"
  case .failed: "<span aria-hidden=\"true\">✘</span> FAIL"
  case .crashed: "<span aria-hidden=\"true\">✘</span> FAIL (crashed)"
  case .stopped: "<span aria-hidden=\"true\">✘</span> FAIL (stopped)"
  case .notRun: "<span aria-hidden=\"true\">✘</span> FAIL (not run)"
  }
}

/// The cases of a parameterised test as a table, a column per argument headed by its label when every
/// case has one value per label: `live neighbours`, `becomes`.
private func casesTable(_ cases: [String], labels: [String]) -> String {
  let rows = cases.map { $0.components(separatedBy: ", ") }
  let columns = labels.count > 1 && rows.allSatisfy { $0.count == labels.count } ? labels : []
  var html = HTMLText()
  html.add("<table class=\"cases\">")
  html.add("<caption>For each of \(count(cases.count, "case"))</caption>")
  if !columns.isEmpty {
    html.add(
      "<thead><tr>" + columns.map { "<th>\(htmlEscaped($0))</th>" }.joined()
        + "</tr></thead>")
  }
  html.add("<tbody>")
  for (name, values) in zip(cases, rows) {
    let cells =
      columns.isEmpty ? ["<td>\(htmlEscaped(name))</td>"] : values.map { "<td>\(htmlEscaped($0))</td>" }
    html.add("<tr>" + cells.joined() + "</tr>")
  }
  html.add("</tbody>")
  html.add("</table>")
  return html.text
}

/// A parameterised test's argument labels, in words: `deadCell(liveNeighbours:becomes:)` gives
/// "live neighbours" and "becomes".
func parameterLabels(of test: TestResult) -> [String] {
  let function = test.id.split(separator: "/").dropFirst().first ?? ""
  guard let open = function.firstIndex(of: "("), let close = function.lastIndex(of: ")") else { return [] }
  return function[function.index(after: open)..<close].split(separator: ":").map { label in
    label.reduce(into: "") { words, letter in
      words += letter.isUppercase ? " " + letter.lowercased() : String(letter)
    }
  }
}
