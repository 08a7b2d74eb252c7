extension TeachingPage {
  /// Large type, strong contrast and big targets: the page is read from the back of a room.
  static let style = """
    body { font: 22px/1.4 system-ui, sans-serif; margin: 0.8em 1.2em; color: #1f2933; background: #f5f7fa; }
    h1 { font-size: 1.6em; margin: 0 0 0.4em; }
    h2 { font-size: 1.1em; margin: 0.6em 0 0.3em; }
    .rules { display: grid; grid-template-columns: repeat(auto-fit, minmax(12em, 1fr)); gap: 0.6em; }
    .rule { margin: 0; padding: 0.5em 0.7em; background: #ffffff; border-left: 0.4em solid var(--rule); }
    .rule figcaption { font-weight: bold; color: var(--rule); font-size: 1.1em; }
    .rule p { margin: 0.3em 0; }
    .rule .why { font-size: 0.9em; }
    .mark { display: inline-block; min-width: 1.3em; text-align: center; color: #ffffff;
      background: var(--rule); border-radius: 0.2em; font-weight: bold; }
    .pictures { display: flex; align-items: center; gap: 0.5em; font-size: 1.5em; }
    .controls { margin: 0.7em 0 0.3em; display: flex; flex-wrap: wrap; gap: 0.35em; align-items: center; }
    button, select, input { font: inherit; }
    button { padding: 0.2em 0.6em; border: 2px solid #52606d; border-radius: 0.3em; background: #ffffff;
      cursor: pointer; }
    button[aria-pressed="true"] { background: #1f2933; color: #ffffff; }
    input[type="number"] { width: 4.5em; }
    kbd { font: 0.75em ui-monospace, monospace; border: 1px solid #9aa5b1; border-radius: 0.2em;
      padding: 0 0.25em; background: #f5f7fa; color: #1f2933; }
    .status { font-size: 1.2em; font-weight: bold; margin: 0.3em 0; }
    .stage { display: grid; grid-template-columns: minmax(0, 3fr) minmax(12em, 1fr); gap: 1em; align-items: start; }
    #board { display: block; background: #ffffff; cursor: crosshair; margin: 0.3em 0; }
    .legend ul { list-style: none; padding: 0; margin: 0.3em 0; }
    .legend li { margin: 0.15em 0; }
    .legend .wrong { color: #b91c1c; }
    .score { font-size: 1.3em; font-weight: bold; }
    .keys dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1em 0.8em; font-size: 0.8em; }
    .keys dd { margin: 0; }
    .keys[hidden] { display: none; }
    """
}
