/// The keys of the player: a short legend always on screen, and the longer help that `?` opens.
enum KeyLegend {
  /// Every key with what it does, in the order of the help screen.
  static let keys: [(key: String, action: String)] = [
    ("space", "start or stop"),
    ("n or →", "one generation, and pause (→ moves the cursor when it is shown)"),
    ("+ and -", "faster and slower: from 10 ms to 2 s per generation"),
    ("r", "random fill (each press a new seed, shown on screen)"),
    ("c", "clear the board"),
    ("arrows", "pause, show the cursor and move it (Esc hides it)"),
    ("x", "show the cursor; then toggle the cell under it"),
    ("p", "pick a pattern from the library"),
    ("t", "torus (edges wrap) or bounded (dead edges)"),
    ("g", "grid size: WxH, or empty to fit the terminal"),
    ("z", "zoom: half blocks (2 cells a character) or braille (8)"),
    ("s", "save the board under a name"),
    ("l", "load a saved board"),
    ("?", "this help"),
    ("q", "quit (Ctrl-C too)"),
  ]

  /// The legend under the board: two lines that fit in 80 columns.
  static let lines = [
    "space start/stop  n/→ step  +/- speed  r random  c clear  arrows+x edit  z zoom",
    "p patterns  t torus/bounded  g grid size  s save  l load  ? help  q quit",
  ]
}
