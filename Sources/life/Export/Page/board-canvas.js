function drawBoard(canvas, board, scale, marks) {
  const context = canvas.getContext("2d");
  canvas.width = board.width * scale;
  canvas.height = board.height * scale;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#1f2933";
  for (let index = 0; index < board.cells.length; index++) {
    if (board.cells[index]) {
      context.fillRect((index % board.width) * scale, Math.floor(index / board.width) * scale, scale, scale);
    }
  }
  // Grid lines only where a cell is large enough to be pointed at and counted.
  if (scale >= 8) {
    context.strokeStyle = "#cbd2d9";
    context.lineWidth = 1;
    context.beginPath();
    for (let column = 0; column <= board.width; column++) {
      context.moveTo(column * scale + 0.5, 0);
      context.lineTo(column * scale + 0.5, canvas.height);
    }
    for (let row = 0; row <= board.height; row++) {
      context.moveTo(0, row * scale + 0.5);
      context.lineTo(canvas.width, row * scale + 0.5);
    }
    context.stroke();
  }
  if (!marks) return;
  context.textAlign = "center";
  context.textBaseline = "middle";
  for (const [index, mark] of marks) {
    const x = (index % board.width) * scale, y = Math.floor(index / board.width) * scale;
    if (mark.fill) {
      context.fillStyle = mark.fill;
      context.fillRect(x + 1, y + 1, scale - 1, scale - 1);
    }
    if (mark.ring) {
      const line = Math.max(2, Math.round(scale / 7));
      context.strokeStyle = mark.ring;
      context.lineWidth = line;
      context.strokeRect(x + line / 2, y + line / 2, scale - line, scale - line);
    }
    if (mark.letter && scale >= 12) {
      context.font = "bold " + Math.round(scale * (mark.letter.length > 1 ? 0.45 : 0.6)) + "px system-ui, sans-serif";
      context.fillStyle = mark.fill ? "#ffffff" : mark.ring || "#1f2933";
      context.fillText(mark.letter, x + scale / 2, y + scale / 2 + 1);
    }
  }
}
