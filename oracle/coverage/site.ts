/**
 * The static HTML coverage site: reports/index.html (per ruleset: headline, procedures, every rule),
 * a page per procedure with its statechart drawn as SVG (./diagram.ts) and a page per rule with its
 * quoted text, transitions, scenarios, vectors, readings and decisive status under the rule ablation. Plain HTML and one stylesheet: no script,
 * no network, works from the file system. Deterministic.
 */
import type { Reading } from '../../machines/core/readings';
import type { CoverageReport, ProcedureCoverage, Reach, RuleCoverage, RuleStatus, RulesetCoverage } from './compute';
import { collapseNested, type DiagramInput, REACH_COLOUR, REACH_DASH, REACH_LABEL, REACH_MARK, renderDiagram } from './diagram';
import { headingPositions, ruleText } from './rule-text';
import { ablationFigures, DECISIVE_LABEL, type RuleAblation } from './ablation';
import type { Vector } from '../vectors';
import { esc } from '../html';

export interface SiteFile {
  /** Relative to the reports directory. */
  path: string;
  content: string;
}

export interface SiteOptions {
  /** Whether reports/cucumber/index.html and reports/code-coverage/index.html exist (to link them). */
  cucumberReport: boolean;
  codeCoverageReport: boolean;
  readings: Record<string, Reading[]>;
  /** Diff pages (oracle/diff.ts renderDiffHtml fragments): each overlay ruleset against its base. */
  diffs?: SiteDiff[];
  /** The published vectors, one page per procedure with an anchor per vector (linked from rule pages). */
  vectors?: { ruleset: string; procedure: string; vectors: Vector[] }[];
  /** Each ruleset's rulebook, normalised (oracle/quotes.ts loadRulebook), or null when ../shared/rulebooks is absent. */
  rulebooks?: Record<string, { text: string | null; dropLigatures: boolean }>;
}

/** One diff page of the site: `site/<base>/diff-<overlay>.html`. */
export interface SiteDiff {
  base: string;
  overlay: string;
  title: string;
  /** How many cases change outcome. */
  changed: number;
  /** The HTML fragment (a <section>). */
  html: string;
}

export const diffPagePath = (d: { base: string; overlay: string }): string => `site/${d.base}/diff-${d.overlay}.html`;

/** A whole HTML page around a diff fragment; `root` leads back to the reports directory (also used by `combat-oracle diff --html`). */
export function diffPage(title: string, fragment: string, root: string): string {
  return page(title, root, [`<p class="crumbs"><a href="${root}index.html">overview</a> › diff</p>`, fragment]);
}


export const STATUS_LABEL: Record<RuleStatus, string> = {
  covered: 'covered',
  'modelled-not-exercised': 'modelled, not exercised',
  'not-modelled': 'not modelled',
  'not-procedural': 'not procedural',
  'text-missing': 'text missing',
};

/** File name of a rule's page: the id itself (ids are `[OAETF]?digits(.digits)*`). */
export const rulePage = (id: string): string => `${id}.html`;
/** A procedure's vectors page, relative to site/<ruleset>/. */
export const vectorsPage = (procedure: string): string => `vectors-${procedure}.html`;

/** One page with every vector of a procedure: situation, readings, events and the expected state, output and trace. */
function vectorsPageHtml(ruleset: string, procedure: string, vectors: Vector[]): string {
  const json = (v: unknown) => esc(JSON.stringify(v));
  const body: string[] = [
    `<p class="crumbs"><a href="../../index.html#ruleset-${esc(ruleset)}">${esc(ruleset)}</a> › <a href="${esc(procedure)}.html">${esc(procedure)}</a> › vectors</p>`,
    `<h1>${esc(ruleset)}/${esc(procedure)}: ${vectors.length} vectors</h1>`,
    `<p>As published in <code>oracle/vectors/${esc(ruleset)}/${esc(procedure)}.json</code>: each case's situation (<code>input</code>), readings and events, and the state, output and trace the reference statechart gives. Each id is an anchor (<code>#&lt;id&gt;</code>).</p>`,
  ];
  for (const v of vectors) {
    body.push(
      `<section class="vector" id="${esc(v.id)}"><h2><a href="#${esc(v.id)}">${esc(v.id)}</a> <small>seed ${esc(v.seed)}</small></h2>`,
      `<p>Rules: ${v.rules.map((r) => `<a href="rules/${rulePage(r)}">${esc(r)}</a>`).join(' ')}. Expected state: <code>${esc(v.expect.state)}</code>.</p>`,
      `<details><summary>situation (input) and readings</summary><pre>${json(v.input)}</pre><pre>${json(v.readings)}</pre></details>`,
      '<table class="trace"><thead><tr><th>step</th><th>event</th><th>state</th><th>rules</th></tr></thead><tbody>',
      ...v.expect.trace.map((t, i) => `<tr><td>${i}</td><td><code>${t.event === null ? '(start)' : json(t.event)}</code></td><td><code>${esc(t.state)}</code></td><td>${t.rules.map(esc).join(' ')}</td></tr>`),
      '</tbody></table>',
      `<details><summary>expected output</summary><pre>${json(v.expect.output)}</pre></details>`,
      '</section>',
    );
  }
  return page(`${ruleset}/${procedure} — vectors`, '../../', body);
}

