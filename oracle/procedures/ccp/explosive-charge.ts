/**
 * Explosive Charge (A40) for the oracle: situation and event parsing, seeds and the event domain. The same events
 * are a CC:P Fire Order's (oracle/procedures/ccp/fire.ts), where the chart offers them after the Fire Attack roll.
 *
 * Domain: in offering, PLAY_EXPLOSIVE_CHARGE and DECLINE_EXPLOSIVE_CHARGE (the firing player's choice). No
 * dice: the Fire Attack roll is the situation's (kept before the card may be played).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, str } from '../../../machines/core/validate';
import { HEX_ID } from '../../../machines/cce/units';
import { hexId as hexName, neighbour, parseHex, type Direction } from '../../../machines/core/hex';
import { pairwise } from '../../gen/pairwise';
import { CCP_FORTIFICATIONS } from '../../../machines/ccp/actions/explosive-charge';
import { explosiveChargeMachine, projectExplosiveCharge, type ExplosiveChargeContext, type ExplosiveChargeSituation } from '../../../machines/ccp/explosive-charge';
import { unknownEvent } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';

export const EXPLOSIVE_CHARGE_EVENTS = ['PLAY_EXPLOSIVE_CHARGE', 'DECLINE_EXPLOSIVE_CHARGE'] as const;

const hexId = (raw: unknown, path: string): string => str(raw, path, HEX_ID, 'a hex id such as "C7" (2.1)');

export function parseExplosiveChargeSituation(raw: unknown, path: string): ExplosiveChargeSituation {
  const o = obj(raw, path, ['firing', 'target', 'roll', 'fortification'], ['firing', 'target', 'roll', 'fortification']);
  const target = hexId(o.target, `${path}.target`);
  const firing = arr(o.firing, `${path}.firing`, 1).map((h, i) => {
    const hex = hexId(h, `${path}.firing[${i}]`);
    if (hex === target) throw new OracleError({ code: 'invalid-field', path: `${path}.firing[${i}]`, expected: `a firing hex other than the targeted hex ${target}`, actual: hex, rule: 'O27.3' });
    return hex;
  });
  const r = obj(o.roll, `${path}.roll`, ['white', 'colored'], ['white', 'colored']);
  const roll = { white: int(r.white, `${path}.roll.white`, 1, 6, 'O27.3.3'), colored: int(r.colored, `${path}.roll.colored`, 1, 6, 'O27.3.3') };
  const fortification = o.fortification === null ? null : oneOf(o.fortification, `${path}.fortification`, CCP_FORTIFICATIONS, 'F100');
  return { firing, target, roll, fortification };
}

function parseExplosiveChargeEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const type = (raw as { type?: unknown } | null)?.type;
  if (type !== 'PLAY_EXPLOSIVE_CHARGE' && type !== 'DECLINE_EXPLOSIVE_CHARGE') return unknownEvent(raw, path, snapshot, EXPLOSIVE_CHARGE_EVENTS);
  obj(raw, path, ['type'], ['type']);
  if (type === 'PLAY_EXPLOSIVE_CHARGE' && !snapshot.matches('offering')) {
    throw new OracleError({ code: 'illegal-event', path: `${path}.type`, expected: 'a Fire Attack roll of doubles against an adjacent hex containing a Fortification', actual: type, rule: 'A40' });
  }
  return { type };
}

const explosiveChargeDomain = (snapshot: AnyMachineSnapshot): EventObject[] =>
  snapshot.matches('offering') ? [{ type: 'PLAY_EXPLOSIVE_CHARGE' }, { type: 'DECLINE_EXPLOSIVE_CHARGE' }] : [];

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/explosive-charge.json, read and validated on first use: oracle/procedures/cce/seeds.ts),
 * then the situations generated pairwise (below), whose vectors are kept only where new.
 */
