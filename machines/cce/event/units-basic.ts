/**
 * Events that change one unit's status: E44 Battle Harden, E62 KIA, E64 Medic!, E72 Shell Shock.
 * Units break, rally and are eliminated through frame-effects.ts (3.2, 3.2.5, 7.1); the Random Hex is
 * random-hex.ts (1.8, 11.4); "closest" is closest.ts (hex distance, shared with E43 and E63).
 *
 * Left out: Light Wounds (A36) played "at the instant that a friendly Squad … would break" by Shell
 * Shock — an Action window inside an Event, which the Action machines do not offer here.
 */
import { frameUnitEffect } from '../frame-effects';
import type { Unit } from '../units';
import { closestTo } from './closest';
import { decision, decisionState, evAssign, type EventHost, type EventModule, offer, withSteps } from './kit';
import { randomHexState } from './random';

const units = (c: EventHost): Unit[] => c.frame.units;
const pick = (ids: string[]) => ids.map((unit) => ({ type: 'SELECT_UNIT' as const, unit }));

/** E44: "the receiving player selects one of his units without a Veteran marker and places a Veteran marker on it." */
export const battleHarden: EventModule = {
  name: 'Battle Harden',
  rule: 'E44',
  state: {
    initial: 'selectingUnit',
    states: {
      selectingUnit: decisionState({
        rule: 'E44',
        offers: 'E44 offers own units without a Veteran marker',
        next: 'done',
        on: { SELECT_UNIT: { actions: 'E44 places a Veteran marker', rules: ['E44', 'E44.1'] } },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E44 offers own units without a Veteran marker': offer((c) => ({
      rule: 'E44',
      player: c.ev.reader,
      why: 'one of his units without a Veteran marker',
      decisions: pick(units(c).filter((u) => u.owner === c.ev.reader && !u.veteran).map((u) => u.id)),
    })),
    'E44 places a Veteran marker': evAssign((c, e) => {
      const unit = decision(e).unit!;
      return { frame: { ...c.frame, units: units(c).map((u) => (u.id === unit ? { ...u, veteran: true } : u)) }, ev: { ...withSteps(c, { rule: 'E44', what: 'veteran', unit }), offer: null } };
    }),
  },
};

/** E62: "the receiving player must select one broken unit (enemy or friendly) and eliminate it." */
export const kia: EventModule = {
  name: 'KIA',
  rule: 'E62',
  state: {
    initial: 'selectingUnit',
    states: {
      selectingUnit: decisionState({
        rule: 'E62',
        offers: 'E62 offers every broken unit',
        next: 'done',
        on: { SELECT_UNIT: { actions: 'E62 eliminates the unit', rules: ['E62', '7.1'] } },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E62 offers every broken unit': offer((c) => ({ rule: 'E62', player: c.ev.reader, why: 'one broken unit, enemy or friendly', decisions: pick(units(c).filter((u) => u.broken).map((u) => u.id)) })),
    'E62 eliminates the unit': evAssign((c, e) => {
      const unit = decision(e).unit!;
      return { frame: frameUnitEffect(c.frame, unit, 'eliminate'), ev: { ...withSteps(c, { rule: 'E62', what: 'eliminate', unit }), offer: null } };
    }),
  },
};

/** E64: "the receiving player must select one broken unit (enemy or friendly) and Rally it [3.2.5]." */
export const medic: EventModule = {
  name: 'Medic!',
  rule: 'E64',
  state: {
    initial: 'selectingUnit',
    states: {
      selectingUnit: decisionState({
        rule: 'E64',
        offers: 'E64 offers every broken unit',
        next: 'done',
        on: { SELECT_UNIT: { actions: 'E64 rallies the unit', rules: ['E64', '3.2.5'] } },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E64 offers every broken unit': offer((c) => ({ rule: 'E64', player: c.ev.reader, why: 'one broken unit, enemy or friendly', decisions: pick(units(c).filter((u) => u.broken).map((u) => u.id)) })),
    'E64 rallies the unit': evAssign((c, e) => {
      const unit = decision(e).unit!;
      return { frame: frameUnitEffect(c.frame, unit, 'rally'), ev: { ...withSteps(c, { rule: 'E64', what: 'rally', unit }), offer: null } };
    }),
  },
};

/** E72: the units (enemy or friendly) closest to the Random Hex; more than one is a tie. */
export const closestUnits = (all: Unit[], hex: string): string[] => closestTo(all, (u) => u.hex, hex).map((u) => u.id);

const closestOf = (c: EventHost): string[] => (c.ev.randomHex && c.frame.units.length > 0 ? closestUnits(c.frame.units, c.ev.randomHex) : []);

const breakUnit = (c: EventHost, unit: string): Partial<EventHost> => ({ frame: frameUnitEffect(c.frame, unit, 'break'), ev: { ...withSteps(c, { rule: 'E72', what: 'break', unit }), offer: null } });

/**
 * E72: "the receiving player must determine a Random Hex [1.8]. The unit (enemy or friendly) that is
 * closest to that hex breaks [3.2]. In case of a tie for closest unit, the player drawing the Event
 * chooses which will be affected."
 */
export const shellShock: EventModule = {
  name: 'Shell Shock',
  rule: 'E72',
  state: {
    initial: 'randomHex',
    states: {
      randomHex: randomHexState('E72', 'breaking'),
      breaking: {
        always: [
          { guard: 'E72 no unit in play', target: 'done', actions: { type: 'impossible', params: { rule: 'E72' } }, meta: { rules: ['E42', 'E72'] } },
          { guard: 'E72 one closest unit', target: 'done', actions: 'E72 breaks the closest unit', meta: { rules: ['E72', '3.2'] } },
          { target: 'choosingClosest', meta: { rules: ['E72'] } },
        ],
      },
      choosingClosest: decisionState({
        rule: 'E72',
        offers: 'E72 offers the units tied for closest',
        next: 'done',
        on: { SELECT_UNIT: { actions: 'E72 breaks the chosen unit', rules: ['E72', '3.2'] } },
        mayBeImpossible: false,
      }),
      done: { type: 'final' },
    },
  },
  guards: {
    'E72 no unit in play': ({ context }) => closestOf(context).length === 0,
    'E72 one closest unit': ({ context }) => closestOf(context).length === 1,
  },
  actions: {
    'E72 breaks the closest unit': evAssign((c) => breakUnit(c, closestOf(c)[0])),
    'E72 offers the units tied for closest': offer((c) => ({ rule: 'E72', player: c.ev.reader, why: `one of the units tied for closest to the Random Hex ${c.ev.randomHex}`, decisions: pick(closestOf(c)) })),
    'E72 breaks the chosen unit': evAssign((c, e) => breakUnit(c, decision(e).unit!)),
  },
};