const RULE_STATUS_ORDER: RuleStatus[] = ['covered', 'modelled-not-exercised', 'not-modelled', 'not-procedural', 'text-missing'];

/** The status filter of the rules table: rows carry class row-<status>; works from the file system, no network. */
const FILTER_SCRIPT = `<script>
document.querySelectorAll('form.status-filter').forEach(function (form) {
  var table = document.getElementById(form.getAttribute('data-table'));
  form.addEventListener('change', function () {
    var v = form.querySelector('input:checked').value;
    table.querySelectorAll('tbody tr').forEach(function (tr) { tr.hidden = v !== 'all' && !tr.classList.contains('row-' + v); });
  });
});
</script>`;

const badge = (status: RuleStatus, viaSubRules = false): string => `<span class="badge status-${status}">${STATUS_LABEL[status]}${viaSubRules ? ' (via its sub-rules)' : ''}</span>`;
const ruleBadge = (r: RuleCoverage): string => badge(r.status, r.viaSubRules) + (r.cited ? ' <small class="muted">cited by a transition</small>' : '');
/** Its own class, not .badge: a rules-table row has one status .badge, which the site's filter and tests look for. */
const decisiveBadge = (a: RuleAblation): string => `<span class="decisive-badge decisive-${a.status}">${DECISIVE_LABEL[a.status]}</span>`;
const reachBadge = (r: Reach): string => `<span class="reach" style="border-color:${REACH_COLOUR[r]};color:${REACH_COLOUR[r]}">${REACH_LABEL[r]}</span>`;
const pct = (r: { reached: number; total: number; percent: number }): string => `${r.reached}/${r.total} <span class="pct">(${r.percent.toFixed(1)}%)</span>`;

function page(title: string, root: string, body: string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<link rel="stylesheet" href="${root}site/style.css">`,
    '</head>',
    '<body>',
    `<header><a class="home" href="${root}index.html">combat-oracle coverage</a></header>`,
    '<main>',
    ...body,
    '</main>',
    '<footer>Generated by <code>combat-oracle coverage</code> from the machines, the features, the Cucumber run, the vectors and the rule ablation. Do not edit.</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function legend(): string {
  const line = (r: Reach) =>
    `<svg class="legend-line" width="42" height="10" aria-hidden="true"><path d="M1,5 L41,5" stroke="${REACH_COLOUR[r]}" stroke-width="2"${REACH_DASH[r] ? ` stroke-dasharray="${REACH_DASH[r]}"` : ''}/></svg>`;
  return (
    `<table class="legend"><caption>Legend: a transition's colour, the mark that starts its label and its line pattern all say what took it</caption><tbody>` +
    (Object.keys(REACH_COLOUR) as Reach[]).map((r) => `<tr><td><span class="swatch" style="background:${REACH_COLOUR[r]}"></span></td><td><code class="mark">${REACH_MARK[r]}</code></td><td>${line(r)}</td><td>taken by ${REACH_LABEL[r]}</td></tr>`).join('') +
    '<tr><td></td><td><code class="mark">▭</code></td><td><svg class="legend-line" width="42" height="10" aria-hidden="true"><rect x="1" y="1" width="40" height="8" rx="3" fill="#eef3f8" stroke="#546e7a" stroke-dasharray="7 4"/></svg></td><td>a compound state: its states are inside the dashed frame</td></tr>' +
    '</tbody></table>'
  );
}

/** Zoom, fit and pan for the statechart (drag to move; works from the file system, no network). */
const DIAGRAM_SCRIPT = `<script>
(function () {
  var box = document.getElementById('diagram');
  var svg = box && box.querySelector('svg');
  if (!svg) return;
  var w = svg.viewBox.baseVal.width, h = svg.viewBox.baseVal.height, scale = 1;
  var label = document.getElementById('zoom-level');
  function set(s) { scale = Math.max(0.01, Math.min(3, s)); svg.style.width = (w * scale) + 'px'; svg.style.height = (h * scale) + 'px'; label.textContent = Math.round(scale * 100) + '%'; }
  document.getElementById('zoom-in').onclick = function () { set(scale * 1.25); };
  document.getElementById('zoom-out').onclick = function () { set(scale / 1.25); };
  document.getElementById('zoom-fit').onclick = function () { set((box.clientWidth - 16) / w); };
  document.getElementById('zoom-reset').onclick = function () { set(1); };
  var find = document.getElementById('find-state');
  find.onchange = function () {
    var g = svg.querySelector('[data-state="' + find.value + '"]');
    if (!g) return;
    var r = g.getBoundingClientRect(), b = box.getBoundingClientRect();
    box.scrollLeft += r.left - b.left - box.clientWidth / 2 + r.width / 2;
    box.scrollTop += r.top - b.top - box.clientHeight / 2 + r.height / 2;
    g.classList.add('found'); setTimeout(function () { g.classList.remove('found'); }, 1500);
  };
  var drag = null;
  box.addEventListener('pointerdown', function (e) { if (e.target.closest('a')) return; drag = { x: e.clientX, y: e.clientY, l: box.scrollLeft, t: box.scrollTop }; box.classList.add('dragging'); });
  window.addEventListener('pointermove', function (e) { if (!drag) return; box.scrollLeft = drag.l - (e.clientX - drag.x); box.scrollTop = drag.t - (e.clientY - drag.y); });
  window.addEventListener('pointerup', function () { drag = null; box.classList.remove('dragging'); });
  set(1);
  // Open on the initial state (wide charts start far from the left edge).
  var init = svg.querySelector('g.initial');
  if (init) {
    var r = init.getBoundingClientRect(), b = box.getBoundingClientRect();
    box.scrollLeft += r.left - b.left - box.clientWidth / 2;
  }
})();
</script>`;

