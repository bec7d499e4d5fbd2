/**
 * The Recover procedure (O22) for the oracle: input and event validation, the seed situations and the
 * declared event domain the graph walk uses.
 *
 * Dice domain: a Rally Roll is compared with a Morale by its sum only (O22.3), so the domain is a class
 * of sums, each made by one canonical dice pair (`pairForSum`): by default the boundary sums M−1, M and
 * M+1 around the unit's current Morale M (those that exist, 2-12), plus 2 and 12 when M−1 < 2 or
 * M+1 > 12 make an outcome impossible; the `rulebook-o22-3` seed takes all eleven sums 2-12 so the
 * rulebook's own 5, 7 and 9 are among the vectors. Triggers ride on the tie sum M, once per path, in the
 * seeds that ask for them; Jammed! rides with them to show it is ignored (1.9.1.2). The Initiative
 * re-roll is offered up to twice per path in the seed that asks for it, so the card passes and passes back.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { pairForSum, TRIGGERS } from '../../../machines/core/dice';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { obj, oneOf, str } from '../../../machines/core/validate';
import { OracleError } from '../../../machines/core/errors';
import { recoverMachine, projectRecover, type RecoverContext, type RecoverSituation } from '../../../machines/cce/recover';
import { currentMorale, parseSituationUnits, PLAYERS, type Unit } from '../../../machines/cce/units';
import type { UnitEffect } from '../../../machines/cce/effects';
import { leader, parseActivated, parseRollEvent, squad, unknownEvent } from './common';
import { loadSeeds, onFirstUse } from './seeds';
import { FORTIFICATION_COVER, FORTIFICATION_RULE, TERRAIN_COVER } from '../../../machines/cce/terrain';
import { pairwise } from '../../gen/pairwise';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { parseGame } from '../../../machines/cce/event/host';
import { nestedEventCharts, nestedEventDecision, nestedEventDomain } from './event';
import { nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from './time-advance';

const EVENT_TYPES = ['CHOOSE_UNIT', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;

export function parseRecoverSituation(raw: unknown, path: string): RecoverSituation {
  const o = obj(raw, path, ['player', 'initiative', 'activated', 'units', 'map', 'game'], ['player', 'initiative', 'units', 'map']);
  const situation: RecoverSituation = {
    player: oneOf(o.player, `${path}.player`, PLAYERS, 'O22.1'),
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    activated: parseActivated(o.activated, `${path}.activated`),
    ...parseSituationUnits(o, path),
  };
  const game = parseGame(o.game, path, o.units, o.map);
  return game ? { ...situation, game } : situation;
}

function parseRecoverEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as RecoverContext;
  const advance = nestedTimeAdvanceEvent(raw, path, snapshot);
  if (advance) return advance;
  const decision = nestedEventDecision(raw, path, snapshot);
  if (decision) return decision;
  const shared = parseRollEvent(raw, path, c.situation);
  if (shared) return shared;
  if ((raw as { type?: unknown })?.type === 'CHOOSE_UNIT') {
    const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
    const unit = str(o.unit, `${path}.unit`);
    if (snapshot.matches('choosingUnit') && !c.toRoll.includes(unit)) {
      throw new OracleError({
        code: 'illegal-event',
        path: `${path}.unit`,
        expected: `a unit broken when the Order was announced that has not rolled yet (${c.toRoll.join(', ') || 'none'})`,
        actual: unit,
        rule: 'O22.2',
      });
    }
    return { type: 'CHOOSE_UNIT', unit } as EventObject;
  }
  return unknownEvent(raw, path, snapshot, EVENT_TYPES);
}

// ------------------------------------------------------------------------------------------- domain

interface RecoverSeedOptions {
  sums: 'all' | 'boundaries';
  /** Triggers on the tie sum, once per path: all four, or only those listed. */
  triggers: boolean | readonly string[];
  rerolls: number;
  /** The nested Time advance (with `game`): the cards a SHUFFLE may put on top, its re-rolls. */
  time?: TimeAdvanceOptions;
}

const DEFAULT_OPTIONS: RecoverSeedOptions = { sums: 'boundaries', triggers: false, rerolls: 0 };

export function boundarySums(morale: number): number[] {
  const sums = [morale - 1, morale, morale + 1].filter((s) => s >= 2 && s <= 12);
  if (morale - 1 < 2) sums.unshift(2);
  if (morale + 1 > 12) sums.push(12);
  return [...new Set(sums)].sort((a, b) => a - b);
}

