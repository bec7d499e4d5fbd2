/**
 * The statechart diagrams (oracle/coverage/diagram.ts): for every registered machine, every state is
 * drawn once and every transition once with its rule ids; state boxes do not overlap; everything lies
 * inside the drawing; the same input gives the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { describeMachine } from '../machines/core/describe';
import { collapseNested, layoutLayers, renderDiagram, type DiagramInput } from '../oracle/coverage/diagram';
import { PROCEDURES } from '../oracle/registry';

const inputOf = (spec: (typeof PROCEDURES)[number]): DiagramInput => {
  const m = describeMachine(spec.machine);
  return {
    id: spec.procedure,
    initial: m.initial,
    states: m.states.map((s) => ({ id: s.id, type: s.type, reach: 'both' as const })),
    transitions: m.transitions.map((t, i) => ({ ...t, reach: i % 2 ? ('none' as const) : ('vectors' as const) })),
    ruleHref: (r) => `rules/${r}.html`,
  };
};

const attrs = (tag: string): Record<string, string> => Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe.each(PROCEDURES.map((p) => [`${p.ruleset}/${p.procedure}`, p] as const))('diagram of %s', (_name, spec) => {
  const input = inputOf(spec);
  const svg = renderDiagram(input);

  it('draws every state and every transition once, with its rule ids linked', () => {
    // One assertion over every state (an expect per state costs more than the check: chai's state per call).
    // Each data-state="…" of the drawing counted in one pass (a state id holds no quote, so these are the
    // occurrences of `data-state="<id>"` that splitting the whole drawing once per state counted).
    const drawn = new Map<string, number>();
    for (const m of svg.matchAll(/data-state="([^"]*)"/g)) drawn.set(m[1], (drawn.get(m[1]) ?? 0) + 1);
    expect(input.states.map((s) => `${s.id}: ${drawn.get(s.id) ?? 0}`)).toEqual(input.states.map((s) => `${s.id}: 1`));
    const keys = [...svg.matchAll(/<g class="transition reach-\w+" data-key="([^"]*)"[^>]*>/g)].map((m) => m[1].replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
    expect(keys.sort()).toEqual(input.transitions.map((t) => t.key).sort());
    const linked = [...svg.matchAll(/<a class="rule-link" href="rules\/([^"]+)\.html">/g)].length;
    expect(linked).toBe(input.transitions.reduce((n, t) => n + t.rules.length, 0));
  });

  it('keeps state boxes apart and inside the drawing', () => {
    const head = attrs(svg.slice(svg.indexOf('<svg'), svg.indexOf('>', svg.indexOf('<svg'))));
    const [W, H] = [Number(head.width), Number(head.height)];
    const boxes = [...svg.matchAll(/<g class="state[^>]*>\n<title>[^<]*<\/title>\n(<rect [^>]*>)/g)].map((m) => {
      const a = attrs(m[1]);
      return { x: +a.x, y: +a.y, w: +a.width, h: +a.height };
    });
    expect(boxes.length).toBe(input.states.length);
    // The boxes outside the drawing and the pairs that overlap, each listed, in one assertion each (an expect
    // per pair made hundreds of thousands of calls on the largest charts).
    const show = (b: (typeof boxes)[number]) => `${b.x},${b.y} ${b.w}x${b.h}`;
    expect(boxes.filter((b) => !(b.x >= 0 && b.y >= 0 && b.x + b.w <= W && b.y + b.h <= H)).map(show)).toEqual([]);
    const overlapping: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [p, q] = [boxes[i], boxes[j]];
        if (p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h) overlapping.push(`${show(p)} and ${show(q)}`);
      }
    expect(overlapping).toEqual([]);
  });

  it('is deterministic', () => {
    expect(renderDiagram(inputOf(spec))).toBe(svg);
  });
});

describe('layers', () => {
  it('are breadth-first distances from the initial state; unreachable states go last', () => {
    const t = (source: string, target: string) => ({ key: `${source}→${target}`, source, event: 'E', guard: null, target, rules: [], reach: 'none' as const });
    const layers = layoutLayers({
      id: 'x',
      initial: 'a',
      states: ['a', 'b', 'c', 'd', 'z'].map((id) => ({ id, type: 'atomic', reach: 'none' as const })),
      transitions: [t('a', 'b'), t('b', 'c'), t('a', 'c'), t('c', 'a'), t('c', 'd')],
    });
    expect(Object.fromEntries(layers)).toEqual({ a: 0, b: 1, c: 1, d: 2, z: 3 });
  });
});

describe('nested charts', () => {
  const t = (source: string, target: string | null, event = 'E') => ({ key: `${source} ${event} → ${target}`, source, event, guard: null, target, rules: ['1.9.1'], reach: 'none' as const });
  const input: DiagramInput = {
    id: 'host',
    initial: 'rolling',
    states: ['rolling', 'ev', 'ev.reveal', 'ev.medic', 'ev.medic.pick', 'ev.done', 'applying'].map((id) => ({ id, type: id === 'ev' || id === 'ev.medic' ? 'compound' : 'atomic', reach: 'none' as const })),
    transitions: [t('rolling', 'ev'), t('ev.reveal', 'ev.medic'), t('ev.medic.pick', 'ev.done'), t('ev.medic.pick', null, 'NOTE'), t('ev', 'applying', 'done'), t('ev.reveal', 'applying', 'ESCAPE')],
    initials: { ev: 'ev.reveal', 'ev.medic': 'ev.medic.pick' },
  };

  it('are one box: the host keeps its own transitions into and out of it, and one leaving from inside starts at the box', () => {
    const c = collapseNested(input, ['ev']);
    expect(c.states.map((s) => [s.id, s.type])).toEqual([
      ['rolling', 'atomic'],
      ['ev', 'atomic'],
      ['applying', 'atomic'],
    ]);
    expect(c.transitions.map((x) => `${x.source} ${x.event} → ${x.target}`)).toEqual(['rolling E → ev', 'ev done → applying', 'ev ESCAPE → applying']);
    expect(c.initials).toEqual({});
  });

  it('leave the diagram as it was when nothing is nested', () => {
    expect(collapseNested(input, [])).toBe(input);
  });

  it('shrink the Recover diagram to the host chart: no state of the nested Event, Sniper and Time advance charts is drawn', () => {
    const spec = PROCEDURES.find((p) => p.procedure === 'recover')!;
    const boxes = (spec.nested ?? []).map((n) => n.state);
    expect(boxes).toEqual(['resolvingEvent', 'resolvingSniper', 'advancingTime']);
    const c = collapseNested(inputOf(spec), boxes);
    expect(c.states.filter((s) => boxes.some((b) => s.id.startsWith(`${b}.`)))).toEqual([]);
    const ids = new Set(c.states.map((s) => s.id));
    for (const x of c.transitions) expect(ids.has(x.source) && (x.target === null || ids.has(x.target)), x.key).toBe(true);
    expect(c.states.length).toBeLessThan(inputOf(spec).states.length / 4);
  });
});
