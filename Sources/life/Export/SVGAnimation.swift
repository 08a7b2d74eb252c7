import Foundation

/// An animated SVG of recorded frames: each frame is one path of unit squares, shown in turn, forever.
///
/// It uses SVG's own animation (SMIL `animate` on `visibility`), so it plays in a browser or a slide
/// without any script.
struct SVGAnimation {
  let frames: Frames
  let title: String
  /// How long each generation stays on screen, in milliseconds.
  let delay: Int

  /// The SVG document.
  var document: String {
    let scale = max(2, min(16, 800 / max(1, max(frames.width, frames.height))))
    let count = frames.patterns.count
    let duration = Double(delay * count) / 1000
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(max(1, frames.width)) \(max(1, frames.height))" \
      width="\(max(1, frames.width) * scale)" height="\(max(1, frames.height) * scale)" shape-rendering="crispEdges">
      <title>\(htmlEscaped(title))</title>
      <rect width="100%" height="100%" fill="#ffffff"/>
      <g fill="#1f2933">

      """
    for index in 0..<count {
      let path = frames.cells(ofFrame: index).map { "M\($0.column) \($0.row)h1v1h-1z" }.joined()
      let start = Self.fraction(index, of: count)
      let end = Self.fraction(index + 1, of: count)
      svg += """
        <path d="\(path.isEmpty ? "M0 0" : path)" visibility="hidden">\
        <animate attributeName="visibility" values="hidden;visible;hidden" keyTimes="0;\(start);\(end)" \
        dur="\(duration)s" calcMode="discrete" repeatCount="indefinite"/></path>

        """
    }
    return svg + "</g>\n</svg>\n"
  }

  /// `index / count` written with enough digits to keep the frames in order.
  private static func fraction(_ index: Int, of count: Int) -> String {
    let value = Double(index) / Double(count)
    return value == 0 || value == 1 ? "\(Int(value))" : String(format: "%.6f", value)
  }
}