function overview(report: CoverageReport, opts: SiteOptions): string {
  const body: string[] = ['<h1>Rule-path coverage</h1>'];
  body.push('<p class="links">');
  body.push(opts.cucumberReport ? '<a id="cucumber-report" href="cucumber/index.html">Cucumber report</a>' : '<span id="cucumber-report">Cucumber report: not generated (run <code>npm start</code>)</span>');
  body.push(' · ');
  body.push(opts.codeCoverageReport ? '<a id="code-coverage-report" href="code-coverage/index.html">Code coverage (c8)</a>' : '<span id="code-coverage-report">Code coverage: not generated (run <code>npm start</code>)</span>');
  body.push(' · <a href="coverage.json">coverage.json</a> · <a href="coverage.md">coverage.md</a>');
  const ablated = report.rulesets.some((rs) => rs.headline.ablation);
  body.push(ablated ? ' · <a id="ablation-report" href="ablation.md">ablation.md</a></p>' : ' · <span id="ablation-report">Rule ablation: not run (run <code>combat-oracle ablate</code>)</span></p>');
  if (!report.cucumber) body.push('<p class="warning">Cucumber has not run (no reports/cucumber/messages.ndjson): scenarios count by their tags only.</p>');
  for (const rs of report.rulesets) body.push(...rulesetOverview(rs));
  if (opts.diffs?.length) {
    body.push('<section class="diffs" id="diffs"><h2>Errata and other readings: what changes</h2>', '<p>Each overlay ruleset against its base, by <code>combat-oracle diff</code>; any other pair: <code>combat-oracle diff --from … --to … --html FILE</code>.</p>', '<ul>');
    for (const d of opts.diffs) body.push(`<li><a class="diff-link" href="${esc(diffPagePath(d))}">${esc(d.base)} → ${esc(d.overlay)}</a>: ${esc(d.title)} — ${d.changed} case${d.changed === 1 ? '' : 's'} change outcome</li>`);
    body.push('</ul>', '</section>');
  }
  body.push(FILTER_SCRIPT);
  return page('Rule-path coverage', '', body);
}

