// The teaching page's script. Before it, the page defines start, library, rules, pictures, keyActions and
// sides (written by life workshop) and drawBoard (board-canvas.js).

// The board, and Conway's rule as the kata's Game applies it.
function emptyBoard(width, height, torus) {
  return { width, height, torus, generation: 0, cells: new Uint8Array(width * height) };
}

function liveNeighbours(b, index) {
  const row = Math.floor(index / b.width), column = index % b.width;
  let count = 0;
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      let r = row + dr, c = column + dc;
      if (b.torus) {
        r = (r + b.height) % b.height;
        c = (c + b.width) % b.width;
      } else if (r < 0 || r >= b.height || c < 0 || c >= b.width) {
        continue;
      }
      count += b.cells[r * b.width + c];
    }
  }
  return count;
}

// The rule that decides a cell's fate, named as the kata's Game names it; null when a dead cell stays dead.
function deciding(alive, neighbours) {
  if (alive) {
    if (neighbours < 2) return "underpopulation";
    if (neighbours <= 3) return "survival";
    return "overpopulation";
  }
  if (neighbours === 3) return "reproduction";
  return null;
}

const livesOn = (rule) => rule === "survival" || rule === "reproduction";

// Every cell's live neighbours and the rule that decides it, for the step from this board.
function fates(b) {
  return Array.from(b.cells, (alive, index) => {
    const neighbours = liveNeighbours(b, index);
    return { neighbours, rule: deciding(alive === 1, neighbours) };
  });
}

function nextBoard(b) {
  const next = emptyBoard(b.width, b.height, b.torus);
  next.generation = b.generation + 1;
  fates(b).forEach((fate, index) => { next.cells[index] = livesOn(fate.rule) ? 1 : 0; });
  return next;
}

// As the kata's Game.randomFill(seed:) fills a board: SplitMix64, one draw per cell, row by row, alive
// when the draw's top 53 bits, as a fraction, are under one half.
function fillRandomly(b, seed) {
  const mask = (1n << 64n) - 1n;
  let state = seed & mask;
  for (let index = 0; index < b.cells.length; index++) {
    state = (state + 0x9E3779B97F4A7C15n) & mask;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & mask;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & mask;
    z = z ^ (z >> 31n);
    b.cells[index] = Number(z >> 11n) / 2 ** 53 < 0.5 ? 1 : 0;
  }
}

// As Golly and `life` place a pattern: centred, or from the top-left corner when it does not fit.
function place(entry, b) {
  const fits = entry.width <= b.width && entry.height <= b.height;
  const top = fits ? Math.floor(b.height / 2) - Math.floor(entry.height / 2) : 0;
  const left = fits ? Math.floor(b.width / 2) - Math.floor(entry.width / 2) : 0;
  for (const cell of entry.cells) {
    const row = Math.floor(cell / entry.width) + top, column = (cell % entry.width) + left;
    if (row < b.height && column < b.width) b.cells[row * b.width + column] = 1;
  }
}

// What the room sees and does.
const delays = [2000, 1000, 500, 250, 125, 60];
const canvas = document.getElementById("board");
const seedInput = document.getElementById("seed");
const widthInput = document.getElementById("width"), heightInput = document.getElementById("height");
const patternPicker = document.getElementById("pattern");
const keysSection = document.getElementById("keys");
let board = emptyBoard(start.width, start.height, start.torus);
let patternIndex = 0;
let mode = "edit";          // "edit", "explain" or "predict"
let predicted = new Set();  // the cells the room marked alive next, in Predict
let revealed = null;        // after Reveal: the fates of the step the room guessed
let cursor = 0, cursorShown = false;
let playing = false, timer = null, speed = 2;
let scale = 16;
let origin = library[0].name;  // where the board came from: a pattern's name, a seed, or "cleared"
const scriptLog = [];

function changed() {
  predicted.clear();
  revealed = null;
  show();
}

// A new size keeps the board's middle where it was, as placing a pattern centres it.
function resize(width, height) {
  const fitted = (side) => Math.min(sides.largest, Math.max(sides.smallest, Math.round(side) || sides.smallest));
  const next = emptyBoard(fitted(width), fitted(height), board.torus);
  next.generation = board.generation;
  const down = Math.floor(next.height / 2) - Math.floor(board.height / 2);
  const across = Math.floor(next.width / 2) - Math.floor(board.width / 2);
  board.cells.forEach((alive, index) => {
    const row = Math.floor(index / board.width) + down, column = (index % board.width) + across;
    if (alive && row >= 0 && row < next.height && column >= 0 && column < next.width) {
      next.cells[row * next.width + column] = 1;
    }
  });
  board = next;
  cursor = Math.min(cursor, board.cells.length - 1);
  changed();
}

function loadPattern(index) {
  patternIndex = index;
  patternPicker.value = String(index);
  const entry = library[index];
  const width = Math.min(sides.largest, Math.max(board.width, entry.width + 4));
  const height = Math.min(sides.largest, Math.max(board.height, entry.height + 4));
  board = emptyBoard(width, height, board.torus);
  place(entry, board);
  origin = entry.name;
  changed();
}

