/**
 * A procedure's statechart as an SVG diagram, laid out here at build time from the machine definition
 * (no network, no layout library): a small layered (Sugiyama-style) layout.
 *
 * 1. Layers: breadth-first distance from the initial state; within a layer, states keep the order in
 *    which the machine defines them (rulebook order).
 * 2. Rows alternate between states and edge labels. Every transition gets a label box (event, guard,
 *    rule ids) in the label row next to its source: below it for a transition to a later layer or the
 *    same layer, above it for one back to an earlier layer. Transitions spanning several rows get a
 *    dummy point in each row between, so no edge runs through a box.
 * 3. Order within rows: a few barycentre sweeps (crossing reduction), starting from rulebook order.
 * 4. Horizontal placement: each node pulled toward the mean of its neighbours, then pushed apart to keep
 *    the row's order and spacing.
 * 5. Edges: smooth cubic curves through their points, coloured by coverage, drawn under the labels.
 *
 * Flat machines are what procedures use (STYLE.md); a compound state is drawn as an ordinary box and,
 * behind its descendants, as a dashed frame around them, labelled with its name. Coverage is told by
 * colour and, for readers who cannot tell the colours apart, by a mark at the start of each transition
 * label (REACH_MARK) and the dash pattern of its edge (REACH_DASH).
 * Widths are estimated from a monospace font, so the output does not depend on a font being present.
 * Deterministic: the same machine and coverage give the same bytes.
 */
import type { Reach } from './compute';
import { esc } from '../html';

export interface DiagramState {
  id: string;
  type: string;
  reach: Reach;
}

export interface DiagramTransition {
  key: string;
  source: string;
  event: string;
  guard: string | null;
  target: string | null;
  rules: string[];
  reach: Reach;
}

export interface DiagramInput {
  id: string;
  initial: string;
  states: DiagramState[];
  transitions: DiagramTransition[];
  /** Each compound state's initial child; without it, its first child. */
  initials?: Record<string, string>;
  /** Link target for a rule id (relative URL), or null for no link. */
  ruleHref?: (rule: string) => string | null;
}

/**
 * The diagram with each nested chart (a chart of another procedure sitting in a state of this one:
 * oracle/nested.ts) drawn as one box: the nesting state without its descendants. Transitions inside
 * the chart are left out (the nested procedure's own diagram draws them); one leaving it starts at the
 * box, one entering it ends there. The host's own transitions into and out of the box stay.
 */
export function collapseNested(input: DiagramInput, states: readonly string[]): DiagramInput {
  if (!states.length) return input;
  const boxOf = (id: string | null): string | null => (id === null ? null : (states.find((n) => id === n || id.startsWith(`${n}.`)) ?? null));
  return {
    ...input,
    states: input.states.filter((s) => boxOf(s.id) === null || boxOf(s.id) === s.id).map((s) => (boxOf(s.id) === s.id ? { ...s, type: 'atomic' } : s)),
    transitions: input.transitions
      .filter((t) => {
        const from = boxOf(t.source);
        // Inside the chart: from one of its states (not the box's own transitions) to itself or nowhere.
        return !(from !== null && from !== t.source && (t.target === null || boxOf(t.target) === from));
      })
      .map((t) => ({ ...t, source: boxOf(t.source) ?? t.source, target: t.target === null ? null : (boxOf(t.target) ?? t.target) })),
    initials: Object.fromEntries(Object.entries(input.initials ?? {}).filter(([parent]) => boxOf(parent) === null)),
  };
}

export const REACH_COLOUR: Record<Reach, string> = {
  both: '#2e7d32',
  scenarios: '#1565c0',
  vectors: '#b26a00',
  none: '#c62828',
};

/** The non-colour cues: each transition label starts with its mark, and its edge has its own dash pattern. */
export const REACH_MARK: Record<Reach, string> = { both: '✓', scenarios: 'S', vectors: 'V', none: '✗' };
export const REACH_DASH: Record<Reach, string | null> = { both: null, scenarios: '9 3', vectors: '2 3', none: '5 4' };