function rulesetOverview(rs: RulesetCoverage): string[] {
  const h = rs.headline;
  const base = `site/${rs.id}/`;
  const out: string[] = [`<section class="ruleset" id="ruleset-${esc(rs.id)}">`, `<h2>${esc(rs.id)} — ${esc(rs.title)}</h2>`];
  out.push(
    '<div class="headline">',
    `<div class="figure"><div class="big">${h.modelled.percent.toFixed(1)}%</div>of ${h.proceduralRules} procedural rules modelled (${h.modelled.reached})</div>`,
    `<div class="figure"><div class="big">${h.exercisedByScenarios.percent.toFixed(1)}%</div>exercised by scenarios (${h.exercisedByScenarios.reached})</div>`,
    `<div class="figure"><div class="big">${h.inVectors.percent.toFixed(1)}%</div>in vectors (${h.inVectors.reached})</div>`,
    h.decisive
      ? `<div class="figure" id="decisive-${esc(rs.id)}"><div class="big">${h.decisive.percent.toFixed(1)}%</div>decisive (${h.decisive.reached})<br><small>${esc(ablationFigures(h.ablation))}</small></div>`
      : `<div class="figure" id="decisive-${esc(rs.id)}"><div class="big">—</div>decisive: ablation not run<br><small>run <code>combat-oracle ablate</code></small></div>`,
    '</div>',
  );
  if (h.ablation?.stale.length) out.push(`<p class="warning">The ablation report does not match this build (rerun <code>combat-oracle ablate</code>): ${h.ablation.stale.map(esc).join('; ')}.</p>`);
  const procedural = rs.rules.filter((r) => r.procedural).length;
  out.push(
    `<p>Scenarios: ${rs.scenarios.total} (${rs.scenarios.run} ran, ${rs.scenarios.passed} passed, ${rs.scenarios.failed} failed). Rules: ${rs.rules.length}, of which ${procedural} procedural — ` +
      (Object.keys(rs.statusCounts) as RuleStatus[]).map((s) => `${badge(s)} ${rs.statusCounts[s]}`).join(' '),
    '</p>',
    '<details class="explain" open><summary>What the figures count</summary><ul>',
    `<li><strong>Procedural rules</strong> (${h.proceduralRules}): the rules of <code>machines/${esc(rs.id)}/rules.json</code> marked procedural — rules a statechart can carry out. Only they are counted; the ${rs.statusCounts['not-procedural']} others (definitions, designer's notes, components, examples) are <em>not procedural</em>, even when a transition cites one.</li>`,
    `<li><strong>Modelled</strong> (${h.modelled.reached} = ${badge('covered')} ${rs.statusCounts.covered} + ${badge('modelled-not-exercised')} ${rs.statusCounts['modelled-not-exercised']}): a transition or state of a statechart cites the rule, or the rule is a procedure's whole section, or — for a heading nothing cites itself — every procedural sub-rule is modelled (marked <em>via its sub-rules</em>).</li>`,
    `<li><strong>Exercised by scenarios</strong> (${h.exercisedByScenarios.reached} = ${badge('covered')}): modelled, and a passing Cucumber scenario is tagged with the rule or takes a transition that cites it.</li>`,
    `<li><strong>In vectors</strong> (${h.inVectors.reached}): a published vector's trace passes through the rule (a heading modelled via its sub-rules: through every one of them).</li>`,
    `<li>${badge('not-modelled')} (${rs.statusCounts['not-modelled']}): procedural rules no statechart carries out yet, listed below.</li>`,
    `<li><strong>Decisive</strong> (${h.decisive ? h.decisive.reached : 'ablation not run'}): the rule ablation (<code>combat-oracle ablate</code>) derives at least one mutant of the rule that is not a registered equivalent (a term of it dropped or its sign flipped, a strict comparison it decides loosened), and some vector answers differently under every one. ` +
      `All rules, procedural or not: ${decisiveBadge(ablationOf('decisive'))} ${rs.decisiveCounts.decisive}, ${decisiveBadge(ablationOf('not-decisive'))} ${rs.decisiveCounts['not-decisive']} (a mutant survives: the vectors would pass an engine that gets the rule wrong that way), ` +
      `${decisiveBadge(ablationOf('equivalent-only'))} ${rs.decisiveCounts['equivalent-only']}, ${decisiveBadge(ablationOf('no-mutants'))} ${rs.decisiveCounts['no-mutants']} (not counted as decisive)` +
      (h.decisive ? '' : `, ${decisiveBadge(ablationOf('ablation-not-run'))} ${rs.decisiveCounts['ablation-not-run']}`) +
      '.</li>',
    '</ul></details>',
  );
  const missing = rs.rules.filter((r) => r.status === 'not-modelled');
  out.push(`<h3 id="not-modelled-${esc(rs.id)}">Not modelled (${missing.length})</h3>`);
  out.push(missing.length ? `<ul class="not-modelled">${missing.map((r) => `<li><a href="${base}rules/${rulePage(r.id)}">${esc(r.id)}</a> ${esc(r.title)}</li>`).join('')}</ul>` : '<p class="good">Every procedural rule is modelled.</p>');
  out.push('<h3>Procedures</h3>', '<table class="procedures">', '<thead><tr><th>procedure</th><th>section</th><th>states by scenarios</th><th>states by vectors</th><th>transitions by scenarios</th><th>transitions by vectors</th><th>reached by neither</th><th>scenarios</th><th>vectors</th></tr></thead>', '<tbody>');
  for (const p of rs.procedures) {
    const f = p.figures;
    out.push(
      `<tr><td><a class="procedure-link" href="${base}${esc(p.procedure)}.html">${esc(p.procedure)}</a><br><small>${esc(p.title)}</small></td><td>${p.section.map((s) => `<a href="${base}rules/${rulePage(s)}">${esc(s)}</a>`).join(' ')}</td>` +
        `<td>${pct(f.statesByScenarios)}</td><td>${pct(f.statesByVectors)}</td><td>${pct(f.transitionsByScenarios)}</td><td>${pct(f.transitionsByVectors)}</td><td class="${p.unreached.length ? 'bad' : ''}">${p.unreached.length}</td><td>${p.scenarios}</td><td>${p.vectors}</td></tr>`,
    );
  }
  out.push('</tbody>', '</table>');
  const filterName = `status-filter-${esc(rs.id)}`;
  out.push(
    '<h3>Rules</h3>',
    `<form class="status-filter" data-table="rules-${esc(rs.id)}" aria-label="Show rules by status">Show: ` +
      [['all', `all (${rs.rules.length})`], ...RULE_STATUS_ORDER.map((st) => [st, `${STATUS_LABEL[st]} (${rs.statusCounts[st]})`])]
        .map(([v, label], i) => `<label><input type="radio" name="${filterName}" value="${v}"${i === 0 ? ' checked' : ''}> ${esc(label)}</label>`)
        .join(' ') +
      '</form>',
    `<table class="rules overview" id="rules-${esc(rs.id)}">`,
    '<thead><tr><th>rule</th><th>title</th><th>kind</th><th>procedural</th><th>status</th><th>transitions</th><th>scenarios</th><th>vectors</th><th>decisive</th></tr></thead>',
    '<tbody>',
  );
  for (const r of rs.rules) {
    const depth = r.id.split('.').length - 1;
    out.push(
      `<tr class="row-${r.status}"><td style="padding-left:${0.4 + depth * 0.8}em"><a href="${base}rules/${rulePage(r.id)}">${esc(r.id)}</a></td><td>${esc(r.title)}</td><td>${r.kind}</td><td>${r.procedural ? 'yes' : 'no'}</td><td>${ruleBadge(r)}</td>` +
        `<td>${r.transitions.length || ''}</td><td>${r.scenarios.length || ''}</td><td>${r.vectors.count || ''}</td><td>${r.ablation.status === 'no-mutants' ? '' : decisiveBadge(r.ablation)}</td></tr>`,
    );
  }
  out.push('</tbody>', '</table>', '</section>');
  return out;
}