// A click, or x at the cursor: in Predict it marks a guess, elsewhere it toggles the cell.
function touch(index) {
  if (mode === "predict") {
    revealed = null;
    if (predicted.has(index)) predicted.delete(index); else predicted.add(index);
  } else {
    board.cells[index] ^= 1;
    if (mode === "edit") predicted.clear();
  }
  show();
}

function moveCursor(rows, columns) {
  const row = (Math.floor(cursor / board.width) + rows + board.height) % board.height;
  const column = ((cursor % board.width) + columns + board.width) % board.width;
  cursor = row * board.width + column;
  show();
}

function seed() {
  try { return BigInt(seedInput.value.trim() || "0"); } catch { return 0n; }
}

function schedule() {
  clearTimeout(timer);
  if (playing) timer = setTimeout(() => { actions.step(); schedule(); }, delays[speed]);
}

const actions = {
  step() { board = nextBoard(board); changed(); },
  play() { playing = !playing; schedule(); show(); },
  slower() { speed = Math.max(0, speed - 1); schedule(); show(); },
  faster() { speed = Math.min(delays.length - 1, speed + 1); schedule(); show(); },
  reset() { loadPattern(patternIndex); },
  clear() { board = emptyBoard(board.width, board.height, board.torus); origin = "cleared"; changed(); },
  random() {
    const value = seed();
    board = emptyBoard(board.width, board.height, board.torus);
    fillRandomly(board, value);
    origin = "seed " + value;
    seedInput.value = String(value + 1n);
    changed();
  },
  edges() { board.torus = !board.torus; changed(); },
  shrink() { resize(board.width - 2, board.height - 2); },
  grow() { resize(board.width + 2, board.height + 2); },
  previous() { loadPattern((patternIndex + library.length - 1) % library.length); },
  next() { loadPattern((patternIndex + 1) % library.length); },
  explain() { mode = mode === "explain" ? "edit" : "explain"; changed(); },
  predict() { mode = mode === "predict" ? "edit" : "predict"; changed(); },
  reveal() { mode = "predict"; revealed = fates(board); show(); },
  up() { cursorShown = true; moveCursor(-1, 0); },
  down() { cursorShown = true; moveCursor(1, 0); },
  left() { cursorShown = true; moveCursor(0, -1); },
  right() { cursorShown = true; moveCursor(0, 1); },
  toggle() { cursorShown = true; touch(cursor); },
  present() { document.body.classList.toggle("presenting"); show(); },
  keys() { keysSection.hidden = !keysSection.hidden; },
};

const ruleNamed = Object.fromEntries(rules.map((rule) => [rule.name, rule]));
const plural = (count, word) => count + " " + word + (count === 1 ? "" : "s");
const where = (index) =>
  "row " + (Math.floor(index / board.width) + 1) + ", column " + ((index % board.width) + 1);

// The marks on the board in the current mode.
function marks() {
  const result = new Map();
  if (mode === "explain") {
    fates(board).forEach((fate, index) => {
      if (fate.rule) result.set(index, { fill: ruleNamed[fate.rule].colour, letter: ruleNamed[fate.rule].letter });
    });
  } else if (mode === "predict" && !revealed) {
    for (const index of predicted) result.set(index, { ring: "#6d28d9", letter: "?" });
  } else if (mode === "predict") {
    for (const index of scoredCells()) {
      const fate = revealed[index];
      const right = predicted.has(index) === livesOn(fate.rule);
      const rule = fate.rule ? ruleNamed[fate.rule] : { colour: "#7b8794", letter: "" };
      result.set(index, {
        fill: rule.colour, letter: rule.letter + fate.neighbours, ring: right ? null : "#dc2626",
      });
    }
  }
  if (cursorShown) result.set(cursor, { ...(result.get(cursor) || {}), ring: "#f59e0b" });
  return result;
}

// The cells a guess is scored on: those alive now, alive next, or marked by the room.
function scoredCells() {
  return revealed
    .map((fate, index) => index)
    .filter((index) => board.cells[index] || livesOn(revealed[index].rule) || predicted.has(index));
}

function explainLines() {
  const fateList = fates(board);
  return rules.map((rule) => {
    const count = fateList.filter((fate) => fate.rule === rule.name).length;
    return rule.letter + "  " + rule.name + ": " + rule.sentence + ": " + plural(count, "cell");
  });
}

function rightGuesses() {
  const scored = scoredCells();
  const right = scored.filter((index) => predicted.has(index) === livesOn(revealed[index].rule)).length;
  return right + " of " + plural(scored.length, "cell") + " right";
}

const scoreLine = () => "Score: " + rightGuesses();

function wrongGuesses() {
  return scoredCells().filter((index) => predicted.has(index) !== livesOn(revealed[index].rule)).map((index) => {
    const fate = revealed[index];
    const said = predicted.has(index) ? "you said alive" : "you said dead";
    const outcome = fate.rule
      ? (board.cells[index] ? (livesOn(fate.rule) ? "it lives on" : "it dies") : "it is born") + " by " + fate.rule
      : "it stays dead";
    return "✗ " + where(index) + ": " + said + "; " + outcome + ", with " + plural(fate.neighbours, "live neighbour");
  });
}

