/// The page's style: large type and strong contrast for a projector; on paper, A4 with one rule a page.
///
/// On screen nothing is under 1rem, 20 px, so the back of a room can read it at 1280 × 720. Colour never
/// speaks alone: results carry a word, differing cells a `!`, the focus cell a double outline.
let specificationPageStyle = """
  :root { --pass: #0a5c0a; --fail: #b00000; --focus: #0040c0; --cell: 1.5rem; }
  [hidden] { display: none !important; }
  html { font-size: 20px; }
  body { margin: 0 auto; max-width: 76rem; padding: 1rem 2rem 4rem; background: #fff; color: #000;
    font-family: system-ui, "Segoe UI", Helvetica, Arial, sans-serif; line-height: 1.4; }
  h1 { font-size: 2rem; margin: 0.5rem 0; }
  h2 { font-size: 1.6rem; border-bottom: 3px solid #000; margin-top: 2rem; }
  h3 { font-size: 1.25rem; margin: 2rem 0 0.5rem; }
  .whose, .counts { font-size: 1.2rem; margin: 0.3rem 0; }
  .pass { color: var(--pass); }
  .fail { color: var(--fail); }
  .tally { font-size: 1rem; font-weight: normal; color: #333; }
  .switch { margin: 1rem 0; display: flex; gap: 0.5rem; }
  .switch button { font: inherit; font-size: 1.1rem; padding: 0.4rem 1rem; border: 2px solid #000;
    background: #fff; color: #000; border-radius: 0.3rem; cursor: pointer; }
  .switch button[aria-pressed="true"] { background: #000; color: #fff; }
  kbd { font-size: 1rem; border: 1px solid currentColor; border-radius: 0.2rem; padding: 0 0.25rem; }
  /* Without the script, and on paper, the page shows the rules. */
  #by-step { display: none; }
  body[data-view="step"] #by-step { display: block; }
  body[data-view="step"] #by-rule { display: none; }
  ol.tests { list-style: none; padding: 0; margin: 0; }
  .test { border-left: 0.4rem solid var(--pass); padding: 0.3rem 0 0.3rem 0.8rem; margin: 0.6rem 0; }
  .test[data-result="fail"] { border-left-color: var(--fail); background: #fff3f3; }
  .sentence { margin: 0; }
  .result { font-weight: bold; white-space: nowrap; margin-right: 0.3rem; }
  .context { color: #333; font-size: 1rem; }
  pre { font-family: ui-monospace, Menlo, Consolas, monospace; }
  .problem { font-size: 1rem; background: #fff; border: 2px solid var(--fail); padding: 0.5rem;
    white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.4rem 0; }
  table.cases { border-collapse: collapse; margin: 0.4rem 0; font-size: 1rem; }
  table.cases caption { text-align: left; font-style: italic; white-space: nowrap; }
  table.cases td { border: 1px solid #666; padding: 0.1rem 0.5rem; font-family: ui-monospace, monospace; }
  .boards { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: flex-start; margin: 0.5rem 0; }
  figure { margin: 0; max-width: 100%; overflow-x: auto; }
  figcaption { display: flex; flex-direction: column; font-size: 1rem; }
  figcaption .role { font-weight: bold; }
  .differs-note { color: var(--fail); font-weight: bold; }
  .focus-note { color: var(--focus); font-weight: bold; }
  table.board { border-collapse: separate; border-spacing: 2px; border: 3px solid #000; }
  /* A torus has no edge: a dashed frame. */
  table.board[data-torus="true"] { border-style: dashed; }
  table.board th { font-size: 1rem; font-weight: normal; color: #444; padding: 0 0.1rem; }
  table.board td { width: var(--cell); height: var(--cell); min-width: var(--cell); padding: 0;
    border: 1px solid #777; text-align: center; vertical-align: middle; font-weight: bold;
    font-size: 1rem; line-height: 1; }
  td.alive { background: #000; color: #fff; }
  td.dead { background: #fff; color: var(--fail); }
  td.differs { box-shadow: inset 0 0 0 0.2rem var(--fail); }
  td.alive.differs { color: #fff; }
  td.focus { outline: 0.25rem double var(--focus); outline-offset: 1px; position: relative; }
  .attachment pre { border: 1px solid #666; padding: 0.3rem; margin: 0; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  @media print {
    @page { size: A4; margin: 15mm; }
    html { font-size: 11pt; }
    body { max-width: none; padding: 0; }
    .switch { display: none !important; }
    #by-step, body[data-view="step"] #by-step { display: none !important; }
    #by-rule, body[data-view="step"] #by-rule { display: block !important; }
    /* One rule a page. */
    #by-rule .group + .group { break-before: page; }
    h3 { break-after: avoid; }
    .test, figure { break-inside: avoid; }
    .test[data-result="fail"] { background: none; }
    figure { overflow: visible; }
    /* Paper is read close: the rows' and columns' numbers small beside the cells. */
    table.board th { font-size: 0.55rem; }
  }

  """

/// The switch between the views: the buttons, and `r` and `s` on the keyboard; the address keeps the view.
let specificationPageScript = """
  (function () {
    var nav = document.querySelector("nav.switch");
    var buttons = nav.querySelectorAll("button");
    function show(view) {
      document.body.setAttribute("data-view", view);
      buttons.forEach(function (button) {
        button.setAttribute("aria-pressed", String(button.getAttribute("data-show") === view));
      });
    }
    // The address remembers a view chosen, under a name no element has, so the page does not scroll.
    function choose(view) {
      show(view);
      try { history.replaceState(null, "", "#view=" + view); } catch (error) { /* no address to change */ }
    }
    nav.hidden = false;
    buttons.forEach(function (button) {
      button.addEventListener("click", function () { choose(button.getAttribute("data-show")); });
    });
    document.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "r") choose("rule");
      if (event.key === "s") choose("step");
    });
    show(location.hash === "#view=step" ? "step" : "rule");
  })();

  """