/** The diagram's input: the procedure's states and transitions, each nested chart collapsed to one box. */
export function diagramInputFor(p: ProcedureCoverage, rulesHref: (id: string) => string | null): DiagramInput {
  return collapseNested(
    {
      id: p.procedure,
      initial: p.initial,
      initials: p.initials,
      states: p.states.map((s) => ({ id: s.id, type: s.type, reach: s.reach })),
      transitions: p.transitions.map((t) => ({ key: t.key, source: t.source, event: t.event, guard: t.guard, target: t.target, rules: t.rules, reach: t.reach })),
      ruleHref: rulesHref,
    },
    p.nested.map((n) => n.state),
  );
}

export function diagramFor(p: ProcedureCoverage, rulesHref: (id: string) => string | null): string {
  return renderDiagram(diagramInputFor(p, rulesHref));
}

const siteDrawings = new WeakMap<ProcedureCoverage, string>();
/**
 * The site's drawing of a procedure (rule links relative to site/<ruleset>/, `known` its ruleset's rule
 * ids), laid out once per report: the rule explorer (oracle/explorer/build.ts) shows the same SVG.
 */
export function siteDiagram(p: ProcedureCoverage, known: ReadonlySet<string>): string {
  let svg = siteDrawings.get(p);
  if (svg === undefined) {
    svg = diagramFor(p, (id) => (known.has(id) ? `rules/${rulePage(id)}` : null));
    siteDrawings.set(p, svg);
  }
  return svg;
}

function procedurePage(rs: RulesetCoverage, p: ProcedureCoverage, svg: string): string {
  const known = new Set(rs.rules.map((r) => r.id));
  const drawn = diagramInputFor(p, () => null).states.map((s) => s.id);
  const ruleLink = (id: string): string => (known.has(id) ? `<a href="rules/${rulePage(id)}">${esc(id)}</a>` : esc(id));
  const f = p.figures;
  const body: string[] = [
    `<p class="crumbs"><a href="../../index.html#ruleset-${esc(rs.id)}">${esc(rs.id)}</a> › ${esc(p.procedure)}</p>`,
    `<h1>${esc(p.title)} <small>(${esc(rs.id)}/${esc(p.procedure)})</small></h1>`,
    `<p>Section ${p.section.map(ruleLink).join(', ')}. ${p.scenarios} scenarios ran this procedure; <a href="${vectorsPage(p.procedure)}">${p.vectors} vectors</a>. Machine definition: <code>oracle/machines/${esc(rs.id)}/${esc(p.procedure)}.json</code>; vectors: <code>oracle/vectors/${esc(rs.id)}/${esc(p.procedure)}.json</code>.</p>`,
    '<table class="figures"><thead><tr><th></th><th>by scenarios</th><th>by vectors</th></tr></thead><tbody>',
    `<tr><th>states</th><td>${pct(f.statesByScenarios)}</td><td>${pct(f.statesByVectors)}</td></tr>`,
    `<tr><th>transitions</th><td>${pct(f.transitionsByScenarios)}</td><td>${pct(f.transitionsByVectors)}</td></tr>`,
    '</tbody></table>',
    '<h2>Statechart</h2>',
    legend(),
    `<div class="diagram-tools" role="toolbar" aria-label="Statechart view"><button type="button" id="zoom-out" title="zoom out">−</button> <span id="zoom-level">100%</span> <button type="button" id="zoom-in" title="zoom in">+</button> <button type="button" id="zoom-fit">fit width</button> <button type="button" id="zoom-reset">100%</button> <label>go to state <select id="find-state"><option value="">—</option>${drawn.map((id) => `<option value="${esc(id)}">${esc(id)}</option>`).join('')}</select></label> <small class="muted">drag the chart to move it</small></div>`,
    `<div class="diagram" id="diagram">${svg}</div>`,
    DIAGRAM_SCRIPT,
    ...(p.nested.length
      ? [
          `<p class="nested-note">Drawn as one box each, the charts of other procedures nested here: ${[...new Set(p.nested.map((n) => n.procedure))]
            .map((proc) => `${p.nested.filter((n) => n.procedure === proc).map((n) => `<code>${esc(n.state)}</code>`).join(', ')} (the ${rs.procedures.some((q) => q.procedure === proc) ? `<a href="${esc(proc)}.html">${esc(proc)}</a>` : esc(proc)} chart: its states and transitions are drawn on its own page, and listed under Transitions below)`)
            .join('; ')}.</p>`,
        ]
      : []),
    `<p><a href="${esc(p.procedure)}.svg">The diagram as an SVG file</a>. States are in rulebook order, layered by distance from the initial state; each transition is labelled with its event, guard and rule ids.</p>`,
  ];
  body.push('<h2>Transitions never reached</h2>');
  body.push(p.unreached.length ? `<ul class="unreached">${p.unreached.map((k) => `<li><code>${esc(k)}</code></li>`).join('')}</ul>` : '<p class="good">None: every transition is taken by a scenario or a vector.</p>');
  body.push('<h2>Transitions</h2>', '<table class="transitions"><thead><tr><th>transition</th><th>rules</th><th>scenarios</th><th>vectors</th><th>taken by</th></tr></thead><tbody>');
  for (const t of p.transitions)
    body.push(`<tr><td><code>${esc(t.key)}</code></td><td>${t.rules.map(ruleLink).join(' ')}</td><td>${t.scenarios.length}</td><td>${t.vectors ? 'yes' : 'no'}</td><td>${reachBadge(t.reach)}</td></tr>`);
  body.push('</tbody></table>');
  body.push('<h2>States</h2>', '<table class="states"><thead><tr><th>state</th><th>type</th><th>rules</th><th>reached by</th></tr></thead><tbody>');
  for (const s of p.states) body.push(`<tr><td><code>${esc(s.id)}</code></td><td>${esc(s.type)}</td><td>${s.rules.map(ruleLink).join(' ')}</td><td>${reachBadge(s.reach)}</td></tr>`);
  body.push('</tbody></table>');
  body.push('<h2>Rules this procedure names</h2>', `<p>${p.rules.map(ruleLink).join(' ')}</p>`);
  return page(`${rs.id}/${p.procedure} — coverage`, '../../', body);
}