function escaped(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function legend() {
  if (mode === "explain") {
    return "<h2>Explain</h2><p>Each cell has the letter and colour of the rule that decides it; each " +
      "rule counts its cells beside its name. A white cell is dead and stays dead.</p>";
  }
  if (mode === "predict" && !revealed) {
    return "<h2>Predict generation " + (board.generation + 1) + "</h2><p>Click the cells you think will be " +
      "alive next generation (or move with the arrows and press x), then Reveal (Enter). " +
      plural(predicted.size, "cell") + " marked.</p>";
  }
  if (mode === "predict") {
    const wrong = wrongGuesses();
    return '<p class="score">' + scoreLine() + "</p><p>Each cell shows its rule's letter and colour and " +
      "its live neighbours (grey: dead and stays dead); a red ring marks a wrong guess. Rows and columns " +
      "count from 1 at the top left.</p><ul>" + wrong.map((line) => '<li class="wrong">' + escaped(line) + "</li>").join("") +
      "</ul>";
  }
  return "<p>Click a cell to bring it to life or kill it. Step (n) or Play (Space); Explain (e) marks " +
    "every cell with its rule; Predict (p) lets the room guess the next generation.</p>";
}

// The lines of the status: what the room must know first; when presenting, only that.
function statusLines() {
  const population = board.cells.reduce((sum, alive) => sum + alive, 0);
  const predicting = mode !== "predict" ? "Predict off" : revealed ? "Predict: " + rightGuesses()
    : "Predict on: " + plural(predicted.size, "cell") + " marked";
  if (document.body.classList.contains("presenting")) return ["Generation " + board.generation, predicting];
  return ["Generation " + board.generation + " · population " + population,
    (playing ? "playing, " : "paused, ") + 1000 / delays[speed] + " generations a second",
    (board.torus ? "torus " : "bounded ") + board.width + " × " + board.height + " · " + origin,
    ...(mode === "predict" ? [predicting] : [])];
}

// As large as the stage allows, in whole pixels a cell so that the grid lines stay sharp.
function fittedScale() {
  const stage = canvas.parentElement;
  return Math.max(1, Math.floor(Math.min(stage.clientWidth / board.width, stage.clientHeight / board.height)));
}

function show() {
  document.getElementById("status").innerHTML = statusLines().map((line, index) =>
    '<span class="' + (index === 0 ? "now" : "") + '">' + escaped(line) + "</span>").join("");
  const counts = mode === "explain" ? fates(board) : null;
  for (const card of document.querySelectorAll(".rule")) {
    const count = counts && counts.filter((fate) => fate.rule === card.dataset.rule).length;
    card.querySelector(".count").textContent = counts ? count : "";
  }
  widthInput.value = board.width;
  heightInput.value = board.height;
  for (const button of document.querySelectorAll("button[data-action]")) {
    const pressed = { play: playing, explain: mode === "explain", predict: mode === "predict",
                      edges: board.torus, keys: !keysSection.hidden,
                      present: document.body.classList.contains("presenting") }[button.dataset.action];
    if (pressed !== undefined) button.setAttribute("aria-pressed", String(pressed));
  }
  scale = fittedScale();
  drawBoard(canvas, board, scale, marks());
  document.getElementById("legend").innerHTML = legend();
}

function drawPictures() {
  for (const picture of document.querySelectorAll("canvas[data-picture]")) {
    const data = pictures[Number(picture.dataset.picture)];
    const colour = ruleNamed[data.rule].colour;
    const cells = new Uint8Array(9);
    const marks = new Map([[4, { ring: colour }]]);
    if (picture.dataset.when === "before") {
      for (const index of data.before) cells[index] = 1;
    } else {
      for (const index of data.before) if (index !== 4) marks.set(index, { fill: "#cbd2d9" });
      cells[4] = data.middleAliveNext ? 1 : 0;
    }
    drawBoard(picture, { width: 3, height: 3, cells }, 30, marks);
  }
}

document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement;
  if (event.key === "Escape") { event.target.blur?.(); return; }
  if (typing) return;
  const name = keyActions[event.key];
  if (!name) return;
  event.preventDefault();
  actions[name]();
});
for (const button of document.querySelectorAll("button[data-action]")) {
  button.addEventListener("click", () => { actions[button.dataset.action](); button.blur(); });
}
canvas.addEventListener("click", (event) => {
  const box = canvas.getBoundingClientRect();
  const column = Math.floor((event.clientX - box.left) / scale), row = Math.floor((event.clientY - box.top) / scale);
  if (row >= 0 && row < board.height && column >= 0 && column < board.width) touch(row * board.width + column);
});
widthInput.addEventListener("change", () => resize(Number(widthInput.value), board.height));
heightInput.addEventListener("change", () => resize(board.width, Number(heightInput.value)));
patternPicker.addEventListener("change", () => { loadPattern(Number(patternPicker.value)); patternPicker.blur(); });
window.addEventListener("resize", show);

place(library[0], board);
drawPictures();
show();
