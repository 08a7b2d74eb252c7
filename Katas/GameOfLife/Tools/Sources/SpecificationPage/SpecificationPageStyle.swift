import KataSystem

/// The page's style: large type and strong contrast for a projector; on paper, A4 with one rule a page.
///
/// On screen nothing is under 1rem, 20 px, so the back of a room can read it at 1280 × 720. Colour never
/// speaks alone: results carry a word, differing cells a `!`, the focus cell a double outline.
let specificationPageStyle = pageFile("specification-page.css", in: .module)

/// The switch between the views: the buttons, and `r` and `s` on the keyboard; the address keeps the view.
let specificationPageScript = pageFile("specification-page.js", in: .module)
