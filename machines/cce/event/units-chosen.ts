/**
 * Events that act on units a player chooses: E50 Commissar, E51 Cower, E52 Deploy (E52.1, E52.2),
 * E56 Field Promotion, E58 Hero (E58.1), E60 Interdiction, E66 Prisoners of War, E71 Scrounge,
 * E75 Suppressing Fire.
 *
 * Units break, rally, are suppressed and eliminated through frame-effects.ts (3.2, 3.2.5, 13.1, 7.1);
 * current Morale and Command Radius are units.ts's (3.1.4, 3.3.1.1), Cover terrain.ts's (T78.3), Range and
 * LOS the Fire's (fire/firepower.ts pieceReaches over los.ts), a Deploy deploy.ts's (shared with the
 * Turn's 8.2 Deploy). Chance is never random here: E50's roll is the next card of the Russian player's
 * deck (the situation gives the order, as for a Random Hex).
 *
 * Readings: cce.commissar-morale (E50 "its Morale"), cce.event-random-hex-empty-pile (E50's roll from an
 * empty draw pile, read as a Random Hex is), cce.broken-leader-command (E51: a broken Leader's Command
 * Radius), cce.deploy-event-player (E52 "the active player"), cce.hero-rally-unit (E58 "one broken unit"),
 * cce.event-roll-last-card (E50's roll taking the Russian player's last card), cce.scrounge-weapon-side
 * (E71: the side a Weapon returns on), cce.suppressing-fire-same-hex (E75: an enemy in the MG's own hex).
 *
 * Left out, and where: E52.2's activation of both Teams (the Turn's activation list; the `event`
 * procedure has none) and "pending results against the Squad" (the Order in progress); E58.1's two
 * exceptions (victory.ts's Hero value, units.ts mayBeActivated: the Hero is placed with `hero` set);
 * the VP gained for a Weapon earlier (E71 returns the Weapon only: no rule gives VP for Weapons).
 */
import { reshuffle, reveal, cardOf } from '../deck';
import { type DeployMarker, deploySplits, deploySquad } from '../deploy';
import { hexDistance, pieceRange, pieceReaches } from '../fire/firepower';
import { frameUnitEffect } from '../frame-effects';
import { losReadingsOf } from '../los';
import { bestCover } from '../terrain';
import { moraleDerivation, PLAYERS, printedMoraleDerivation, type Player, type Unit, type Weapon, withinCommandRadius } from '../units';
import { areAdjacent, parseHex } from '../../core/hex';
import { lessThan, greaterThan, type Derivation } from '../../core/derivation';
import { rollSum } from '../../core/dice';
import { isImpassable } from '../../core/map';
import type { CceRuleId } from '../rule-ids';
import { decision, decisionState, evAssign, type EventDecision, type EventHost, type EventModule, lastCardIgnored, offer, timeDue, withSteps } from './kit';
import { OracleError } from '../../core/errors';
import { requireHexFacts } from '../../core/map';
import { hexesMet } from '../los';

