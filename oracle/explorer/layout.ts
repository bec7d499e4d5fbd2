/**
 * The explorer page's fixed markup and stylesheet (./build.ts writes them into reports/explorer.html;
 * ./page.ts fills the elements by id). Plain strings: no script, no network.
 */
export const EXPLORER_BODY = `<header class="top"><a href="index.html">combat-oracle coverage</a> › <strong>rule explorer</strong>
<span class="muted">— the real statecharts, running in this page: pick a case, then step it</span></header>
<main>
<section id="controls">
  <label>Ruleset <select id="ruleset"></select></label>
  <label>Procedure <select id="procedure"></select></label>
  <label>Seed <select id="seed"></select></label>
  <button type="button" id="undo" title="Remove the last event">◀ Back one step</button>
  <button type="button" id="restart" title="Remove every event">⟲ Restart</button>
  <a id="case-link" href="#" title="This link carries the whole session: ruleset, procedure, situation, readings and events">Link to this case</a>
  <details id="paste"><summary>Paste a situation</summary>
    <textarea id="situation-text" rows="8" cols="60" spellcheck="false" placeholder="a situation as JSON (the procedure's input)"></textarea>
    <button type="button" id="use-situation">Explore this situation</button>
  </details>
  <details id="readings"><summary>Readings <span id="readings-count"></span></summary><div id="readings-list"></div></details>
</section>
<p id="error" class="error" hidden></p>
<div class="layout">
  <section id="chart">
    <h2>Statechart <small id="chart-title"></small></h2>
    <p class="legend"><span class="key current-key"></span> current state <span class="key taken-key"></span> transition the last event took · other colours and marks (✓ S V ✗): coverage, as on the <a href="index.html">coverage site</a></p>
    <div id="diagram"></div>
  </section>
  <aside id="side">
    <section><h2>Now</h2><p>State <code id="state"></code> <span id="status"></span></p><p id="refused" class="error" hidden></p></section>
    <section id="next"><h2>Next</h2>
      <div id="choices"></div>
      <div id="roll"></div>
      <form id="custom"><input id="custom-event" placeholder='any event as JSON, e.g. {"type":"KEEP_ROLL"}' spellcheck="false"><button type="submit">Send</button></form>
    </section>
    <section><h2>Odds of the next roll</h2><div id="odds"></div></section>
    <section><h2>Transition taken</h2><div id="taken"></div></section>
    <section><h2>Derivations <small>of the numbers in the output</small></h2><div id="derivations"></div></section>
    <section><h2>Trace</h2><table id="trace"><thead><tr><th>#</th><th>event</th><th>state</th><th>rules</th></tr></thead><tbody></tbody></table></section>
    <details><summary>Output</summary><pre id="output"></pre></details>
  </aside>
</div>
</main>`;

export const EXPLORER_CSS = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #1b1b1b; background: #fafafa; font-size: 14px; }
header.top { background: #263238; color: #eceff1; padding: 8px 16px; }
header.top a { color: #80cbc4; }
.muted { color: #78909c; }
header.top .muted { color: #b0bec5; }
main { padding: 8px 16px; }
#controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-bottom: 8px; }
#controls select { max-width: 22em; }
#controls details[open] { flex-basis: 100%; }
#controls textarea { width: 100%; font-family: monospace; font-size: 12px; }
button { cursor: pointer; }
.error { color: #b71c1c; background: #fdecea; border: 1px solid #ef9a9a; padding: 6px 10px; border-radius: 4px; }
.layout { display: flex; gap: 16px; align-items: flex-start; }
#chart { flex: 1 1 auto; min-width: 0; }
#diagram { overflow: auto; height: calc(100vh - 190px); min-height: 420px; border: 1px solid #cfd8dc; background: #fff; border-radius: 4px; }
#side { flex: 0 0 520px; max-height: calc(100vh - 120px); overflow: auto; }
#side section { background: #fff; border: 1px solid #cfd8dc; border-radius: 4px; padding: 6px 10px; margin-bottom: 8px; }
h2 { font-size: 15px; margin: 4px 0 6px; }
h2 small { font-weight: normal; color: #607d8b; }
.legend { margin: 0 0 4px; color: #455a64; font-size: 12px; }
.key { display: inline-block; width: 14px; height: 10px; border-radius: 3px; vertical-align: middle; margin-left: 8px; }
.current-key { background: #ffe082; border: 2px solid #e65100; }
.taken-key { background: #e65100; }
svg .state.current rect { fill: #ffe082; stroke: #e65100; stroke-width: 4; }
svg .transition.taken rect { fill: #e65100; width: 6px; }
svg .transition.taken text { font-weight: bold; fill: #bf360c; }
svg path.edge.taken { stroke: #e65100; stroke-width: 4; stroke-dasharray: none; }
#choices button, #roll button { margin: 2px; font-family: monospace; }
#roll table { border-collapse: collapse; }
#roll td, #roll th { padding: 1px; text-align: center; font-size: 12px; }
#roll th { color: #546e7a; font-weight: normal; }
#roll button { width: 40px; margin: 0; padding: 1px 0; }
#roll button small { color: #78909c; }
#custom { margin-top: 6px; display: flex; gap: 4px; }
#custom input { flex: 1; font-family: monospace; font-size: 12px; }
table.odds, #trace { border-collapse: collapse; width: 100%; }
table.odds td, table.odds th, #trace td, #trace th { border-bottom: 1px solid #eceff1; padding: 3px 4px; text-align: left; vertical-align: top; font-size: 12.5px; }
table.odds td.p { font-family: monospace; font-size: 14px; white-space: nowrap; }
.bar { display: inline-block; height: 8px; background: #26a69a; border-radius: 2px; vertical-align: middle; }
code, .mono { font-family: monospace; font-size: 12.5px; }
.rule { margin: 4px 0 8px; }
.rule .id { font-weight: bold; }
blockquote { margin: 3px 0 3px 8px; padding: 3px 8px; border-left: 3px solid #80cbc4; background: #f4faf9; font-size: 13px; }
blockquote cite { display: block; color: #78909c; font-size: 11px; font-style: normal; }
.transition-key { font-family: monospace; font-size: 12px; background: #fff3e0; padding: 1px 4px; border-radius: 3px; }
#trace tr.last td { background: #fff8e1; }
#readings-list label { display: block; margin: 2px 0; }
`;
