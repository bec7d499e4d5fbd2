/**
 * The report site for readers (issue 15.17-15.21), on the generated HTML and SVG: nested states drawn
 * inside their compound state's frame, coverage told by a mark and a dash pattern besides colour, the
 * status filter and "not modelled" list on the overview, headings modelled through their sub-rules, and
 * vector pages with an anchor per vector.
 */
import { describe, expect, it } from 'vitest';
import { renderDiagram, REACH_DASH, REACH_MARK } from '../oracle/coverage/diagram';
import { headingPositions, ruleText } from '../oracle/coverage/rule-text';

describe('the statechart diagram', () => {
  const svg = renderDiagram({
    id: 'demo',
    initial: 'a',
    states: [
      { id: 'a', type: 'atomic', reach: 'both' },
      { id: 'p', type: 'compound', reach: 'both' },
      { id: 'p.x', type: 'atomic', reach: 'scenarios' },
      { id: 'p.y', type: 'final', reach: 'vectors' },
      { id: 'z', type: 'final', reach: 'none' },
    ],
    transitions: [
      { key: 'a GO → p', source: 'a', event: 'GO', guard: null, target: 'p', rules: ['X1'], reach: 'both' },
      { key: 'p.x NEXT → p.y', source: 'p.x', event: 'NEXT', guard: null, target: 'p.y', rules: ['X2'], reach: 'vectors' },
      { key: 'p.x BACK → p.x', source: 'p.x', event: 'BACK', guard: 'g', target: 'p.x', rules: ['X3'], reach: 'scenarios' },
      { key: 'p DONE → z', source: 'p', event: 'DONE', guard: null, target: 'z', rules: ['X4'], reach: 'none' },
    ],
    initials: { p: 'p.x' },
  });

  it('draws a compound state as a frame around its states, behind the edges', () => {
    const frame = /<g class="compound" data-compound="p">.*?<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/s.exec(svg);
    expect(frame).not.toBeNull();
    const [x, y, w, h] = frame!.slice(1).map(Number);
    for (const id of ['p.x', 'p.y']) {
      const box = new RegExp(`data-state="${id.replace('.', '\\.')}">\\s*<title>[^<]*</title>\\s*<rect x="([\\d.]+)" y="([\\d.]+)" width="([\\d.]+)" height="([\\d.]+)"`).exec(svg)!;
      const [bx, by, bw, bh] = box.slice(1).map(Number);
      expect(bx).toBeGreaterThan(x);
      expect(by).toBeGreaterThan(y);
      expect(bx + bw).toBeLessThan(x + w);
      expect(by + bh).toBeLessThan(y + h);
    }
    expect(svg.indexOf('<g class="nesting">')).toBeLessThan(svg.indexOf('<g class="edges"'));
  });

  it('marks each transition label and dashes each edge by what took it', () => {
    for (const [event, reach] of [['GO', 'both'], ['NEXT', 'vectors'], ['BACK [g]', 'scenarios'], ['DONE', 'none']] as const) {
      expect(svg).toContain(`>${REACH_MARK[reach]} ${event}</text>`);
      const dash = REACH_DASH[reach];
      const edge = new RegExp(`<path class="edge reach-${reach}"[^>]*>`).exec(svg)![0];
      if (dash) expect(edge).toContain(`stroke-dasharray="${dash}"`);
      else expect(edge).not.toContain('stroke-dasharray');
    }
    expect(new Set(Object.values(REACH_MARK)).size).toBe(4);
    expect(new Set(Object.values(REACH_DASH)).size).toBe(4);
  });
});

describe("a rule's whole text", () => {
  const book = 'A1 Alpha Some opening words. More words "quoted here" and after. A2 Beta Next rule text.';
  const rules = [
    { id: 'A1', title: 'Alpha' },
    { id: 'A2', title: 'Beta' },
  ];
  it('runs from its heading to the next rule, the quoted fragments marked', () => {
    const parts = ruleText(book, 'A1', headingPositions(book, rules), ['Some opening … quoted here'])!;
    expect(parts).toEqual([
      { text: 'A1 Alpha ', quoted: false },
      { text: 'Some opening', quoted: true },
      { text: ' words. More words "', quoted: false },
      { text: 'quoted here', quoted: true },
      { text: '" and after.', quoted: false },
    ]);
    expect(ruleText(book, 'A3', headingPositions(book, rules), [])).toBeNull();
  });
});
