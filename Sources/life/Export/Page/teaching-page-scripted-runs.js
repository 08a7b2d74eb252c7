// The board as `life show` prints it: its generation and population, then rows of O and dots.
function report() {
  const population = board.cells.reduce((sum, alive) => sum + alive, 0);
  const rows = [];
  for (let row = 0; row < board.height; row++) {
    rows.push(Array.from(board.cells.subarray(row * board.width, (row + 1) * board.width),
                         (alive) => (alive ? "O" : ".")).join(""));
  }
  scriptLog.push("Generation " + board.generation + ", population " + population + "\n" + rows.join("\n") + "\n");
}

// Where the room's things are in the window, in CSS pixels (left top width height): the layout test's view.
// A box holds everything drawn inside it, even what spills out of it.
function measurements() {
  const box = (element) => {
    const drawn = [element, ...element.querySelectorAll("*")].map((part) => part.getBoundingClientRect())
      .filter((edges) => edges.width > 0 && edges.height > 0);
    if (drawn.length === 0) return "0 0 0 0";
    const left = Math.min(...drawn.map((edges) => edges.left)), top = Math.min(...drawn.map((edges) => edges.top));
    const right = Math.max(...drawn.map((edges) => edges.right)), bottom = Math.max(...drawn.map((edges) => edges.bottom));
    return [left, top, right - left, bottom - top].map(Math.round).join(" ");
  };
  const named = (name) => name + " " + box(document.querySelector("." + name));
  return ["window " + window.innerWidth + " " + window.innerHeight, "board " + box(canvas),
    named("status"), named("controls"), named("legend"),
    ...Array.from(document.querySelectorAll(".rule"), (card) => "rule " + card.dataset.rule + " " + box(card))];
}

function runScript(script) {
  for (const command of script.split(";").filter((text) => text.length > 0)) {
    const [name, argument = ""] = command.split(/:(.*)/s);
    if (name === "job") scriptLog.push("=== " + argument);
    else if (name === "size") resize(...argument.split("x").map(Number));
    else if (name === "topology") { board.torus = argument === "torus"; changed(); }
    else if (name === "seed") seedInput.value = argument;
    else if (name === "pattern") loadPattern(library.findIndex((entry) => entry.name === argument));
    else if (name === "click") { const [row, column] = argument.split(",").map(Number); touch(row * board.width + column); }
    else if (name === "run") for (let step = 0; step < Number(argument); step++) { actions.step(); report(); }
    else if (name === "report") report();
    else if (name === "legend") scriptLog.push(...explainLines());
    else if (name === "score") scriptLog.push(scoreLine(), ...wrongGuesses());
    else if (name === "measure") scriptLog.push(...measurements());
    else if (name === "status") scriptLog.push(...statusLines());
    else if (actions[name]) actions[name]();
    else scriptLog.push("unknown script action '" + name + "'");
  }
  // The log stays hidden: a board prepared for a talk shows the board, not the log.
  document.getElementById("script-log").textContent = scriptLog.join("\n");
}

const scripted = /^#script=(.*)$/s.exec(location.hash);
if (scripted) runScript(decodeURIComponent(scripted[1]));