function ruleTextHtml(r: RuleCoverage, book: { text: string | null; dropLigatures: boolean } | undefined, positions: Map<string, number>): string[] {
  if (!book?.text) return ['<p class="muted">The rulebook text is not beside this checkout (<code>../shared/rulebooks</code>), so only the quotes below are shown.</p>'];
  const parts = ruleText(book.text, r.id, positions, r.quotes.map((q) => q.text), book.dropLigatures);
  if (!parts) return [`<p class="muted">The heading “${esc(r.id)} ${esc(r.title)}” is not found in the rulebook extraction; the quotes below are what the features cite.</p>`];
  const quoted = parts.filter((p) => p.quoted).reduce((n, p) => n + p.text.length, 0);
  const total = parts.reduce((n, p) => n + p.text.length, 0);
  return [
    `<p class="muted">The whole rule as the rulebook extraction gives it (columns of the PDF may be interleaved), from its heading to the next rule's. <mark class="quoted">Marked</mark>: quoted by a feature (${Math.round((quoted / Math.max(1, total)) * 100)}% of the text); <span class="unquoted">plain</span>: quoted by no feature.</p>`,
    `<div class="rule-text">${parts.map((p) => (p.quoted ? `<mark class="quoted">${esc(p.text)}</mark>` : `<span class="unquoted">${esc(p.text)}</span>`)).join('')}</div>`,
  ];
}

const ablationOf = (status: RuleAblation['status']): RuleAblation => ({ status, mutants: 0, killed: 0, equivalent: 0, survivors: [] });

/** What a rule page says about its decisive status. */
function ablationText(a: RuleAblation): string {
  if (a.status === 'ablation-not-run') return 'The rule ablation has not run (no <code>reports/ablation.json</code>; run <code>combat-oracle ablate</code>), so nothing is said about whether the vectors would notice this rule got wrong.';
  if (a.status === 'no-mutants') return 'The ablation derives no mutant of this rule (no derivation term or outcome comparison of it runs in any vector), so it is not counted as decisive.';
  const counts = `${a.mutants} mutant${a.mutants === 1 ? '' : 's'}: ${a.killed} killed, ${a.equivalent} equivalent, ${a.survivors.length} surviving.`;
  const what =
    a.status === 'decisive'
      ? 'Every non-equivalent mutant of this rule changes some vector’s outcome: an engine that gets it wrong in one of these ways fails a vector.'
      : a.status === 'equivalent-only'
        ? 'Every mutant of this rule is a registered equivalent (it cannot change an outcome), so it is not counted as decisive.'
        : 'Some mutants survive: an engine that gets this rule wrong in these ways still passes every vector.';
  return `${counts} ${what} Details: <a href="../../../ablation.md">ablation.md</a>.`;
}

/** A rule page's ablation section: its decisive status, its mutants and the survivors. */
function ablationHtml(a: RuleAblation): string[] {
  const out = ['<h2 id="ablation">Rule ablation</h2>', `<p>${decisiveBadge(a)} ${ablationText(a)}</p>`];
  if (a.survivors.length) out.push(`<ul class="survivors">${a.survivors.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`);
  return out;
}

