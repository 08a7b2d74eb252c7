extension TeachingPage {
  /// The board first: it takes what the window has left after the rules, the status and a compact bar.
  ///
  /// The page never scrolls. On a wide screen (16:9, 16:10) the rules and the status stand in a column
  /// beside the board; on a squarer one (4:3) the rules stand in a row above it. What the room reads is
  /// at least 20 px; the bar, for the facilitator, is smaller. Presenting, the page keeps only the board,
  /// the rules and the status.
  static let style = """
    html, body { height: 100%; }
    body { font: max(20px, 1.2vw)/1.3 system-ui, sans-serif; margin: 0; color: #1f2933; background: #f5f7fa;
      height: 100vh; overflow: hidden; box-sizing: border-box; padding: 0.5em 0.8em; display: grid;
      gap: 0.5em 1em; grid-template-columns: minmax(18em, 32%) minmax(0, 1fr);
      grid-template-rows: auto auto minmax(0, 1fr) auto;
      grid-template-areas: "heading stage" "rules stage" "legend stage" "controls controls"; }
    @media (max-aspect-ratio: 3/2) {
      body { grid-template-columns: minmax(0, 1fr) minmax(10em, 24%);
        grid-template-rows: auto auto minmax(0, 1fr) auto;
        grid-template-areas: "rules rules" "stage heading" "stage legend" "controls controls"; }
      .rules { grid-template-columns: 1fr 1fr; }
    }
    body.presenting { grid-template-columns: minmax(18em, 26%) minmax(0, 1fr);
      grid-template-rows: auto auto minmax(0, 1fr); grid-template-areas: "heading stage" "rules stage" "legend stage"; }
    @media (max-aspect-ratio: 3/2) {
      body.presenting { grid-template-columns: minmax(0, 1fr) minmax(10em, 24%);
        grid-template-rows: auto auto minmax(0, 1fr); grid-template-areas: "rules rules" "stage heading" "stage legend"; }
    }
    .presenting h1, .presenting .legend, .presenting .controls { display: none; }
    .presenting .status .now { font-size: 1.6em; }
    .heading { grid-area: heading; }
    .rules { grid-area: rules; }
    .legend { grid-area: legend; min-height: 0; overflow: auto; }
    .stage { grid-area: stage; min-width: 0; min-height: 0; overflow: hidden; display: flex;
      align-items: center; justify-content: center; }
    .controls { grid-area: controls; }
    h1 { font-size: 1.1em; margin: 0; }
    h2 { font-size: 1em; margin: 0 0 0.2em; }
    .status { margin: 0.2em 0 0; }
    .status span { display: block; }
    .status .now { font-size: 1.2em; font-weight: bold; }
    .rules { display: grid; gap: 0.4em 0.6em; align-content: start; }
    .rule { margin: 0; padding: 0.3em 0.4em; background: #ffffff; border-left: 0.35em solid var(--rule);
      display: grid; grid-template-columns: auto 1fr auto; grid-template-areas: "caption count pictures"
      "sentence sentence sentence"; align-items: center; gap: 0 0.4em; }
    .rule figcaption { grid-area: caption; font-weight: bold; color: var(--rule); white-space: nowrap; }
    .rule .count { grid-area: count; justify-self: start; font-weight: bold; color: var(--rule);
      border: 2px solid var(--rule); border-radius: 1em; padding: 0 0.3em; font-size: 0.85em; }
    .rule .count:empty { display: none; }
    .rule p { grid-area: sentence; margin: 0.1em 0 0; }
    .mark { display: inline-block; min-width: 1.3em; text-align: center; color: #ffffff;
      background: var(--rule); border-radius: 0.2em; font-weight: bold; }
    .pictures { grid-area: pictures; justify-self: end; display: flex; align-items: center; gap: 0.2em; }
    .pictures canvas { width: 1.7em; height: 1.7em; }
    .controls { display: flex; flex-wrap: wrap; gap: 0.3em; align-items: center; font-size: 0.7em; }
    button, select, input { font: inherit; }
    button { padding: 0.05em 0.35em; border: 2px solid #52606d; border-radius: 0.3em; background: #ffffff;
      cursor: pointer; }
    button[aria-pressed="true"] { background: #1f2933; color: #ffffff; }
    input[type="number"] { width: 4em; }
    kbd { font: 0.8em ui-monospace, monospace; border: 1px solid #9aa5b1; border-radius: 0.2em;
      padding: 0 0.25em; background: #f5f7fa; color: #1f2933; }
    #board { display: block; background: #ffffff; cursor: crosshair; }
    .legend p { margin: 0 0 0.3em; }
    .legend ul { list-style: none; padding: 0; margin: 0.3em 0; }
    .legend li { margin: 0.15em 0; }
    .legend .wrong { color: #b91c1c; }
    .score { font-weight: bold; }
    .keys { position: fixed; right: 1em; bottom: 3em; max-height: calc(100vh - 5em); overflow: auto;
      background: #ffffff; border: 2px solid #52606d; border-radius: 0.3em; padding: 0.5em 0.8em;
      box-shadow: 0 0.3em 1em rgba(0, 0, 0, 0.25); }
    .keys dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1em 0.8em; margin: 0;
      font-size: 0.8em; }
    .keys dd { margin: 0; }
    .keys[hidden] { display: none; }
    """
}
