/// The dashboard page's style: big type and strong contrast, to be read from the back of a room.
///
/// Every column of the lanes and of the ruler is exactly one character wide, so that the lights of all
/// pairs line up under the same minute; a light is a dark letter on its colour.
let dashboardPageStyle = """
  :root { --green: #1f9e3a; --red: #f05050; --amber: #f2b21a; }
  html { font-size: 24px; }
  body { margin: 0; padding: 0.8rem 1.5rem 2rem; background: #fff; color: #000;
    font-family: system-ui, "Segoe UI", Helvetica, Arial, sans-serif; line-height: 1.3; }
  h1 { font-size: 1.6rem; margin: 0; }
  .made { font-size: 1rem; margin: 0 0 0.3rem; }
  .legend { list-style: none; padding: 0; margin: 0 0 1rem; display: flex; flex-wrap: wrap;
    gap: 0.2rem 1.2rem; font-size: 0.8rem; }
  table.pairs { border-collapse: collapse; min-width: 60%; }
  table.pairs th, table.pairs td { text-align: left; vertical-align: baseline; padding: 0.1rem 0.6rem; }
  thead th { font-size: 0.9rem; }
  tr.axis td { border-bottom: 3px solid #000; }
  .caption { font-size: 0.9rem; font-weight: bold; }
  tbody { border-bottom: 2px solid #000; }
  tbody th { font-size: 1.4rem; white-space: nowrap; }
  .lane, .ruler { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
    white-space: pre; font-size: 1.5rem; }
  td.lane { font-weight: bold; padding-bottom: 0.3rem; }
  .light, .mark { display: inline-block; width: 1ch; text-align: center; }
  .light { color: #000; font-weight: bold; }
  .light.green { background: var(--green); }
  .light.red { background: var(--red); }
  .light.amber { background: var(--amber); }
  td.lane .light { box-shadow: inset 0 0 0 1px #fff; }
  .mark { color: #555; }
  .totals, .step, .mutants { font-size: 1.3rem; white-space: nowrap; }
  .total + .total { margin-left: 0.6rem; }
  .totals .light { width: 1.3em; }
  tr.note td { font-size: 0.9rem; color: #900; padding-bottom: 0.3rem; }
  .empty { font-size: 1.4rem; }

  """