const pick = (ids: string[]): EventDecision[] => ids.map((unit) => ({ type: 'SELECT_UNIT' as const, unit }));
/** A "may": the choices, and DECLINE beside them (nothing to choose: nothing offered, E42). */
const orDecline = (ds: EventDecision[]): EventDecision[] => (ds.length ? [...ds, { type: 'DECLINE' }] : []);
const declined = (rule: CceRuleId) => ({ type: 'declined', params: { rule } }) as never;
const blc = (c: EventHost): 'zero' | 'printed' => (c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero');
const unitOf = (c: EventHost, id: string): Unit | undefined => c.frame.units.find((u) => u.id === id);
const effect = (c: EventHost, unit: string, kind: 'rally' | 'suppress' | 'eliminate', rule: CceRuleId): Partial<EventHost> => ({
  frame: frameUnitEffect(c.frame, unit, kind),
  ev: { ...withSteps(c, { rule, what: kind, unit }), offer: null },
});
const sortHexes = (hs: Iterable<string>): string[] => [...new Set(hs)].sort();

// ------------------------------------------------------------------------------------------ E50

/**
 * E50: "the Russian player" — the player whose nation is Russia (`nationalities`), if either. A situation
 * that names no Russian and leaves a player's nation out does not say whether E50 applies: it is refused
 * (missing-field), as the other Events refuse the optional data they read (intel.ts); nothing is assumed.
 */
function russianOf(c: EventHost): Player | null {
  const p = PLAYERS.find((x) => c.frame.nationalities?.[x] === 'russia');
  if (p) return p;
  const unknown = PLAYERS.find((x) => c.frame.nationalities?.[x] === undefined);
  if (unknown) {
    throw new OracleError({ code: 'missing-field', path: `input.nationalities${c.frame.nationalities ? `.${unknown}` : ''}`, expected: `the ${unknown} player's nation (E50: "the Russian player must select one of his broken units")`, actual: undefined, rule: 'E50' });
  }
  return null;
}
const rollPlayer = (c: EventHost): Player => russianOf(c) ?? c.ev.reader;
/** The deck the roll is revealed from: reshuffled first only under cce.event-random-hex-empty-pile = reshuffle-first. */
const rollDeck = (c: EventHost) => {
  const d = c.frame.decks[rollPlayer(c)];
  return d.draw.length === 0 && c.readings['cce.event-random-hex-empty-pile'] === 'reshuffle-first' ? reshuffle(d) : d;
};
/**
 * E50's Morale, as a derivation (the step carries it, as Recover's and Rout's rolls do): current Morale (units.ts
 * moraleDerivation: the side's printed Morale, Cover, Command, Veteran, Suppressed, Wire) or, under
 * cce.commissar-morale = printed, the printed Morale of the side shown alone.
 */
const commissarMorale = (c: EventHost, u: Unit): Derivation =>
  c.readings['cce.commissar-morale'] === 'printed' ? printedMoraleDerivation(u) : moraleDerivation(u, c.frame, blc(c));
const scratchUnit = (c: EventHost): string => c.ev.scratch.unit as string;

/**
 * E50: "the Russian player must select one of his broken units [3.2] and make a roll for it: ● If the
 * roll is greater than its Morale, it is eliminated. ● If the roll is less than or equal to its Morale,
 * it Rallies [3.2.5]." The roll is the top card of his draw pile, its trigger ignored (E42).
 */
export const commissar: EventModule = {
  name: 'Commissar',
  rule: 'E50',
  state: {
    initial: 'selectingUnit',
    states: {
      selectingUnit: decisionState({
        rule: 'E50',
        offers: 'E50 offers the Russian player\'s broken units',
        next: 'done',
        on: { SELECT_UNIT: { actions: 'E50 selects the unit', rules: ['E50', '3.2'], target: 'rolling' } },
      }),
      rolling: {
        always: [
          { guard: 'E50 no card to roll', target: 'done', actions: { type: 'impossible', params: { rule: 'E50' } }, meta: { rules: ['E42', 'E50', '1.9', '6.1.2'] } },
          { target: 'judging', actions: 'E50 rolls for the unit', meta: { rules: ['E50', '1.9', 'E42'] } },
        ],
      },
      judging: {
        always: [
          { guard: 'E50 roll greater than its Morale', target: 'done', actions: 'E50 eliminates the unit', meta: { rules: ['E50', '7.1'] } },
          { target: 'done', actions: 'E50 rallies the unit', meta: { rules: ['E50', '3.2.5'] } },
        ],
      },
      done: { type: 'final' },
    },
  },
  guards: {
    'E50 no card to roll': ({ context: c }) => {
      const d = rollDeck(c);
      return d.draw.length === 0 || !cardOf(d, d.draw[0])?.dice;
    },
    'E50 roll greater than its Morale': ({ context: c }) => {
      const step = c.ev.steps.at(-1)!;
      return greaterThan(step.roll!, step.morale!, 'E50');
    },
  },
  actions: {
    'E50 offers the Russian player\'s broken units': offer((c) => {
      const p = russianOf(c);
      return { rule: 'E50', player: p ?? c.ev.reader, why: p ? 'one of his broken units' : 'nothing: neither player is Russian', decisions: p ? pick(c.frame.units.filter((u) => u.owner === p && u.broken).map((u) => u.id)) : [] };
    }),
    'E50 selects the unit': evAssign((c, e) => ({ ev: { ...c.ev, offer: null, scratch: { ...c.ev.scratch, unit: decision(e).unit! } } })),
    'E50 rolls for the unit': evAssign((c) => {
      const p = rollPlayer(c);
      const taken = reveal(rollDeck(c));
      const roll = rollSum(cardOf(taken.deck, taken.card)!.dice!);
      const u = unitOf(c, scratchUnit(c))!;
      const morale = commissarMorale(c, u);
      // 6.1.2: the Russian player revealed the last card of HIS draw pile: he triggers the Time advance
      // after the Event (unless reading cce.event-roll-last-card ignores it as a trigger of a roll, E42).
      return {
        frame: { ...c.frame, decks: { ...c.frame.decks, [p]: taken.deck } },
        ev: { ...withSteps(c, { rule: 'E50', what: 'roll', player: p, unit: u.id, card: taken.card, roll, morale: morale.total, derivation: { morale } }), timeDueFor: timeDue(c.ev, p, taken.last && !lastCardIgnored(c)) },
      };
    }),
    'E50 eliminates the unit': evAssign((c) => effect(c, scratchUnit(c), 'eliminate', 'E50')),
    'E50 rallies the unit': evAssign((c) => effect(c, scratchUnit(c), 'rally', 'E50')),
  },
};

// ------------------------------------------------------------------------------------------ E51

/** E51: the reader's Squads without a Suppressed marker outside the Command Radius of every friendly Leader. */
const cowering = (c: EventHost): string[] => {
  const mine = c.frame.units.filter((u) => u.owner === c.ev.reader);
  const leaders = mine.filter((l) => l.kind === 'leader');
  return mine.filter((u) => u.kind === 'squad' && !u.suppressed && !leaders.some((l) => withinCommandRadius(l, u.hex, blc(c)))).map((u) => u.id);
};

/**
 * E51: "the receiving player must place a Suppressed marker [13] on each of his friendly Squads without
 * one that is currently outside the Command Radius [3.3.1.1] of a friendly Leader." No decision.
 */
export const cower: EventModule = {
  name: 'Cower',
  rule: 'E51',
  state: {
    initial: 'suppressing',
    states: {
      suppressing: {
        always: [
          { guard: 'E51 no Squad outside Command', target: 'done', actions: { type: 'impossible', params: { rule: 'E51' } }, meta: { rules: ['E42', 'E51', '3.3.1.1'] } },
          { target: 'done', actions: 'E51 suppresses the Squads outside Command', meta: { rules: ['E51', '3.3.1.1', '13.1'] } },
        ],
      },
      done: { type: 'final' },
    },
  },
  guards: {
    'E51 no Squad outside Command': ({ context }) => cowering(context).length === 0,
  },
  actions: {
    'E51 suppresses the Squads outside Command': evAssign((c) => {
      const ids = cowering(c);
      return { frame: ids.reduce((f, id) => frameUnitEffect(f, id, 'suppress'), c.frame), ev: withSteps(c, ...ids.map((unit) => ({ rule: 'E51' as const, what: 'suppress', unit }))) };
    }),
  },
};

// ------------------------------------------------------------------------------------------ E52

/** E52.1 "the active player" (default), or the reader under cce.deploy-event-player = reader. */
const deployer = (c: EventHost): Player => (c.readings['cce.deploy-event-player'] === 'reader' ? c.ev.reader : c.frame.active);

/**
 * E52.1: "the active player may select one friendly Squad on the map. If he does, the Squad is removed
 * from its hex, placed back in the countermix, and replaced with two Teams"; E52.2: broken if it was, one
 * Team keeping each marker and the Weapon — which Team keeps which is the player's, offered with the
 * Squad (SELECT_UNIT `marker`: "Suppressed+Veteran" = the markers the second Team retains; deploy.ts).
 */
export const deploy: EventModule = {
  name: 'Deploy',
  rule: 'E52',
  state: {
    initial: 'selectingSquad',
    states: {
      selectingSquad: decisionState({
        rule: 'E52',
        offers: 'E52 offers the friendly Squads',
        next: 'done',
        on: {
          SELECT_UNIT: { actions: 'E52 deploys the Squad', rules: ['E52.1', 'E52.2'] },
          DECLINE: { actions: declined('E52'), rules: ['E52.1'] },
        },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E52 offers the friendly Squads': offer((c) => {
      const p = deployer(c);
      const squads = c.frame.units.filter((u) => u.owner === p && u.kind === 'squad');
      // E52.2: one decision per Squad and per way to share its markers (`marker`: those the second Team retains).
      const ds: EventDecision[] = squads.flatMap((u) => deploySplits(u).map((split) => ({ type: 'SELECT_UNIT' as const, unit: u.id, ...(split.length ? { marker: split.join('+') } : {}) })));
      return { rule: 'E52', player: p, why: 'one friendly Squad on the map, with the markers its second Team retains (E52.2), or none', decisions: orDecline(ds) };
    }),
    'E52 deploys the Squad': evAssign((c, e) => {
      const d = decision(e);
      const p = deployer(c);
      const toSecond = (d.marker ? d.marker.split('+') : []) as DeployMarker[];
      const { units } = deploySquad(c.frame.units, d.unit!, c.frame.countermix?.[p]?.team?.sides, toSecond);
      return { frame: { ...c.frame, units }, ev: { ...withSteps(c, { rule: 'E52.1', what: 'deploy', player: p, unit: d.unit, ...(d.marker ? { retains: d.marker } : {}) }), offer: null } };
    }),
  },
};

// ------------------------------------------------------------------------------------------ E56

/** E56/E58: the countermix's Leader for the reader, if it is not already on the map. */
const offMap = (c: EventHost, which: 'private' | 'hero'): Unit | null => {
  const u = c.frame.countermix?.[c.ev.reader]?.[which];
  return u && !c.frame.units.some((x) => x.id === u.id) ? u : null;
};

/** Place a countermix Leader, unbroken and without markers, into a hex. */
const placeLeader = (c: EventHost, which: 'private' | 'hero', hex: string, rule: CceRuleId): Partial<EventHost> => {
  const u = offMap(c, which)!;
  const { [which]: _gone, ...rest } = c.frame.countermix![c.ev.reader]!;
  return {
    frame: { ...c.frame, units: [...c.frame.units, { ...u, hex, broken: false, suppressed: false, veteran: false }], countermix: { ...c.frame.countermix, [c.ev.reader]: rest } },
    ev: { ...withSteps(c, { rule, what: 'place', unit: u.id, hex }), offer: null, scratch: { ...c.ev.scratch, hex } },
  };
};

/**
 * E56: "if not already on the map, the receiving player may place his nation's “Private” (the one with
 * “6” Morale and “2” Command) into a hex occupied by one of his broken units [3.2]."
 */
export const fieldPromotion: EventModule = {
  name: 'Field Promotion',
  rule: 'E56',
  state: {
    initial: 'placing',
    states: {
      placing: decisionState({
        rule: 'E56',
        offers: 'E56 offers the hexes of his broken units',
        next: 'done',
        on: {
          SELECT_HEX: { actions: 'E56 places the Private', rules: ['E56', '3.2'] },
          DECLINE: { actions: declined('E56'), rules: ['E56'] },
        },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E56 offers the hexes of his broken units': offer((c) => ({
      rule: 'E56',
      player: c.ev.reader,
      why: 'a hex occupied by one of his broken units, for his "Private" if not already on the map',
      decisions: offMap(c, 'private') ? orDecline(sortHexes(c.frame.units.filter((u) => u.owner === c.ev.reader && u.broken).map((u) => u.hex)).map((hex) => ({ type: 'SELECT_HEX' as const, hex }))) : [],
    })),
    'E56 places the Private': evAssign((c, e) => placeLeader(c, 'private', decision(e).hex!, 'E56')),
  },
};

// ------------------------------------------------------------------------------------------ E58

/**
 * Glossary "Friendly": "A hex occupied by a friendly unit. An Objective hex [2.3] under your control and
 * not containing an enemy unit." (an impassable hex is never one a unit may be placed in).
 */
const friendlyHexes = (c: EventHost): string[] => {
  const p = c.ev.reader;
  const occupied = c.frame.units.filter((u) => u.owner === p).map((u) => u.hex);
  const objectives = c.frame.objectives.filter((o) => o.controller === p).flatMap((o) => o.hexes);
  const enemyIn = (h: string) => c.frame.units.some((u) => u.owner !== p && u.hex === h);
  return sortHexes([...occupied, ...objectives.filter((h) => !enemyIn(h) && c.frame.map.hexes[h] && !isImpassable(c.frame.map, h))]);
};

/** E58's "one broken unit in that placement hex": any (default), or only his own under cce.hero-rally-unit = friendly. */
const heroRallies = (c: EventHost): string[] =>
  c.frame.units.filter((u) => u.hex === c.ev.scratch.hex && u.broken && (c.readings['cce.hero-rally-unit'] !== 'friendly' || u.owner === c.ev.reader)).map((u) => u.id);

/**
 * E58: "if the receiving player’s Hero unit [E58.1] is not already on the map, he must place it into any
 * friendly hex. If he does, he may Rally [3.2.5] one broken unit in that placement hex."
 */
export const hero: EventModule = {
  name: 'Hero',
  rule: 'E58',
  state: {
    initial: 'placing',
    states: {
      placing: decisionState({
        rule: 'E58',
        offers: 'E58 offers every friendly hex',
        next: 'done',
        on: {
          SELECT_HEX: { actions: 'E58 places the Hero', rules: ['E58', 'E58.1'], target: 'rallying' },
          // Reading cce.hero-placement = may: "If he does" read as a choice (CC:P E61 "he may place it").
          DECLINE: { actions: declined('E58'), rules: ['E58'] },
        },
      }),
      rallying: decisionState({
        rule: 'E58',
        offers: 'E58 offers the broken units in the placement hex',
        next: 'done',
        on: {
          SELECT_UNIT: { actions: 'E58 rallies the unit', rules: ['E58', '3.2.5'] },
          DECLINE: { actions: declined('E58'), rules: ['E58'] },
        },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E58 offers every friendly hex': offer((c) => ({
      rule: 'E58',
      player: c.ev.reader,
      why: 'any friendly hex, for his Hero if not already on the map',
      decisions: ((hexes) => (c.readings['cce.hero-placement'] === 'may' ? orDecline(hexes) : hexes))(offMap(c, 'hero') ? friendlyHexes(c).map((hex) => ({ type: 'SELECT_HEX' as const, hex })) : []),
    })),
    'E58 places the Hero': evAssign((c, e) => placeLeader(c, 'hero', decision(e).hex!, 'E58')),
    'E58 offers the broken units in the placement hex': offer((c) => ({ rule: 'E58', player: c.ev.reader, why: `one broken unit in ${c.ev.scratch.hex as string}, or none`, decisions: orDecline(pick(heroRallies(c))) })),
    'E58 rallies the unit': evAssign((c, e) => effect(c, decision(e).unit!, 'rally', 'E58')),
  },
};

// ------------------------------------------------------------------------------------------ E60

/**
 * E60: "the receiving player must select one unsuppressed unit (enemy or friendly; broken or unbroken)
 * that occupies a hex with Cover less than 1 and put a Suppressed marker [13] on it." Cover: the hex's
 * best Cover with the Road's −1 (T78.3, T93).
 */
export const interdiction: EventModule = {
  name: 'Interdiction',
  rule: 'E60',
  state: {
    initial: 'selectingUnit',
    states: {
      selectingUnit: decisionState({
        rule: 'E60',
        offers: 'E60 offers the unsuppressed units in hexes with Cover less than 1',
        next: 'done',
        on: { SELECT_UNIT: { actions: 'E60 suppresses the unit', rules: ['E60', 'T78.3', '13.1'] } },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E60 offers the unsuppressed units in hexes with Cover less than 1': offer((c) => ({
      rule: 'E60',
      player: c.ev.reader,
      why: 'one unsuppressed unit (enemy or friendly) in a hex with Cover less than 1',
      decisions: pick(c.frame.units.filter((u) => !u.suppressed && lessThan(bestCover(c.frame.map.hexes[u.hex]), 1, 'E60')).map((u) => u.id)),
    })),
    'E60 suppresses the unit': evAssign((c, e) => effect(c, decision(e).unit!, 'suppress', 'E60')),
  },
};

// ------------------------------------------------------------------------------------------ E66

/**
 * E66: "the receiving player must select one of his own broken units [3.2] that is adjacent to or in
 * the same hex as an enemy unit and eliminate it." (7.1: the enemy gains its VP.)
 */
export const prisonersOfWar: EventModule = {
  name: 'Prisoners of War',
  rule: 'E66',
  state: {
    initial: 'selectingUnit',
    states: {
      selectingUnit: decisionState({
        rule: 'E66',
        offers: 'E66 offers his broken units in or adjacent to an enemy unit\'s hex',
        next: 'done',
        on: { SELECT_UNIT: { actions: 'E66 eliminates the unit', rules: ['E66', '7.1'] } },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E66 offers his broken units in or adjacent to an enemy unit\'s hex': offer((c) => {
      const p = c.ev.reader;
      const near = (u: Unit) => c.frame.units.some((x) => x.owner !== p && (x.hex === u.hex || areAdjacent(parseHex(x.hex, 'unit.hex'), parseHex(u.hex, 'unit.hex'))));
      return { rule: 'E66', player: p, why: 'one of his own broken units adjacent to or in the same hex as an enemy unit', decisions: pick(c.frame.units.filter((u) => u.owner === p && u.broken && near(u)).map((u) => u.id)) };
    }),
    'E66 eliminates the unit': evAssign((c, e) => effect(c, decision(e).unit!, 'eliminate', 'E66')),
  },
};

// ------------------------------------------------------------------------------------------ E71

/**
 * E71: "the receiving player may select one eliminated Weapon (enemy or friendly) from the Casualty Track
 * and return that Weapon to play under the control of one of his units currently without a Weapon."
 * Which side it returns on is reading cce.scrounge-weapon-side: the side it was placed with in the
 * Weapon box (default), or unbroken. A Weapon returned broken is a broken Weapon in play again, which
 * every later Random Hex checks (11.4: "the hex number is compared to that on every broken Weapon in
 * play"), with the Fix and Elim ranges printed on its broken side (required then, as for E63).
 */
function scrounged(c: EventHost, weapon: string, returnsBroken: boolean): { frame: EventHost['frame']; w: Weapon } {
  const i = c.frame.eliminatedWeapons!.findIndex((x) => x.id === weapon);
  const boxed = c.frame.eliminatedWeapons![i];
  // CC:P E71: "return that weapon to play – broken –"; no Random Hex checks it (CC:P 5.4).
  if (returnsBroken) return { frame: c.frame, w: { ...boxed, broken: true } };
  const w = c.readings['cce.scrounge-weapon-side'] === 'unbroken' ? { ...boxed, broken: false } : boxed;
  if (!w.broken) return { frame: c.frame, w };
  if (!w.fix || !w.elim) {
    throw new OracleError({ code: 'missing-field', path: `input.eliminatedWeapons[${i}].${w.fix ? 'elim' : 'fix'}`, expected: `the Fix and Elim ranges printed on ${w.id}'s broken side (11.4: a broken Weapon returned to play is checked at every later Random Hex)`, actual: undefined, rule: '11.4' });
  }
  return { frame: { ...c.frame, weapons: [...c.frame.weapons, { id: w.id, fix: w.fix, elim: w.elim }] }, w };
}

/**
 * E71 of an edition: `pacific` false is CC:E's (above); true is CC:P's E71, "the receiving player may
 * select one eliminated weapon (enemy or friendly) from the Casualty Track and return that weapon to play
 * – broken – under the control of one of his units currently without a weapon" (machines/ccp/event.ts),
 * where "A leader may only ever possess a weapon lacking a negative movement modifier" (CC:P 3.3.5).
 */
export const scroungeFor = (pacific: boolean): EventModule => ({
  name: 'Scrounge',
  rule: 'E71',
  state: {
    initial: 'selectingWeapon',
    states: {
      selectingWeapon: decisionState({
        rule: 'E71',
        offers: 'E71 offers each eliminated Weapon to each of his units without one',
        next: 'done',
        on: {
          SELECT_WEAPON: { actions: 'E71 returns the Weapon', rules: ['E71', '11'], ...(pacific ? { plus: ['3.3.5'] } : {}) },
          DECLINE: { actions: declined('E71'), rules: ['E71'] },
        },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E71 offers each eliminated Weapon to each of his units without one': offer((c) => {
      const holders = c.frame.units.filter((u) => u.owner === c.ev.reader && !u.weapon);
      // CC:P 3.3.5: no Leader takes a Weapon with a negative movement modifier.
      const mayHold = (u: Unit, w: Weapon) => !pacific || u.kind !== 'leader' || !((w.movement ?? 0) < 0);
      const ds = (c.frame.eliminatedWeapons ?? []).flatMap((w) => holders.filter((u) => mayHold(u, w)).map((u) => ({ type: 'SELECT_WEAPON' as const, weapon: w.id, unit: u.id })));
      return { rule: 'E71', player: c.ev.reader, why: 'one eliminated Weapon and one of his units without a Weapon, or none', decisions: orDecline(ds) };
    }),
    'E71 returns the Weapon': evAssign((c, e) => {
      const { weapon, unit } = decision(e);
      const { frame, w } = scrounged(c, weapon!, pacific);
      return {
        frame: { ...frame, units: frame.units.map((u) => (u.id === unit ? { ...u, weapon: w } : u)), eliminatedWeapons: frame.eliminatedWeapons!.filter((x) => x.id !== weapon) },
        ev: { ...withSteps(c, { rule: 'E71', what: 'scrounge', unit, weapon }), offer: null },
      };
    }),
  },
});

/** E71 as CC:E prints it. */
export const scrounge = scroungeFor(false);

// ------------------------------------------------------------------------------------------ E75

/**
 * E75: the enemy units without a Suppressed marker within the current Range and LOS of one of the
 * reader's unbroken MGs possessed by an unbroken, unsuppressed friendly unit — "within Range and LOS" as
 * the Fire decides it (pieceReaches: LOS from the map, 10; current Range with Weapon Command, 3.1.2,
 * 3.3.1.3). The LOS is traced on the map, so every hex a line within Range meets must be listed: an
 * unlisted one is the map's error (2.1), never "no LOS". Whether an enemy unit in the MG's own hex is
 * within its Range and LOS is reading cce.suppressing-fire-same-hex (default: not, as a Fire cannot target
 * its own hex).
 */
const suppressible = (c: EventHost): string[] => {
  const p = c.ev.reader;
  const view = { ...c.frame, los: [], losReadings: losReadingsOf(c.readings) };
  const sameHex = c.readings['cce.suppressing-fire-same-hex'] === 'included';
  const mgs = c.frame.units.filter((u) => u.owner === p && !u.broken && !u.suppressed && u.weapon?.type === 'mg' && !u.weapon.broken);
  const reaches = (u: Unit, hex: string): boolean => {
    if (u.hex === hex) return sameHex;
    const piece = { id: u.weapon!.id, unit: u, weapon: u.weapon };
    if (hexDistance(u.hex, hex) <= pieceRange(piece, view, c.readings)) for (const h of hexesMet(u.hex, hex)) requireHexFacts(c.frame.map, h);
    return pieceReaches(piece, view, c.readings, hex) === null;
  };
  return c.frame.units.filter((t) => t.owner !== p && !t.suppressed && mgs.some((u) => reaches(u, t.hex))).map((t) => t.id);
};

/**
 * E75: "the receiving player may place a Suppression marker [13] on one enemy unit without one. The
 * chosen enemy unit must be within both the current Range and LOS of one of the receiving player’s
 * unbroken MGs possessed by an unbroken, unsuppressed friendly unit."
 */
export const suppressingFire: EventModule = {
  name: 'Suppressing Fire',
  rule: 'E75',
  state: {
    initial: 'selectingUnit',
    states: {
      selectingUnit: decisionState({
        rule: 'E75',
        offers: 'E75 offers the enemy units in Range and LOS of his MGs',
        next: 'done',
        on: {
          SELECT_UNIT: { actions: 'E75 suppresses the unit', rules: ['E75', '13.1', '10', '3.1.2'] },
          DECLINE: { actions: declined('E75'), rules: ['E75'] },
        },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E75 offers the enemy units in Range and LOS of his MGs': offer((c) => ({ rule: 'E75', player: c.ev.reader, why: 'one enemy unit without a Suppressed marker in Range and LOS of one of his MGs, or none', decisions: orDecline(pick(suppressible(c))) })),
    'E75 suppresses the unit': evAssign((c, e) => effect(c, decision(e).unit!, 'suppress', 'E75')),
  },
};

export const UNITS_CHOSEN: EventModule[] = [commissar, cower, deploy, fieldPromotion, hero, interdiction, prisonersOfWar, scrounge, suppressingFire];