function rulePageHtml(rs: RulesetCoverage, r: RuleCoverage, readings: Reading[], book?: { text: string | null; dropLigatures: boolean }, positions = new Map<string, number>()): string {
  const byId = new Map(rs.rules.map((x) => [x.id, x]));
  const link = (id: string): string => (byId.has(id) ? `<a href="${rulePage(id)}">${esc(id)}</a>` : esc(id));
  const body: string[] = [];
  const chain: string[] = [];
  for (let p = r.parent; p; p = byId.get(p)?.parent ?? null) chain.unshift(p);
  body.push(`<p class="crumbs"><a href="../../../index.html#ruleset-${esc(rs.id)}">${esc(rs.id)}</a>${chain.map((c) => ` › ${link(c)}`).join('')} › ${esc(r.id)}</p>`);
  body.push(`<h1>${esc(r.id)} ${esc(r.title)}</h1>`);
  body.push(`<p>${ruleBadge(r)} <a href="#ablation">${decisiveBadge(r.ablation)}</a> ${r.kind} rule, ${r.procedural ? 'procedural' : 'not procedural'}.</p>`);
  body.push('<h2>Rulebook text</h2>');
  body.push(...ruleTextHtml(r, book, positions));
  body.push('<h3>Quoted by the features</h3>');
  if (r.quotes.length) {
    for (const q of r.quotes) body.push(`<blockquote>“${esc(q.text)}”<cite>${esc(q.uri)}:${q.line}, Rule: ${esc(q.block)}</cite></blockquote>`);
  } else body.push('<p class="muted">No feature quotes this rule yet.</p>');
  body.push('<h2>Modelled by</h2>');
  if (r.sectionOf.length) body.push(`<p>The section implemented by ${r.sectionOf.map((p) => `<a href="../${esc(p)}.html">${esc(p)}</a>`).join(', ')} as a whole.</p>`);
  if (r.transitions.length) {
    body.push('<table class="transitions"><thead><tr><th>procedure</th><th>transition</th><th>guard</th><th>taken by</th></tr></thead><tbody>');
    for (const t of r.transitions) body.push(`<tr><td><a href="../${esc(t.procedure)}.html">${esc(t.procedure)}</a></td><td><code>${esc(t.key)}</code></td><td>${t.guard ? `<code>${esc(t.guard)}</code>` : ''}</td><td>${reachBadge(t.reach)}</td></tr>`);
    body.push('</tbody></table>');
  }
  if (r.states.length) body.push(`<p>States: ${r.states.map((s) => `<a href="../${esc(s.procedure)}.html">${esc(s.procedure)}</a>.<code>${esc(s.state)}</code>`).join(', ')}</p>`);
  if (!r.sectionOf.length && !r.transitions.length && !r.states.length) body.push('<p class="muted">No machine implements this rule.</p>');
  body.push('<h2>Scenarios</h2>');
  if (r.scenarios.length) {
    body.push('<table class="scenarios"><thead><tr><th>scenario</th><th>where</th><th>how</th><th>result</th></tr></thead><tbody>');
    for (const s of r.scenarios)
      body.push(`<tr><td>${esc(s.name)}</td><td><code>${esc(s.uri)}:${s.line}</code></td><td>${s.via.map((v) => (v === 'tag' ? 'tagged' : 'took its transitions')).join(', ')}</td><td class="result-${s.status}">${s.status}</td></tr>`);
    body.push('</tbody></table>');
  } else body.push('<p class="muted">No scenario exercises this rule.</p>');
  body.push('<h2>Vectors</h2>');
  if (r.vectors.count) {
    body.push(`<p>${r.vectors.count} vectors pass through this rule.</p>`, '<table class="vectors"><thead><tr><th>procedure</th><th>seed</th><th>vectors</th></tr></thead><tbody>');
    for (const v of r.vectors.byProcedure) body.push(`<tr><td><a href="../${esc(v.procedure)}.html">${esc(v.procedure)}</a> (<a href="../${vectorsPage(v.procedure)}">vectors</a>)</td><td>${esc(v.seed)}</td><td>${v.count}</td></tr>`);
    const procOf = (id: string) => r.vectors.byProcedure.map((b) => b.procedure).find((p) => id.startsWith(`${p}-`)) ?? id.replace(/-[0-9a-f]+$/, '');
    body.push('</tbody></table>', `<p>First ids: ${r.vectors.sample.map((id) => `<a class="vector-link" href="../${vectorsPage(procOf(id))}#${esc(id)}"><code>${esc(id)}</code></a>`).join(' ')}</p>`);
  } else body.push('<p class="muted">No vector passes through this rule.</p>');
  body.push(...ablationHtml(r.ablation));
  const mine = readings.filter((x) => r.readings.includes(x.id));
  if (mine.length) {
    body.push('<h2>Readings</h2>');
    for (const x of mine) {
      body.push(`<div class="reading"><h3><code>${esc(x.id)}</code></h3><p>${esc(x.question)}</p><ul>`);
      for (const a of x.alternatives) body.push(`<li><code>${esc(a.id)}</code>${a.id === x.default ? ' <strong>(default)</strong>' : ''}: ${esc(a.means)}</li>`);
      body.push(`</ul><p><small>${esc(x.reason)}</small></p></div>`);
    }
  }
  const children = rs.rules.filter((c) => c.parent === r.id);
  if (children.length) {
    body.push('<h2>Sub-rules</h2>', '<ul class="children">');
    for (const c of children) body.push(`<li>${link(c.id)} ${esc(c.title)} ${ruleBadge(c)}</li>`);
    body.push('</ul>');
  }
  return page(`${rs.id} ${r.id} ${r.title} — coverage`, '../../../', body);
}

