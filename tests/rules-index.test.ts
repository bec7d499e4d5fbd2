import { describe, it, expect } from 'vitest';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CCE_ARGUED } from '../machines/cce/readings';

type Kind = 'core' | 'order' | 'action' | 'event' | 'terrain' | 'fortification';

interface Rule {
  id: string;
  title: string;
  kind: Kind;
  procedural: boolean;
  parent: string | null;
}

interface RuleIndex {
  ruleset: string;
  source: string;
  rules: Rule[];
}

const file = path.join(__dirname, '..', 'machines/cce/rules.json');
const index = JSON.parse(fs.readFileSync(file, 'utf8')) as RuleIndex;
const rules = index.rules;
const byId = new Map(rules.map((r) => [r.id, r]));

const ID_PATTERN = /^(?:\d{1,2}|O\d{2}|A\d{2}|E\d{2}|T\d{2}|F\d{3})(?:\.\d+){0,4}$/;

const PREFIX_KIND: Record<string, Kind> = {
  '': 'core',
  O: 'order',
  A: 'action',
  E: 'event',
  T: 'terrain',
  F: 'fortification',
};

// Top-level rule number range per kind, as printed in the rulebook's table of contents.
const TOP_RANGE: Record<Kind, [number, number]> = {
  core: [1, 13],
  order: [14, 23],
  action: [24, 41],
  event: [42, 77],
  terrain: [78, 99],
  fortification: [100, 106],
};

function prefixOf(id: string): string {
  return /^[OAETF]/.test(id) ? id[0] : '';
}

function numbersOf(id: string): number[] {
  return id.slice(prefixOf(id).length).split('.').map(Number);
}

function compareIds(a: string, b: string): number {
  const na = numbersOf(a);
  const nb = numbersOf(b);
  for (let i = 0; i < Math.max(na.length, nb.length); i++) {
    if (na[i] === undefined) return -1;
    if (nb[i] === undefined) return 1;
    if (na[i] !== nb[i]) return na[i] - nb[i];
  }
  return 0;
}

