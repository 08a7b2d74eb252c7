/// The dashboard page's style: type of 20 px or more and strong contrast, to be read from the back of a room.
///
/// Every column of the lanes and of the ruler is exactly one character wide, so that the lights of all
/// pairs line up under the same minute; a light is a dark letter on its colour. The type grows with a
/// screen wider than 1600 px.
let dashboardPageStyle = """
  :root { --green: #1f9e3a; --red: #f05050; --amber: #f2b21a; }
  html { font-size: max(20px, 1.25vw); }
  body { margin: 0; padding: 0.5rem 1rem; background: #fff; color: #000;
    font-family: system-ui, "Segoe UI", Helvetica, Arial, sans-serif; line-height: 1.3; }
  header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 1rem; }
  h1 { font-size: 1.4rem; margin: 0; }
  .made { font-size: 1rem; margin: 0; }
  .legend { list-style: none; padding: 0; margin: 0.2rem 0 0.5rem; display: flex; flex-wrap: wrap;
    gap: 0 1.2rem; font-size: 1rem; }
  table.pairs { border-collapse: collapse; }
  table.pairs th, table.pairs td { text-align: left; vertical-align: baseline; padding: 0.1rem 0.4rem;
    white-space: nowrap; }
  table.pairs thead th { font-size: 1rem; vertical-align: bottom; border-bottom: 3px solid #000; white-space: normal; }
  tbody tr.pair { border-bottom: 2px solid #ccc; }
  tbody th { font-size: 1.1rem; }
  .lane, .ruler { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
    white-space: pre; font-size: 1rem; }
  .ruler { font-weight: normal; }
  td.lane { font-weight: bold; }
  .light, .mark { display: inline-block; width: 1ch; text-align: center; }
  .light { color: #000; font-weight: bold; }
  .light.green { background: var(--green); }
  .light.red { background: var(--red); }
  .light.amber { background: var(--amber); }
  td.lane .light { box-shadow: inset 0 0 0 1px #fff; }
  .mark { color: #555; }
  .totals, .step, .mutants { font-size: 1rem; }
  .total + .total { margin-left: 0.4rem; }
  .totals .light { width: 1.3em; }
  tr.note td { font-size: 1rem; color: #900; }
  .empty { font-size: 1.4rem; }

  """
