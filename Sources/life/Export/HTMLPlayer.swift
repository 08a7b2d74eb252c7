/// One self-contained HTML page that plays recorded frames: play, pause, step and speed, with no network.
///
/// The frames are embedded as lists of live-cell indices and drawn by ``BoardCanvas``.
struct HTMLPlayer {
  let frames: Frames
  let title: String
  /// How long each generation stays on screen at first, in milliseconds.
  let delay: Int

  /// The HTML page.
  func document() throws -> String {
    let scale = max(2, min(16, 800 / max(1, max(frames.width, frames.height))))
    let data = (0..<frames.patterns.count).map { index in
      "["
        + frames.cells(ofFrame: index).map { String($0.row * frames.width + $0.column) }.joined(
          separator: ",")
        + "]"
    }.joined(separator: ",\n")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(htmlEscaped(title))</title>
      <style>
      body { font-family: system-ui, sans-serif; margin: 1.5em; color: #1f2933; }
      canvas { border: 1px solid #9aa5b1; image-rendering: pixelated; display: block; margin: 1em 0; }
      button { font-size: 1em; margin-right: 0.5em; }
      </style>
      </head>
      <body>
      <h1>\(htmlEscaped(title))</h1>
      <div>
      <button id="play">Pause</button>
      <button id="step">Step</button>
      <label>Speed <input id="speed" type="range" min="10" max="2000" step="10" value="\(delay)"> <span id="delay"></span> ms per generation</label>
      </div>
      <canvas id="board" width="\(max(1, frames.width) * scale)" height="\(max(1, frames.height) * scale)"></canvas>
      <div id="status"></div>
      <script>
      const width = \(frames.width), height = \(frames.height), scale = \(scale), first = \(frames.firstGeneration);
      const frames = [
      \(data)
      ];
      \(try BoardCanvas.script())
      const canvas = document.getElementById("board");
      const playButton = document.getElementById("play");
      const speed = document.getElementById("speed");
      let index = 0, playing = true, timer = null;
      function draw() {
        const cells = new Uint8Array(width * height);
        for (const cell of frames[index]) cells[cell] = 1;
        drawBoard(canvas, { width, height, cells }, scale);
        document.getElementById("status").textContent =
          "Generation " + (first + index) + ", population " + frames[index].length;
        document.getElementById("delay").textContent = speed.value;
      }
      function step() { index = (index + 1) % frames.length; draw(); }
      function schedule() {
        clearTimeout(timer);
        if (playing) { timer = setTimeout(() => { step(); schedule(); }, Number(speed.value)); }
      }
      playButton.onclick = () => { playing = !playing; playButton.textContent = playing ? "Pause" : "Play"; schedule(); };
      document.getElementById("step").onclick = () => { playing = false; playButton.textContent = "Play"; schedule(); step(); };
      speed.oninput = () => { draw(); schedule(); };
      draw();
      schedule();
      </script>
      </body>
      </html>

      """
  }
}