describe('CC:E rule index (machines/cce/rules.json)', () => {
  it('has the expected header', () => {
    expect(index.ruleset).toBe('cce');
    expect(index.source).toContain('000_8bc435b5c9c226e1.txt');
    expect(Array.isArray(rules)).toBe(true);
  });

  it('has unique ids', () => {
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });

  it('every id matches the rule-id pattern', () => {
    const bad = rules.filter((r) => !ID_PATTERN.test(r.id)).map((r) => r.id);
    expect(bad).toEqual([]);
  });

  it('every rule has exactly the fields id, title, kind, procedural, parent', () => {
    for (const r of rules) {
      expect(Object.keys(r).sort()).toEqual(['id', 'kind', 'parent', 'procedural', 'title']);
      expect(typeof r.title).toBe('string');
      expect(r.title.trim()).toBe(r.title);
      expect(r.title.length).toBeGreaterThan(0);
      expect(typeof r.procedural).toBe('boolean');
    }
  });

  it('kind is consistent with the id prefix and the top-level number range', () => {
    for (const r of rules) {
      expect(r.kind, r.id).toBe(PREFIX_KIND[prefixOf(r.id)]);
      const top = numbersOf(r.id)[0];
      const [lo, hi] = TOP_RANGE[r.kind];
      expect(top >= lo && top <= hi, r.id).toBe(true);
    }
  });

  it('every top-level rule of every kind is present', () => {
    for (const [kind, [lo, hi]] of Object.entries(TOP_RANGE) as [Kind, [number, number]][]) {
      const prefix = Object.keys(PREFIX_KIND).find((p) => PREFIX_KIND[p] === kind)!;
      for (let n = lo; n <= hi; n++) {
        expect(byId.has(`${prefix}${n}`), `${prefix}${n}`).toBe(true);
      }
    }
  });

  it('is in book (numeric) order', () => {
    for (let i = 1; i < rules.length; i++) {
      expect(compareIds(rules[i - 1].id, rules[i].id), `${rules[i - 1].id} < ${rules[i].id}`).toBeLessThan(0);
    }
  });

  it('every parent exists, is the enclosing id, and precedes its child', () => {
    const position = new Map(rules.map((r, i) => [r.id, i]));
    for (const r of rules) {
      const dot = r.id.lastIndexOf('.');
      if (dot < 0) {
        expect(r.parent, r.id).toBeNull();
        continue;
      }
      expect(r.parent, r.id).toBe(r.id.slice(0, dot));
      expect(byId.has(r.parent!), `parent of ${r.id}`).toBe(true);
      expect(position.get(r.parent!)!, `parent of ${r.id}`).toBeLessThan(position.get(r.id)!);
      expect(byId.get(r.parent!)!.kind).toBe(r.kind);
    }
  });

  it('has rulebook titles for spot-checked rules', () => {
    const expected: Record<string, string> = {
      '1.0': 'Golden Rule',
      '1.9.1.2': 'Jammed! Trigger',
      '3.1.1': 'Firepower (FP)',
      '6.2.2': 'Procedure',
      '7.3.1.1': 'Building Objectives',
      '10.3.2.1': 'Minimum Firepower',
      O15: 'Pass (Discard)',
      'O18.2.3.3': 'vs Fortifications',
      'O20.3.3.1': 'Jammed! Trigger',
      'O22.3': 'Rally Roll',
      'O23.3.5': 'Elimination',
      A33: 'Fire (Opportunity Fire)',
      'A33.3': 'Op Fire Exceptions',
      'A35.5': 'Hidden Wire',
      'E44.1': 'Veteran Marker Effects',
      'E58.1': 'Heroes',
      E64: 'Medic!',
      E69: 'Rubble',
      'T88.4.1': 'Blind Hexes',
      T93: 'Road',
      F104: 'Pillbox',
      'F106.3': 'Wire & Fire Attacks',
    };
    for (const [id, title] of Object.entries(expected)) {
      expect(byId.get(id)?.title, id).toBe(title);
    }
  });

  it('spot-checks the procedural flag against the digest convention', () => {
    expect(byId.get('O22.3')!.procedural).toBe(true);
    expect(byId.get('1.9.1.2')!.procedural).toBe(true);
    expect(byId.get('T93')!.procedural).toBe(true);
    expect(byId.get('F106.2')!.procedural).toBe(true);
    expect(byId.get('3.3.1.2')!.procedural).toBe(false);
    expect(byId.get('T88.1')!.procedural).toBe(false);
    expect(byId.get('O21.5')!.procedural).toBe(false);
    expect(byId.get('T99')!.procedural).toBe(false);
    expect(byId.get('6.1.1')!.procedural).toBe(false);
    expect(byId.get('6.2.1')!.procedural).toBe(false);
  });

  it('argues each rule marked not procedural by a cce.argued.not-procedural-* entry, and marks its rules so', () => {
    const argued = CCE_ARGUED.filter((a) => a.id.startsWith('cce.argued.not-procedural-'));
    expect(argued.flatMap((a) => a.rules).filter((id) => byId.get(id)?.procedural !== false)).toEqual([]);
    // The rules judged not procedural after the index was first written (set-up data, not steps).
    for (const id of ['6.1.1', '6.2.1']) expect(argued.some((a) => a.rules.includes(id)), id).toBe(true);
  });

  it('has the per-kind counts counted from the rulebook', () => {
    const counts: Record<string, number> = {};
    for (const r of rules) counts[r.kind] = (counts[r.kind] ?? 0) + 1;
    expect(counts).toEqual({
      core: 111,
      order: 64,
      action: 29,
      event: 40,
      terrain: 37,
      fortification: 17,
    });
    expect(rules.length).toBe(298);
  });
});