/** The trigger outcomes offered: nothing, the rolled unit rallied or broken, its hex-mates changed, a unit elsewhere broken. */
function triggerEffects(c: RecoverContext): UnitEffect[][] {
  const current = c.situation.units.find((u) => u.id === c.current);
  if (!current) return [[]];
  const out: UnitEffect[][] = [[], [{ unit: current.id, effect: 'rally' }], [{ unit: current.id, effect: 'break' }]];
  for (const u of c.situation.units) {
    if (u.id === current.id || u.owner !== current.owner) continue;
    if (u.hex === current.hex) out.push([{ unit: u.id, effect: u.broken ? 'rally' : 'break' }]);
    else if (!u.broken) out.push([{ unit: u.id, effect: 'break' }]);
  }
  return out;
}

function recoverDomain(snapshot: AnyMachineSnapshot, options: RecoverSeedOptions): EventObject[] {
  const c = snapshot.context as RecoverContext;
  const advance = nestedTimeAdvanceDomain(snapshot, options.time);
  if (advance) return advance;
  const decisions = nestedEventDomain(snapshot);
  if (decisions) return decisions;
  if (snapshot.matches('choosingUnit')) return c.toRoll.map((unit) => ({ type: 'CHOOSE_UNIT', unit }) as EventObject);
  if (snapshot.matches('rollingRally')) {
    const u = c.situation.units.find((x) => x.id === c.current) as Unit;
    const m = currentMorale(u, c.situation, c.readings['cce.broken-leader-command'] as 'zero' | 'printed');
    const sums = options.sums === 'all' ? [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : boundarySums(m);
    const events: EventObject[] = sums.map((s) => ({ type: 'ROLL', ...pairForSum(s) }));
    const triggered = c.rolls.some((r) => r.trigger);
    const kinds = options.triggers === true ? TRIGGERS : options.triggers || [];
    if (!triggered && m >= 2 && m <= 12) {
      for (const trigger of kinds) events.push({ type: 'ROLL', ...pairForSum(m), trigger } as EventObject);
    }
    return events;
  }
  if (snapshot.matches('consideringReroll')) {
    const canceled = c.rolls.filter((r) => r.result === 'canceled').length;
    return canceled < options.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
  }
  if (snapshot.matches('resolvingTrigger')) return triggerEffects(c).map((effects) => ({ type: 'RESOLVE_TRIGGER', effects }) as EventObject);
  return [];
}

// -------------------------------------------------------------------------------------------- seeds


type RecoverSeed = Seed<RecoverSituation> & { options: RecoverSeedOptions };
const base = { initiative: 'axis' as const, activated: { recover: [], rout: [] } };

/** The walk options a seed may set (seeds/README.md); the others keep DEFAULT_OPTIONS. */
const OPTION_KEYS = ['sums', 'triggers', 'rerolls', 'time'] as const;
/**
 * The hand-written seeds, as data (oracle/procedures/cce/seeds/recover.json, read and validated by seeds.ts on
 * first use), then the situations generated from the Cover tables and pairwise (below).
 */
export const RECOVER_SEEDS = onFirstUse((): RecoverSeed[] => [...loadSeeds('recover', { defaults: DEFAULT_OPTIONS, keys: OPTION_KEYS }, parseRecoverSituation), ...generatedCoverSeeds(), ...pairwiseMoraleSeeds()]);

/**
 * Generated (issue 16.5): the facts a Rally Roll's Morale reads — the hex's terrain type (T78.3), a Road
 * (T93), a Fortification or Wire (F101-F106), a stacked Leader's Command (3.3.1.2), Veteran (E44.1) —
 * combined so that every two of them meet in some situation (oracle/gen/pairwise.ts, a deterministic
 * covering array; Water hexes hold no Fortification, F100.3). A broken Squad of broken Morale 6 rolls
 * the boundary sums around its current Morale; the Leader, when there is one, is unbroken.
 */
function pairwiseMoraleSeeds(): RecoverSeed[] {
  const factors = {
    terrain: Object.keys(TERRAIN_COVER),
    road: ['no', 'Road'],
    marker: ['none', ...Object.keys(FORTIFICATION_COVER), 'Wire'],
    leader: ['none', 'Command 1', 'Command 2'],
    veteran: ['no', 'Veteran'],
  };
  const water = (t: string) => t === 'Marsh' || t === 'Stream';
  const { rows } = pairwise(factors, (r) => !(water(r.terrain) && r.marker !== 'none'));
  return rows.map((r, i) => {
    const facts = [r.terrain, r.road !== 'no' ? 'Road' : '', r.marker !== 'none' ? r.marker : '', r.leader !== 'none' ? `a Leader of ${r.leader}` : '', r.veteran !== 'no' ? 'Veteran' : ''].filter(Boolean);
    const units = [squad('us-squad', 'allied', 'E5', [7, 6], { broken: true, veteran: r.veteran !== 'no' })];
    if (r.leader !== 'none') units.push(leader('us-ldr', 'allied', 'E5', [8, 7], Number(r.leader.slice(-1))));
    return {
      name: `pairwise-${String(i + 1).padStart(2, '0')}`,
      purpose: `Generated pairwise: a broken Squad (broken Morale 6) in ${facts.join(', ')}; its Rally Roll against that current Morale (T78.3, T93, F101-F106, 3.3.1.2, E44.1, O22.3).`,
      options: DEFAULT_OPTIONS,
      situation: { ...base, player: 'allied' as const, units, map: { hexes: { E5: { terrain: r.road !== 'no' ? [r.terrain, 'Road'] : [r.terrain], ...(r.marker !== 'none' ? { markers: [r.marker] } : {}) } } } },
    };
  });
}

/**
 * Generated (issue 16.5): one situation per entry of the Cover tables — every terrain type of the Terrain
 * Chart with a Cover (T78.3) and every Fortification (F101, F102, F104, F105) — so that each entry decides
 * a Rally Roll somewhere: an engine with one wrong number in its Cover table fails a vector (the
 * ablation's `shift-entry` mutants). Made from the tables themselves, in their order: no entry is left out
 * and none is typed twice. A broken Squad (broken Morale 6) alone in the hex; the boundary sums around its
 * current Morale.
 */
function generatedCoverSeeds(): RecoverSeed[] {
  const seedOf = (name: string, what: string, hex: { terrain: string[]; markers?: string[] }): RecoverSeed => ({
    name,
    purpose: `Generated from the Cover tables: a broken Squad of broken Morale 6 in ${what}; its Rally Roll against 6 + that Cover (T78.3, O22.3).`,
    options: DEFAULT_OPTIONS,
    situation: { ...base, player: 'allied', units: [squad('us-squad', 'allied', 'E5', [7, 6], { broken: true })], map: { hexes: { E5: hex } } },
  });
  return [
    ...Object.keys(TERRAIN_COVER).map((t) => seedOf(`cover-${t.toLowerCase().replace(/ /g, '-')}`, `a ${t} hex`, { terrain: [t] })),
    ...Object.keys(FORTIFICATION_COVER).map((f) => seedOf(`cover-${f.toLowerCase()}`, `an Open Ground hex with ${f} (${FORTIFICATION_RULE[f]})`, { terrain: ['Open Ground'], markers: [f] })),
  ];
}

export const recoverSpec: ProcedureSpec<RecoverSituation> = {
  procedure: 'recover',
  ruleset: 'cce',
  title: 'Recover (O22)',
  section: ['O22'],
  machine: recoverMachine,
  parseSituation: parseRecoverSituation,
  parseEvent: parseRecoverEvent,
  project: (snapshot) => projectRecover(snapshot.context as RecoverContext),
  get seeds() {
    return RECOVER_SEEDS();
  },
  nested: [...nestedEventCharts('resolvingEvent', 'resolvingSniper'), { state: 'advancingTime', procedure: 'time-advance' }],
  domain: (snapshot, seed) => recoverDomain(snapshot, (seed as RecoverSeed | undefined)?.options ?? DEFAULT_OPTIONS),
  domainNote:
    'Rally Rolls by sum only (O22.3): boundary sums M-1, M, M+1 around current Morale M (plus 2/12 where an outcome is impossible); all sums 2-12 for seed rulebook-o22-3; triggers on sum M once per path where the seed asks (all four, or Event! and Sniper! for medic-event-by-the-rules, whose game the nested Event and Sniper charts run on: every decision they offer; Time!, Event! and Sniper! for time-by-the-rules, whose nested Time advance takes the domain of time-advance: canonical SHUFFLE plus the seed\'s named cards on top); up to 2 Initiative re-rolls per path where the seed asks.',
};