export const REACH_LABEL: Record<Reach, string> = {
  both: 'scenarios and vectors',
  scenarios: 'scenarios only',
  vectors: 'vectors only',
  none: 'neither',
};

const STATE_FONT = 13;
const LABEL_FONT = 11;
const CHAR = 0.6; // monospace advance, in em
const STATE_H = 34;
const LINE_H = 14;
const GAP_X = 28;
const GAP_Y = 26;
const MARGIN = 24;
const BLOCK_GAP = 5;

interface Node {
  id: string;
  row: number;
  kind: 'state' | 'label' | 'dummy';
  w: number;
  h: number;
  x: number; // centre
  y: number; // centre
  order: number;
  neighbours: Node[];
  state?: DiagramState;
  lines?: string[];
}

interface Chain {
  /** Transitions with the same source and target share one edge and one label box, a block each. */
  ts: DiagramTransition[];
  reach: Reach;
  nodes: Node[];
  dir: 'down' | 'up' | 'same';
  /** A compound state's edge to its first child: drawn dashed and grey, with no label. */
  structural?: boolean;
}

/** Worst first: the colour of an edge shared by several transitions is that of the least reached. */
const REACH_ORDER: Reach[] = ['none', 'vectors', 'scenarios', 'both'];

const fmt = (n: number): string => String(Math.round(n * 10) / 10);
const textWidth = (s: string, font: number): number => s.length * font * CHAR;

/** Two lines per transition: `EVENT [guard]`, then its rule ids. */
function labelLines(t: DiagramTransition): string[] {
  // `xstate.done.state.turn.advancingTime` → `done(advancingTime)`: the event XState raises when a compound state finishes.
  const done = /^xstate\.done\.state\.[^.]+\.(.+)$/.exec(t.event);
  const event = done ? `done(${done[1]})` : t.event;
  const mark = REACH_MARK[t.reach];
  return [t.guard ? `${mark} ${event} [${t.guard}]` : `${mark} ${event}`, t.rules.length ? t.rules.join(' ') : '(no rule)'];
}

/** A compound state's first child (its initial state in rulebook order), for each compound state drawn. */
export function firstChildren(states: readonly { id: string }[], initials: Record<string, string> = {}): Map<string, string> {
  const ids = new Set(states.map((s) => s.id));
  const out = new Map<string, string>();
  for (const [parent, child] of Object.entries(initials).sort()) if (ids.has(parent) && ids.has(child)) out.set(parent, child);
  for (const s of states) {
    const dot = s.id.lastIndexOf('.');
    const parent = dot > 0 ? s.id.slice(0, dot) : null;
    if (parent && ids.has(parent) && !out.has(parent)) out.set(parent, s.id);
  }
  return out;
}

export function layoutLayers(input: DiagramInput): Map<string, number> {
  const layer = new Map<string, number>();
  const out = new Map<string, string[]>();
  for (const [parent, child] of firstChildren(input.states, input.initials)) out.set(parent, [child]);
  for (const t of input.transitions) {
    const target = (t.target ?? t.source).split(',')[0];
    out.set(t.source, [...(out.get(t.source) ?? []), target]);
  }
  const start = input.states.some((s) => s.id === input.initial) ? input.initial : input.states[0]?.id;
  if (start === undefined) return layer;
  layer.set(start, 0);
  const queue = [start];
  while (queue.length) {
    const s = queue.shift()!;
    for (const n of out.get(s) ?? []) {
      if (!layer.has(n)) {
        layer.set(n, layer.get(s)! + 1);
        queue.push(n);
      }
    }
  }
  const max = Math.max(0, ...layer.values());
  for (const s of input.states) if (!layer.has(s.id)) layer.set(s.id, max + 1);
  return layer;
}

