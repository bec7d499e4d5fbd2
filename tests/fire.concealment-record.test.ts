/**
 * A29 in the shot record (issue 15.16): `shots[].attack.concealment` was always 0, even when Concealment
 * was played. It is now the sum of the reductions played against the attack: the Cover of the Concealed
 * unit's hex (T78.3) — Brush 1; Open Ground 0 with a Road −1 under cce.concealment-negative-cover =
 * literal ("reduce the Fire Attack Total by that amount"), 0 under `zero`. Each case is a walked
 * path of the seed (the first that plays A29), replayed here under the reading through the machine.
 */
import { expect, it } from 'vitest';
import { resolveReadings } from '../machines/core/readings';
import { CCE_READINGS } from '../machines/cce/readings';
import { getProcedure } from '../oracle/registry';
import { resolveRequest } from '../oracle/resolve';
import { seedSituation, walkSeed } from '../oracle/walk';

const fire = getProcedure('cce', 'fire');

function concealedShot(seedName: string, readings: Record<string, string>) {
  const seed = fire.seeds.find((s) => s.name === seedName)!;
  const paths = walkSeed(fire, seed, 'cce', resolveReadings(CCE_READINGS, {}, 'fire'));
  seedSituation(fire, seed); // the seed is valid input
  const p = paths.find((x) => x.events.some((e) => (e as { action?: string }).action === 'A29'));
  if (!p) throw new Error(`no walked path of seed ${seedName} plays A29`);
  const r = resolveRequest({ ruleset: 'cce', readings, procedure: 'fire', input: seed.situation, events: p.events });
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
