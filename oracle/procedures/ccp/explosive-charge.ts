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

/** The seeds, as data (oracle/procedures/ccp/seeds/explosive-charge.json, read and validated on first use: oracle/procedures/cce/seeds.ts). */
export const EXPLOSIVE_CHARGE_SEEDS = onFirstUse((): Seed<ExplosiveChargeSituation>[] => loadSeeds('explosive-charge', null, parseExplosiveChargeSituation, { ruleset: 'ccp' }));

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