export const EXPLOSIVE_CHARGE_SEEDS = onFirstUse((): Seed<ExplosiveChargeSituation>[] => [
  ...loadSeeds('explosive-charge', null, parseExplosiveChargeSituation, { ruleset: 'ccp' }),
  ...pairwiseExplosiveChargeSeeds(),
]);

/**
 * Generated (issue 16.5): the facts A40 reads — "'doubles' with a Fire Attack roll" (the kept roll, O27.3.3: every
 * doubles 1•1..6•6 and two rolls one pip apart, each die the higher once); "against an adjacent hex" (the firing
 * hexes, O27.3.1: one firing hex adjacent or two hexes away, or a Fire Group of two hexes both adjacent, one
 * adjacent — listed first or last — or neither, read per reading ccp.explosive-charge-group-adjacent), in every
 * direction from the targeted hex (2.2.2) and with the target in an odd and an even column (the half-hex offset,
 * 2.1); "containing a Fortification" (F100: none, or each of F101-F107's markers) — every two of them meeting in
 * some situation (oracle/gen/pairwise.ts). The targeted hex is E5 (odd column) or D5 (even).
 */
export const CCP_PAIRWISE_EXPLOSIVE_CHARGE_FACTORS = {
  firing: ['one adjacent', 'one at range 2', 'group both adjacent', 'group adjacent first', 'group adjacent last', 'group neither adjacent'],
  direction: ['1', '2', '3', '4', '5', '6'],
  column: ['odd', 'even'],
  roll: ['1•1', '2•2', '3•3', '4•4', '5•5', '6•6', '3•4', '4•3'],
  fortification: ['none', ...CCP_FORTIFICATIONS],
};

export function pairwiseExplosiveChargeSeeds(): Seed<ExplosiveChargeSituation>[] {
  const { rows } = pairwise(CCP_PAIRWISE_EXPLOSIVE_CHARGE_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const target = r.column === 'odd' ? 'E5' : 'D5';
    const t = parseHex(target, 'target');
    const d = Number(r.direction) as Direction;
    const next = ((d % 6) + 1) as Direction;
    const near = neighbour(t, d);
    const far = neighbour(near, d);
    const firing = {
      'one adjacent': [near],
      'one at range 2': [far],
      'group both adjacent': [near, neighbour(t, next)],
      'group adjacent first': [near, far],
      'group adjacent last': [far, near],
      'group neither adjacent': [far, neighbour(near, next)],
    }[r.firing]!.map((h) => hexName(h));
    const [white, colored] = r.roll.split('•').map(Number);
    const raw = { firing, target, roll: { white, colored }, fortification: r.fortification === 'none' ? null : r.fortification };
    const situation = parseExplosiveChargeSituation(raw, `generated explosive-charge seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: ${firing.length === 1 ? 'a unit in' : 'a Fire Group in'} ${firing.join(' and ')} (${r.firing}, direction ${r.direction} from the target) fires at ${target}, holding ${r.fortification === 'none' ? 'no Fortification' : r.fortification}, and rolls ${r.roll} (A40, O27.3.3, F100).`,
      minimise: true,
      situation,
    };
  });
}

export const explosiveChargeSpec: ProcedureSpec<ExplosiveChargeSituation> = {
  procedure: 'explosive-charge',
  ruleset: 'ccp',
  title: 'Explosive Charge (A40)',
  section: ['A40'],
  machine: explosiveChargeMachine,
  parseSituation: parseExplosiveChargeSituation,
  parseEvent: parseExplosiveChargeEvent,
  project: (snapshot) => projectExplosiveCharge(snapshot.context as ExplosiveChargeContext),
  get seeds() {
    return EXPLOSIVE_CHARGE_SEEDS() as Seed<ExplosiveChargeSituation>[];
  },
  domain: (snapshot) => explosiveChargeDomain(snapshot),
  domainNote: 'No dice (the kept Fire Attack roll is the situation\'s). In offering: PLAY_EXPLOSIVE_CHARGE and DECLINE_EXPLOSIVE_CHARGE, the firing player\'s choice.',
};
