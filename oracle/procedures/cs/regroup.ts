/**
 * Regrouping and Deployment (4.3.12) for the oracle: situation and event parsing, seeds and the domain.
 *
 * Domain: REGROUP of every pair of half-squads in the situation, DEPLOY of every squad, DONE; after one
 * act only DONE (each act is walked from the seed, not in every order). The counter mix is a situation
 * input (the free half-squad counters of each squad-type).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, record, str } from '../../../machines/core/validate';
import { REGROUP_KINDS, type RegroupContext, regroupMachine, type RegroupSituation, type RegroupUnit } from '../../../machines/cs/regroup';
import { unknownEvent } from '../cce/common';
import { hexField, invalidField } from './common';
import { loadSeeds, onFirstUse } from '../cce/seeds';

export function parseRegroupSituation(raw: unknown, path: string): RegroupSituation {
  const o = obj(raw, path, ['units', 'counterMix'], ['units']);
  const units = arr(o.units, `${path}.units`).map((x, i): RegroupUnit => {
    const p = `${path}.units[${i}]`;
    const u = obj(x, p, ['id', 'kind', 'type', 'hex'], ['id', 'kind', 'hex']);
    const kind = oneOf(u.kind, `${p}.kind`, REGROUP_KINDS, '4.3.12.1');
    if (kind !== 'leader' && u.type === undefined) invalidField(`${p}.type`, 'the squad-type of a squad or half-squad', u.type, '4.3.12.1');
    return { id: str(u.id, `${p}.id`), kind, ...(kind !== 'leader' ? { type: str(u.type, `${p}.type`) } : {}), hex: hexField(u.hex, `${p}.hex`) };
  });
  units.forEach((u, i) => {
    if (units.findIndex((x) => x.id === u.id) !== i) invalidField(`${path}.units[${i}].id`, 'one entry per unit', u.id, '4.3.12.1');
  });
  const mix = record(o.counterMix ?? {}, `${path}.counterMix`);
  const counterMix = Object.fromEntries(Object.keys(mix).sort().map((k) => [k, int(mix[k], `${path}.counterMix.${k}`, 0, 99, '4.3.12.1')]));
  return { units, counterMix };
}

function parseRegroupEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const type = (raw as { type?: unknown } | null)?.type;
  const c = snapshot.context as RegroupContext;
  const known = (id: unknown, p: string) => {
    const s = str(id, p);
    if (!c.units.some((u) => u.id === s)) invalidField(p, `a unit of the situation: ${c.units.map((u) => u.id).join(', ')}`, s, '4.3.12.1');
    return s;
  };
  if (snapshot.matches('commandPhase') && type === 'REGROUP') {
    const o = obj(raw, path, ['type', 'halfSquads'], ['type', 'halfSquads']);
    const ids = arr(o.halfSquads, `${path}.halfSquads`, 2).map((x, i) => known(x, `${path}.halfSquads[${i}]`));
    if (ids.length !== 2 || ids[0] === ids[1]) invalidField(`${path}.halfSquads`, 'two different half-squads', ids, '4.3.12.1');
    return { type, halfSquads: [ids[0], ids[1]] } as EventObject;
  }
  if (snapshot.matches('commandPhase') && type === 'DEPLOY') {
    const o = obj(raw, path, ['type', 'squad'], ['type', 'squad']);
    return { type, squad: known(o.squad, `${path}.squad`) } as EventObject;
  }
  if (snapshot.matches('commandPhase') && type === 'DONE') {
    obj(raw, path, ['type'], ['type']);
    return { type } as EventObject;
  }
  return unknownEvent(raw, path, snapshot, ['REGROUP', 'DEPLOY', 'DONE']);
}

function domain(snapshot: AnyMachineSnapshot): EventObject[] {
  const ev = (e: Record<string, unknown>) => e as unknown as EventObject;
  if (!snapshot.matches('commandPhase')) return [];
  const c = snapshot.context as RegroupContext;
  const acted = c.refused.length + c.units.filter((u) => u.id.includes('+') || u.id.includes('/1')).length;
  if (acted > 0) return [ev({ type: 'DONE' })];
  const hs = c.units.filter((u) => u.kind === 'half-squad');
  const pairs = hs.flatMap((a, i) => hs.slice(i + 1).map((b) => ev({ type: 'REGROUP', halfSquads: [a.id, b.id] })));
  return [...pairs, ...c.units.filter((u) => u.kind === 'squad').map((u) => ev({ type: 'DEPLOY', squad: u.id })), ev({ type: 'DONE' })];
}

/** The seeds, as data (oracle/procedures/cs/seeds/regroup.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const REGROUP_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('regroup', null, parseRegroupSituation, { ruleset: 'cs', units: 'written' }));

export const csRegroupSpec: ProcedureSpec<RegroupSituation> = {
  procedure: 'regroup',
  ruleset: 'cs',
  title: 'Regrouping and Deployment (4.3.12)',
  section: ['4.3.12'],
  machine: regroupMachine,
  parseSituation: parseRegroupSituation,
  parseEvent: parseRegroupEvent,
  project: (snapshot) => {
    const c = snapshot.context as RegroupContext;
    return { units: c.units, counterMix: c.counterMix, freeToAct: c.freeToAct, refused: c.refused };
  },
  get seeds() {
    return REGROUP_SEEDS() as Seed<RegroupSituation>[];
  },
  domain,
  domainNote: 'REGROUP of every pair of half-squads, DEPLOY of every squad, DONE; after one act only DONE. The counter mix (free half-squad counters by squad-type) is a situation input.',
};
