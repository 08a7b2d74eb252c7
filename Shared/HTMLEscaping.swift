// One file compiled into both packages: the `life` command's pages (Sources/life/Export) and the kata tool's
// (Katas/GameOfLife/Tools/Sources/KataSystem) link to it. See Documentation/layout.md.

/// Text made safe to put inside an element or an attribute's quotes, in HTML or in XML (an SVG).
///
/// The five characters markup treats specially are written as entities; every other one stays as it is.
/// It is `package`, not `internal`, so that a tool of several modules can link it into its lowest one.
package func htmlEscaped(_ text: String) -> String {
  var safe = ""
  safe.reserveCapacity(text.count)
  for character in text {
    switch character {
    case "&": safe += "&amp;"
    case "<": safe += "&lt;"
    case ">": safe += "&gt;"
    case "\"": safe += "&quot;"
    case "'": safe += "&#39;"
    default: safe.append(character)
    }
  }
  return safe
}
