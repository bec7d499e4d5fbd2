/**
 * Schema descriptions that state a rule's comparison say what the rulebook says (issue 15.15: the
 * Recover schema said "rallied if the sum is at most" current Morale, the Rout schema "no effect at most
 * Morale; one more: Suppressed"). O22.3: "if the roll is less than its Morale, Rally it; … equal …
 * Suppressed … greater … no effect"; O23.2: less, no effect; equal, Suppressed; greater, Retreat the
 * difference; O20.3.4: a Defense Total below the Attack Total breaks, equal Suppresses, above: no effect.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect, it } from 'vitest';

const DIR = path.join(__dirname, '..', 'oracle', 'schema');

function descriptions(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => descriptions(x, out));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (k === 'description' && typeof x === 'string') out.push(x);
      else descriptions(x, out);
    }
  }
  return out;
}

const all = fs
  .readdirSync(path.join(DIR, 'cce'))
  .flatMap((f) => descriptions(JSON.parse(fs.readFileSync(path.join(DIR, 'cce', f), 'utf8'))).map((d) => ({ f, d })));

it.each([
  ['O22.3: a Rally Roll', [/less, it Rallies/, /equal, it becomes Suppressed/, /greater, no effect/]],
  ['O23.2: a Rout Roll', [/less, no effect/, /equal, it becomes Suppressed/, /greater, it Retreats \(roll − Morale\) hexes/]],
  ['O20.3.4: one Defense Roll', [/below the Attack Total: broken/, /equal: Suppressed/, /above: unaffected/]],
])('"%s" states the rulebook comparison', (head, must) => {
  const found = all.filter((x) => x.d.startsWith(head));
  expect(found.length).toBeGreaterThan(0);
  for (const { d } of found) {
    for (const m of must) expect(d).toMatch(m);
    expect(d).not.toMatch(/at most|one more/);
  }
});