const STYLE = `body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #1b1b1b; background: #fafafa; }
header { background: #263238; padding: .6em 1.2em; }
header a.home { color: #fff; text-decoration: none; font-weight: 600; }
main { padding: 1em 1.6em; max-width: 1400px; }
footer { padding: 1em 1.6em; color: #666; font-size: .85em; }
h1 small { color: #666; font-weight: normal; font-size: .6em; }
table { border-collapse: collapse; margin: .6em 0 1.2em; background: #fff; }
th, td { border: 1px solid #ddd; padding: .25em .55em; text-align: left; vertical-align: top; font-size: .92em; }
thead th { background: #eceff1; }
.pct { color: #666; }
.headline { display: flex; gap: 1em; margin: .6em 0; }
.figure { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: .6em 1em; min-width: 12em; }
.figure .big { font-size: 2em; font-weight: 700; color: #263238; }
.badge, .decisive-badge { display: inline-block; border-radius: 3px; padding: 0 .4em; font-size: .85em; white-space: nowrap; }
.status-covered { background: #c8e6c9; color: #1b5e20; }
.status-modelled-not-exercised { background: #ffe0b2; color: #8a4b00; }
.status-not-modelled { background: #ffcdd2; color: #8e0000; }
.status-not-procedural { background: #eceff1; color: #455a64; }
.status-text-missing { background: #fff3e0; color: #8d6e63; }
.decisive-decisive { background: #c8e6c9; color: #1b5e20; }
.decisive-not-decisive { background: #ffcdd2; color: #8e0000; }
.decisive-equivalent-only, .decisive-no-mutants, .decisive-ablation-not-run { background: #eceff1; color: #455a64; }
.reach { border: 1px solid; border-radius: 3px; padding: 0 .35em; font-size: .85em; white-space: nowrap; }
.swatch { display: inline-block; width: .9em; height: .9em; vertical-align: middle; border-radius: 2px; }
.diagram { overflow: auto; max-height: 75vh; background: #fff; border: 1px solid #ddd; padding: .4em; cursor: grab; }
.diagram.dragging { cursor: grabbing; user-select: none; }
.diagram-tools { position: sticky; top: 0; background: #fafafa; padding: .3em 0; z-index: 1; }
.diagram-tools button { min-width: 2.2em; }
.diagram .found rect { stroke-width: 5; }
table.legend td { border: none; padding: .1em .4em; }
table.legend caption { text-align: left; font-size: .92em; color: #444; }
.legend-line { vertical-align: middle; }
code.mark { font-weight: bold; }
.diagram svg { display: block; }
blockquote { background: #fff; border-left: 4px solid #90a4ae; margin: .6em 0; padding: .5em 1em; }
blockquote cite { display: block; color: #666; font-size: .85em; margin-top: .3em; }
.muted { color: #777; }
.warning { background: #fff3e0; border: 1px solid #ffb74d; padding: .4em .8em; }
.bad { color: #b71c1c; font-weight: 700; }
.good { color: #1b5e20; }
.result-failed { color: #b71c1c; font-weight: 700; }
.crumbs { color: #666; }
.explain { background: #fff; border: 1px solid #ddd; padding: .4em .8em; margin: .6em 0; }
.explain li { margin: .2em 0; }
ul.not-modelled { columns: 3; background: #fff; border: 1px solid #ddd; padding: .5em 1em .5em 2em; }
.status-filter { margin: .4em 0; }
section.vector { border-top: 1px solid #ddd; padding-top: .3em; }
section.vector h2 { font-size: 1.05em; }
section.vector pre { white-space: pre-wrap; word-break: break-all; background: #fff; border: 1px solid #ddd; padding: .4em; font-size: .82em; }
.rule-text { background: #fff; border: 1px solid #ddd; padding: .6em 1em; line-height: 1.55; }
mark.quoted { background: #c8e6c9; color: inherit; border-bottom: 2px solid #1b5e20; }
.unquoted { color: #555; }
.status-filter label { margin-right: .8em; white-space: nowrap; }
`;

export function siteFiles(report: CoverageReport, opts: SiteOptions): SiteFile[] {
  const files: SiteFile[] = [
    { path: 'index.html', content: overview(report, opts) },
    { path: 'site/style.css', content: STYLE },
  ];
  for (const rs of report.rulesets) {
    const known = new Set(rs.rules.map((r) => r.id));
    for (const p of rs.procedures) {
      const svg = siteDiagram(p, known);
      files.push({ path: `site/${rs.id}/${p.procedure}.svg`, content: `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generated by combat-oracle coverage from machines/${rs.id}/${p.procedure}.ts. Do not edit. -->\n${svg}` });
      files.push({ path: `site/${rs.id}/${p.procedure}.html`, content: procedurePage(rs, p, svg) });
    }
    const book = opts.rulebooks?.[rs.id];
    const positions = book?.text ? headingPositions(book.text, rs.rules, book.dropLigatures) : new Map<string, number>();
    for (const r of rs.rules) files.push({ path: `site/${rs.id}/rules/${rulePage(r.id)}`, content: rulePageHtml(rs, r, opts.readings[rs.id] ?? [], book, positions) });
  }
  for (const g of opts.vectors ?? []) files.push({ path: `site/${g.ruleset}/${vectorsPage(g.procedure)}`, content: vectorsPageHtml(g.ruleset, g.procedure, g.vectors) });
  for (const d of opts.diffs ?? []) files.push({ path: diffPagePath(d), content: diffPage(`diff ${d.base} → ${d.overlay}`, d.html, '../../') });
  return files;
}