export function renderDiagram(input: DiagramInput): string {
  const layer = layoutLayers(input);
  const rows: Node[][] = [];
  const put = (n: Node): Node => {
    while (rows.length <= n.row) rows.push([]);
    n.order = rows[n.row].length;
    rows[n.row].push(n);
    return n;
  };
  const stateNode = new Map<string, Node>();
  for (const s of input.states) {
    const w = Math.max(90, textWidth(s.id, STATE_FONT) + 24);
    stateNode.set(s.id, put({ id: `s:${s.id}`, row: 2 * layer.get(s.id)!, kind: 'state', w, h: STATE_H, x: 0, y: 0, order: 0, neighbours: [], state: s }));
  }
  const chains: Chain[] = [];
  const groups = new Map<string, DiagramTransition[]>();
  for (const t of input.transitions) {
    const k = `${t.source}\u0000${(t.target ?? t.source).split(',')[0]}`;
    groups.set(k, [...(groups.get(k) ?? []), t]);
  }
  const entries: [string, string, DiagramTransition[]][] = [...firstChildren(input.states, input.initials)].map(([p, c]) => [p, c, []]);
  for (const ts of groups.values()) entries.push([ts[0].source, (ts[0].target ?? ts[0].source).split(',')[0], ts]);
  entries.forEach(([from, to, ts], i) => {
    const src = stateNode.get(from);
    const dst = stateNode.get(to);
    if (!src || !dst) return;
    if (!ts.length) {
      // Structural edge: a chain of dummies only.
      const dir: Chain['dir'] = dst.row > src.row ? 'down' : dst.row < src.row ? 'up' : 'same';
      const nodes = [src];
      const dummy = (r: number): Node => put({ id: `c:${i}:${r}`, row: r, kind: 'dummy', w: 8, h: 0, x: 0, y: 0, order: 0, neighbours: [] });
      if (dir === 'down') for (let r = src.row + 1; r < dst.row; r++) nodes.push(dummy(r));
      else if (dir === 'up') for (let r = src.row - 1; r > dst.row; r--) nodes.push(dummy(r));
      else nodes.push(dummy(src.row + 1));
      nodes.push(dst);
      for (let k = 0; k + 1 < nodes.length; k++) {
        nodes[k].neighbours.push(nodes[k + 1]);
        nodes[k + 1].neighbours.push(nodes[k]);
      }
      chains.push({ ts, reach: 'both', nodes, dir, structural: true });
      return;
    }
    const a = src.row / 2;
    const b = dst.row / 2;
    const lines = ts.flatMap(labelLines);
    const lw = Math.max(...lines.map((l) => textWidth(l, LABEL_FONT))) + 14;
    const lh = lines.length * LINE_H + 8 + (ts.length - 1) * BLOCK_GAP;
    const dir: Chain['dir'] = b > a ? 'down' : b < a ? 'up' : 'same';
    const labelRow = dir === 'up' ? 2 * a - 1 : 2 * a + 1;
    const label = put({ id: `t:${i}`, row: labelRow, kind: 'label', w: lw, h: lh, x: 0, y: 0, order: 0, neighbours: [], lines });
    const nodes = [src, label];
    if (dir === 'down') for (let r = labelRow + 1; r < dst.row; r++) nodes.push(put({ id: `d:${i}:${r}`, row: r, kind: 'dummy', w: 8, h: 0, x: 0, y: 0, order: 0, neighbours: [] }));
    if (dir === 'up') for (let r = labelRow - 1; r > dst.row; r--) nodes.push(put({ id: `d:${i}:${r}`, row: r, kind: 'dummy', w: 8, h: 0, x: 0, y: 0, order: 0, neighbours: [] }));
    nodes.push(dst);
    for (let k = 0; k + 1 < nodes.length; k++) {
      nodes[k].neighbours.push(nodes[k + 1]);
      nodes[k + 1].neighbours.push(nodes[k]);
    }
    const reach = REACH_ORDER.find((r) => ts.some((x) => x.reach === r))!;
    chains.push({ ts, reach, nodes, dir });
  });

  // Crossing reduction: barycentre of neighbours' positions, downward then upward sweeps.
  const reorder = (row: Node[], fromRow: number): void => {
    const bary = new Map<Node, number>();
    for (const n of row) {
      const ns = n.neighbours.filter((m) => m.row === fromRow);
      bary.set(n, ns.length ? ns.reduce((s, m) => s + m.order, 0) / ns.length : n.order);
    }
    row.sort((p, q) => bary.get(p)! - bary.get(q)! || p.order - q.order);
    row.forEach((n, i) => (n.order = i));
  };
  for (let it = 0; it < 4; it++) {
    for (let r = 1; r < rows.length; r++) reorder(rows[r], r - 1);
    for (let r = rows.length - 2; r >= 0; r--) reorder(rows[r], r + 1);
  }

  // Horizontal placement.
  for (const row of rows) {
    let x = MARGIN;
    for (const n of row) {
      n.x = x + n.w / 2;
      x += n.w + GAP_X;
    }
  }
  const sep = (a: Node, b: Node): number => (a.w + b.w) / 2 + (a.kind === 'dummy' || b.kind === 'dummy' ? GAP_X / 2 : GAP_X);
  const place = (row: Node[]): void => {
    const want = row.map((n) => (n.neighbours.length ? n.neighbours.reduce((s, m) => s + m.x, 0) / n.neighbours.length : n.x));
    const left = want.slice();
    for (let i = 1; i < row.length; i++) left[i] = Math.max(left[i], left[i - 1] + sep(row[i - 1], row[i]));
    const right = want.slice();
    for (let i = row.length - 2; i >= 0; i--) right[i] = Math.min(right[i], right[i + 1] - sep(row[i], row[i + 1]));
    const x = row.map((_, i) => (left[i] + right[i]) / 2);
    for (let i = 1; i < row.length; i++) x[i] = Math.max(x[i], x[i - 1] + sep(row[i - 1], row[i]));
    row.forEach((n, i) => (n.x = x[i]));
  };
  for (let it = 0; it < 12; it++) {
    for (let r = 0; r < rows.length; r++) place(rows[r]);
    for (let r = rows.length - 1; r >= 0; r--) place(rows[r]);
  }
  const minX = Math.min(...rows.flat().map((n) => n.x - n.w / 2));
  for (const n of rows.flat()) n.x += MARGIN - minX + 16;

  // Vertical placement.
  let y = MARGIN + 18; // room for the initial-state arrow
  for (const row of rows) {
    const h = Math.max(8, ...row.map((n) => n.h));
    for (const n of row) n.y = y + h / 2;
    y += h + GAP_Y;
  }
  const width = Math.ceil(Math.max(...rows.flat().map((n) => n.x + n.w / 2)) + MARGIN);
  const height = Math.ceil(y - GAP_Y + MARGIN);

  // Ports: spread the edges meeting a side of a state box so that they do not overlap.
  const ports = new Map<string, number>();
  const sides = new Map<string, { key: string; x: number }[]>();
  const addPort = (state: Node, side: 'top' | 'bottom', key: string, towards: Node): void => {
    const id = `${state.id}|${side}`;
    const list = sides.get(id);
    if (list) list.push({ key, x: towards.x });
    else sides.set(id, [{ key, x: towards.x }]);
  };
  chains.forEach((c, i) => {
    const [src, next] = [c.nodes[0], c.nodes[1]];
    const dst = c.nodes[c.nodes.length - 1];
    const prev = c.nodes[c.nodes.length - 2];
    addPort(src, c.dir === 'up' ? 'top' : 'bottom', `${i}:out`, next);
    addPort(dst, c.dir === 'down' ? 'top' : 'bottom', `${i}:in`, prev);
  });
  // Each id's first node in row order (what a search of rows.flat() finds), looked up once per side.
  const nodeById = new Map<string, Node>();
  for (const row of rows) for (const n of row) if (!nodeById.has(n.id)) nodeById.set(n.id, n);
  for (const [id, list] of sides) {
    const state = nodeById.get(id.split('|')[0])!;
    list.sort((a, b) => a.x - b.x || (a.key < b.key ? -1 : 1));
    const step = Math.min(14, (state.w - 16) / Math.max(1, list.length));
    list.forEach((p, k) => ports.set(`${id}|${p.key}`, state.x + (k - (list.length - 1) / 2) * step));
  }

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="statechart" role="img" aria-label="Statechart of ${esc(input.id)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>Statechart of ${esc(input.id)}: ${input.states.length} states, ${input.transitions.length} transitions</title>`,
    '<defs>',
    ...(Object.keys(REACH_COLOUR) as Reach[]).map(
      (r) => `<marker id="arrow-${r}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${REACH_COLOUR[r]}"/></marker>`,
    ),
    '<marker id="arrow-initial" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#222"/></marker>',
    '</defs>',
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
  );
  // Edges (the nesting frames go in before them, below).
  const edgesAt = out.length;
  out.push('<g class="edges" fill="none">');
  chains.forEach((c, i) => {
    const src = c.nodes[0];
    const dst = c.nodes[c.nodes.length - 1];
    const sSide = c.dir === 'up' ? 'top' : 'bottom';
    const dSide = c.dir === 'down' ? 'top' : 'bottom';
    const pts: [number, number][] = [[ports.get(`${src.id}|${sSide}|${i}:out`)!, sSide === 'top' ? src.y - src.h / 2 : src.y + src.h / 2]];
    for (const n of c.nodes.slice(1, -1)) pts.push([n.x, n.y]);
    pts.push([ports.get(`${dst.id}|${dSide}|${i}:in`)!, dSide === 'top' ? dst.y - dst.h / 2 : dst.y + dst.h / 2]);
    let d = `M${fmt(pts[0][0])},${fmt(pts[0][1])}`;
    for (let k = 1; k < pts.length; k++) {
      const [x0, y0] = pts[k - 1];
      const [x1, y1] = pts[k];
      const my = (y0 + y1) / 2;
      d += ` C${fmt(x0)},${fmt(my)} ${fmt(x1)},${fmt(my)} ${fmt(x1)},${fmt(y1)}`;
    }
    if (c.structural) {
      out.push(`<path class="structure" d="${d}" stroke="#777" stroke-width="1.2" stroke-dasharray="2 3" marker-end="url(#arrow-initial)"/>`);
      return;
    }
    const colour = REACH_COLOUR[c.reach];
    const dash = REACH_DASH[c.reach] ? ` stroke-dasharray="${REACH_DASH[c.reach]}"` : '';
    out.push(`<path class="edge reach-${c.reach}" data-edge="${i}" d="${d}" stroke="${colour}" stroke-width="1.6"${dash} marker-end="url(#arrow-${c.reach})"/>`);
  });
  out.push('</g>');
  // Initial-state arrow.
  const init = stateNode.get(input.initial);
  if (init) {
    const top = init.y - init.h / 2;
    out.push(`<g class="initial"><circle cx="${fmt(init.x)}" cy="${fmt(top - 16)}" r="5" fill="#222"/><path d="M${fmt(init.x)},${fmt(top - 11)} L${fmt(init.x)},${fmt(top - 1)}" stroke="#222" stroke-width="1.6" marker-end="url(#arrow-initial)"/></g>`);
  }
  // Nesting: each compound state encloses its descendants (drawn behind them and the edges), labelled with its name.
  const nesting: string[] = ['<g class="nesting">'];
  for (const s of input.states.filter((x) => x.type === 'compound' || x.type === 'parallel')) {
    const inner = [...stateNode.values()].filter((n) => n.state!.id.startsWith(`${s.id}.`));
    if (!inner.length) continue;
    const x0 = Math.min(...inner.map((n) => n.x - n.w / 2)) - 12;
    const x1 = Math.max(...inner.map((n) => n.x + n.w / 2)) + 12;
    const y0 = Math.min(...inner.map((n) => n.y - n.h / 2)) - 22;
    const y1 = Math.max(...inner.map((n) => n.y + n.h / 2)) + 10;
    nesting.push(
      `<g class="compound" data-compound="${esc(s.id)}"><title>${esc(s.id)} (${esc(s.type)}): its states are inside this frame</title>` +
        `<rect x="${fmt(x0)}" y="${fmt(y0)}" width="${fmt(x1 - x0)}" height="${fmt(y1 - y0)}" rx="12" fill="#eef3f8" fill-opacity="0.55" stroke="#546e7a" stroke-width="1.4" stroke-dasharray="7 4"/>` +
        `<text x="${fmt(x0 + 8)}" y="${fmt(y0 + 14)}" font-family="monospace" font-size="${LABEL_FONT}" font-weight="bold" fill="#37474f">${esc(s.id)} (${esc(s.type)})</text></g>`,
    );
  }
  nesting.push('</g>');
  out.splice(edgesAt, 0, ...nesting);
  // States.
  out.push('<g class="states">');
  for (const n of stateNode.values()) {
    const s = n.state!;
    const colour = REACH_COLOUR[s.reach];
    const x = n.x - n.w / 2;
    const y0 = n.y - n.h / 2;
    out.push(`<g class="state reach-${s.reach}" data-state="${esc(s.id)}">`);
    out.push(`<title>${esc(s.id)} (${esc(s.type)}): reached by ${REACH_LABEL[s.reach]}</title>`);
    out.push(`<rect x="${fmt(x)}" y="${fmt(y0)}" width="${fmt(n.w)}" height="${n.h}" rx="9" fill="${s.reach === 'none' ? '#fdecea' : '#f5f9f5'}" stroke="${colour}" stroke-width="2"/>`);
    if (s.type === 'final') out.push(`<rect x="${fmt(x + 3)}" y="${fmt(y0 + 3)}" width="${fmt(n.w - 6)}" height="${n.h - 6}" rx="7" fill="none" stroke="${colour}" stroke-width="1"/>`);
    out.push(`<text x="${fmt(n.x)}" y="${fmt(n.y + 4.5)}" text-anchor="middle" font-family="monospace" font-size="${STATE_FONT}" fill="#111">${esc(s.id)}</text>`);
    out.push('</g>');
  }
  out.push('</g>');
  // Labels, over the edges.
  out.push('<g class="labels">');
  chains.forEach((c, i) => {
    if (c.structural) return;
    const n = c.nodes[1];
    const x = n.x - n.w / 2;
    let y = n.y - n.h / 2;
    const boxColour = REACH_COLOUR[c.reach];
    out.push(`<rect class="label-box" x="${fmt(x)}" y="${fmt(y)}" width="${fmt(n.w)}" height="${n.h}" rx="4" fill="#ffffff" stroke="${boxColour}" stroke-width="1"/>`);
    y += 4;
    for (const t of c.ts) {
      const colour = REACH_COLOUR[t.reach];
      // data-edge ties the label to its edge (the rule explorer highlights both for a transition taken).
      out.push(`<g class="transition reach-${t.reach}" data-key="${esc(t.key)}" data-edge="${i}">`);
      out.push(`<title>${esc(t.key)} — rules ${esc(t.rules.join(', ') || 'none')}; taken by ${REACH_LABEL[t.reach]}</title>`);
      out.push(`<rect x="${fmt(x + 1)}" y="${fmt(y)}" width="3" height="${2 * LINE_H}" fill="${colour}"/>`);
      out.push(`<text x="${fmt(x + 7)}" y="${fmt(y + LINE_H - 3)}" font-family="monospace" font-size="${LABEL_FONT}" fill="#222">${esc(labelLines(t)[0])}</text>`);
      // Rule ids, each a link to its page.
      let cx = x + 7;
      const ry = y + 2 * LINE_H - 3;
      if (!t.rules.length) out.push(`<text x="${fmt(cx)}" y="${fmt(ry)}" font-family="monospace" font-size="${LABEL_FONT}" fill="${colour}">(no rule)</text>`);
      for (const r of t.rules) {
        const text = `<text x="${fmt(cx)}" y="${fmt(ry)}" font-family="monospace" font-size="${LABEL_FONT}" font-weight="bold" fill="${colour}">${esc(r)}</text>`;
        const href = input.ruleHref?.(r);
        out.push(href ? `<a class="rule-link" href="${esc(href)}">${text}</a>` : text);
        cx += textWidth(`${r} `, LABEL_FONT);
      }
      out.push('</g>');
      y += 2 * LINE_H + BLOCK_GAP;
    }
  });
  out.push('</g>');
  out.push('</svg>');
  return out.join('\n') + '\n';
}
