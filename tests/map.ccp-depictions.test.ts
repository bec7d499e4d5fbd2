/**
 * One CC:P map for Fire, Move and Advance (oracle/procedures/ccp/map.ts checkCcpMap): the Road (T94), Trail (T98) and
 * Bridge (T84) as hex terrain and as the depictions crossing hexsides, the Water Barrier (T99) alone or with a Bridge
 * over it; what each does on the shot and in an Advance, worked by hand on the seeds of CC:P Fire and Advance.
 */
import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../oracle/resolve';
import { buildUnit } from '../oracle/procedures/cce/seeds';
import { PROCEDURES } from '../oracle/registry';
import { CCP_ADVANCE_SEEDS } from '../oracle/procedures/ccp/advance';
import { refusal } from './errors.helpers';

const og = { terrain: ['Open Ground'] };
const road = { terrain: ['Open Ground', 'Road'] };
const side = (a: string, b: string, feature: string) => ({ between: [a, b], feature });
const geometry = { geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom', axis: 'top' } };
const fireInput = (hexes: Record<string, unknown>, hexsides: unknown[] = []) => ({
  player: 'axis', initiative: 'allied', los: [],
  units: [buildUnit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), buildUnit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })],
  map: { hexes: { B5: og, C5: og, D5: og, ...hexes }, hexsides },
});
const advanceInput = (hexes: Record<string, unknown>, hexsides: unknown[] = []) => ({
  player: 'allied', initiative: 'axis', defender: 'axis', advancing: ['us-squad'],
  units: [buildUnit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5' })],
  map: { ...geometry, hexes: { E5: og, ...hexes }, hexsides },
});
const fire = (input: unknown): { state: string } => resolveRequest({ ruleset: 'ccp', readings: {}, procedure: 'fire', input, events: [] }) as { state: string };
const advance = (input: unknown, events: unknown[] = []) => resolveRequest({ ruleset: 'ccp', readings: {}, procedure: 'advance', input, events }) as { state: string; output: Record<string, unknown> };

describe('a CC:P Fire or Advance map: what it takes and what it refuses', () => {
  it('takes Road, Trail and Bridge hexes and hexsides, and a Bridge over a Water Barrier, in Fire and Advance alike', () => {
    // The Fire seed's situation (row 5 of a grid, the Squads in B5 and D5), with depictions added where no unit stands.
    const seeded = PROCEDURES.find((p) => p.ruleset === 'ccp' && p.procedure === 'fire')!.seeds.find((x) => x.name === 'bridge-cover-clear-los')!.situation as { map: { hexes: Record<string, unknown> } };
    const hexes = { ...seeded.map.hexes, B4: road, C4: { terrain: ['Open Ground', 'Road'] }, B6: { terrain: ['Stream', 'Bridge'] }, D4: { terrain: ['Water Barrier', 'Bridge'] } };
    const withDepictions = { ...seeded, map: { hexes, hexsides: [side('B4', 'C4', 'Road'), side('B5', 'B6', 'Bridge')] } };
    expect(fire(seeded).state).toBe('activating');
    expect(fire(withDepictions).state).toBe('activating');
    const adv = { E4: road, D5: { terrain: ['Jungle', 'Trail'] }, E6: { terrain: ['Stream', 'Bridge'] }, F5: { terrain: ['Water Barrier', 'Bridge'] } };
    expect(advance(advanceInput({ ...adv, E5: road }, [side('E5', 'E4', 'Road'), side('E5', 'E6', 'Bridge')])).state).toBe('choosingAdvance');
  });

  it('refuses, in Fire, a Road hexside into a hex with no depiction (T94) and other hexside terrain (T81), naming the field', () => {
    const r = refusal(() => fire(fireInput({ C5: road }, [side('C5', 'D5', 'Road')])));
    expect([r.code, r.path, r.actual, r.rule]).toEqual(['invalid-field', 'input.map.hexes["D5"].terrain', ['Open Ground'], 'T94']);
    const w = refusal(() => fire(fireInput({}, [side('C5', 'D5', 'Wall')])));
    expect([w.code, w.path, w.actual, w.rule]).toEqual(['invalid-field', 'input.map.hexsides[0].feature', 'Wall', 'T81']);
  });

  it('refuses, in Advance, CC:E terrain (T81), a Bridge with no terrain under it (T84) and a Water Barrier with other terrain (T99)', () => {
    const woods = refusal(() => advance(advanceInput({ E4: { terrain: ['Woods'] } })));
    expect([woods.code, woods.path, woods.actual, woods.rule]).toEqual(['invalid-field', 'input.map.hexes["E4"].terrain[0]', 'Woods', 'T81']);
    const bridge = refusal(() => advance(advanceInput({ E4: { terrain: ['Bridge'] } })));
    expect([bridge.path, bridge.actual, bridge.rule]).toEqual(['input.map.hexes["E4"].terrain', ['Bridge'], 'T84']);
    const water = refusal(() => advance(advanceInput({ E4: { terrain: ['Water Barrier', 'Open Ground'] } })));
    expect([water.path, water.actual, water.rule]).toEqual(['input.map.hexes["E4"].terrain', ['Water Barrier', 'Open Ground'], 'T99']);
  });

  it('takes CC:P\'s own terrain in an Advance (a Jungle), which CC:E\'s map did not know', () => {
    const out = advance(advanceInput({ E4: { terrain: ['Jungle'] } }), [{ type: 'ADVANCE', unit: 'us-squad', hex: 'E4' }, { type: 'NO_HIDDEN_ACTION' }]);
    expect([out.state, (out.output.units as { id: string; hex: string }[]).map((u) => [u.id, u.hex])]).toEqual(['done', [['us-squad', 'E4']]]);
  });
});

describe('Road, Trail and Bridge on the CC:P shot', () => {
  const CCP_FIRE_SEEDS = PROCEDURES.find((p) => p.ruleset === 'ccp' && p.procedure === 'fire')!.seeds;
  type Fired = { output: { shots: { fp: { final: number; hindrance: number }; attack: { total: number } }[]; defense: { unit: string; morale: number; derivation: { morale: { terms: { rule: string; value: number; what: string }[] } } }[] } };
  const run = (name: string) => {
    const s = CCP_FIRE_SEEDS.find((x) => x.name === name)!;
    const out = resolveRequest({ ruleset: 'ccp', readings: {}, procedure: 'fire', input: s.situation, events: walk(s) }) as unknown as Fired;
    return out.output;
  };
  // The seed's one shot: activate, declare, fire, the Attack Roll 3•4, the Defense Roll 1•4 of us-1.
  const walk = (s: (typeof CCP_FIRE_SEEDS)[number]) => {
    const shot = ((s as unknown as { options: unknown }).options as { shots: { pieces: string[]; target: string }[] }).shots[0];
    const units = ((s as unknown as { options: unknown }).options as { activations: string[][] }).activations[0];
    return [{ type: 'ACTIVATE', units }, { type: 'DECLARE_SHOT', pieces: shot.pieces, target: shot.target }, { type: 'FIRE' }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-1' }, { type: 'ROLL', white: 1, colored: 4 }, { type: 'KEEP_ROLL' }];
  };

  it('through a Bridge no Hindrance (T84 "LOS: Clear"), and the Squad on a Bridge over a Stream takes the Bridge\'s Cover 1 (not the Stream\'s)', () => {
    const out = run('bridge-cover-clear-los');
    expect([out.shots[0].fp.hindrance, out.shots[0].fp.final, out.shots[0].attack.total]).toEqual([0, 6, 13]);
    expect(out.defense.map((d) => [d.unit, d.morale, d.derivation.morale.terms])).toEqual([['us-1', 8, [{ rule: 'T81.3', value: 1, what: 'Bridge' }]]]);
  });

  it('a Road or Trail gives no Cover of its own and no −1 (T94, T98 "Use other terrain in the hex"): the Jungle\'s 2', () => {
    const out = run('road-trail-use-other-terrain');
    expect([out.shots[0].fp.hindrance, out.shots[0].attack.total]).toEqual([0, 13]);
    expect(out.defense.map((d) => [d.unit, d.morale, d.derivation.morale.terms])).toEqual([['us-1', 9, [{ rule: 'T81.3', value: 2, what: 'Jungle' }]]]);
  });

  it('a Weapon fires from a Bridge over a Stream (T81.1: "not a water hex"): the Squad and its MG, FP 6 + 1', () => {
    const out = run('weapon-fires-from-a-bridge');
    expect([out.shots[0].fp.final, out.shots[0].attack.total]).toEqual([7, 14]);
  });
});

describe('Road, Trail and Bridge in a CC:P Advance', () => {
  const s = CCP_ADVANCE_SEEDS().find((x) => x.name === 'bridge-road-trail')!;
  const into = (hex: string) => resolveRequest({ ruleset: 'ccp', readings: {}, procedure: 'advance', input: s.situation, events: [{ type: 'ADVANCE', unit: 'us-squad', hex }] }) as { state: string };

  it('into the Bridge over a Stream the Defender may answer with a Hidden action (no water terrain, A43.2); into the bridgeless Stream the Advance is over', () => {
    expect(into('E4').state).toBe('offeringHiddenAction');
    expect(into('D5').state).toBe('offeringHiddenAction');
    expect(into('E6').state).toBe('done');
  });
});
