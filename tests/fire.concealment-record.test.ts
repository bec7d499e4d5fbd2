/**
 * A29 in the shot record (issue 15.16): `shots[].attack.concealment` was always 0, even when Concealment
 * was played. It is now the sum of the reductions played against the attack: the Cover of the Concealed
 * unit's hex (T78.3) — Brush 1; Open Ground 0 with a Road −1 under cce.concealment-negative-cover =
 * literal ("reduce the Fire Attack Total by that amount"), 0 under `zero`. Each case is a published
 * vector's situation and events, replayed here through the machine (not read from the file).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect, it } from 'vitest';
import { resolveRequest } from '../oracle/resolve';

const cases = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'oracle', 'vectors', 'cce', 'fire.json'), 'utf8')).cases as {
  seed: string;
  readings: Record<string, string>;
  input: unknown;
  events: { type: string; action?: string }[];
  procedure: string;
  ruleset: string;
}[];

function concealedShot(seed: string, readings: Record<string, string>) {
  const v = cases.find((c) => c.seed === seed && c.events.some((e) => e.action === 'A29') && Object.entries(readings).every(([k, x]) => c.readings[k] === x));
  if (!v) throw new Error(`no vector of seed ${seed} with A29 under ${JSON.stringify(readings)}`);
  const r = resolveRequest({ ruleset: v.ruleset, readings: { ...v.readings, ...readings }, procedure: v.procedure, input: v.input, events: v.events });
  return (r.output as { shots: { attack?: { concealment: number } }[] }).shots.find((s) => s.attack)!.attack!;
}

it('Concealment for a unit in Brush: the attack record says 1 (Brush Cover, T78.3)', () => {
  expect(concealedShot('single-squad-defense-order', { 'cce.concealment-scope': 'attack' }).concealment).toBe(1);
  expect(concealedShot('single-squad-defense-order', { 'cce.concealment-scope': 'unit' }).concealment).toBe(1);
});

it('Concealment for a unit in Open Ground with a Road: −1 under the literal reading, 0 under zero', () => {
  expect(concealedShot('op-fire-crossfire-tie', { 'cce.concealment-negative-cover': 'literal' }).concealment).toBe(-1);
  expect(concealedShot('op-fire-crossfire-tie', { 'cce.concealment-negative-cover': 'zero' }).concealment).toBe(0);
});
