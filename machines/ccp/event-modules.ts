/**
 * CC:P's own Events (E49–E80 that CC:E does not print): each an Event module of the shared chart
 * (machines/cce/event/kit.ts), citing CC:P ids (`ruleset: 'ccp'`: its transitions, offers and steps carry
 * them as they are; E49 is CC:E's E42, translated). The Events CC:P prints as CC:E does, or changed at
 * one point, are CC:E's modules (machines/ccp/event.ts).
 *
 * Units rally and break through frame-effects.ts (3.2, 3.2.5), Weapons break through fire/firepower.ts
 * breakWeapon and go to the Weapons Box through frame-effects.ts toWeaponBox, as in CC:E's Events.
 */
import { frameUnitEffect, toWeaponBox } from '../cce/frame-effects';
import { breakWeapon } from '../cce/fire/firepower';
import type { Unit } from '../cce/units';
import { closestTo } from '../cce/event/closest';
// E57: CC:E's Dust, Rubble and Booby Trap tests and placements.
import { mayTakeFortification, notWaterNorBlaze, randomSmokeInto } from '../cce/event/markers';
import { placeFortification } from '../cce/markers';
import { randomHexState } from '../cce/event/random';
import { decision, decisionState, evAssign, type EventArgs, type EventHost, type EventModule, type EventStep, offer, ownRule, withSteps } from '../cce/event/kit';
import type { Player } from '../cce/units';
import type { CcpRuleId } from './rule-ids';
import { OracleError } from '../core/errors';
import { cardOf } from '../cce/deck';
import { removeSmoke, smokeMarkers } from '../cce/markers';

const CCP = 'ccp';
/** The Japanese player: the situation's `axis` player (machines/ccp/event.ts). */
const JAPAN: Player = 'axis';
const done = { type: 'final' };

/** A step of a CC:P Event, its rule a CC:P id. */
const step = (rule: CcpRuleId, s: Omit<EventStep, 'rule' | 'ruleset'>): EventStep => ({ rule: ownRule(rule), ...s, ruleset: CCP });
/** A transition's meta citing CC:P ids. */
const meta = (...rules: CcpRuleId[]) => ({ rules, ruleset: CCP });
const rules = (...ids: CcpRuleId[]) => ids.map(ownRule);

// ------------------------------------------------------------------------------------------------- E55

const rallied = (c: EventHost): string | undefined => c.ev.scratch.rallied as string | undefined;

/**
 * E55: "the Japanese player Rallies [3.2.5] one of his broken units, if any. If he does, he places a
 * veteran marker on that unit if it doesn't already have one [4.1]." The Japanese player decides whoever
 * reveals the Event; a "Rallies" with no "may": with a broken unit he must (E49 a: none, the Event is
 * ignored). A Veteran marker already on the unit stayed on it while broken (4.1.3: it "remains on a unit
 * until the unit is eliminated or exits the map"), so none is added.
 */
export const bushido: EventModule = {
  name: 'Bushido',
  rule: ownRule('E55'),
  ruleset: CCP,
  state: {
    initial: 'rallying',
    states: {
      rallying: decisionState({
        rule: ownRule('E55'),
        ruleset: CCP,
        offers: 'E55 offers the broken Japanese units',
        next: 'done',
        on: { SELECT_UNIT: { actions: 'E55 rallies the unit', rules: rules('E55', '3.2.5'), target: 'veteran' } },
      }),
      veteran: {
        always: [
          { guard: 'E55 the rallied unit has a Veteran marker', target: 'done', meta: meta('E55', '4.1.3') },
          { target: 'done', actions: 'E55 places a Veteran marker', meta: meta('E55', '4.1', '4.1.1', '4.1.2') },
        ],
      },
      done,
    },
  },
  guards: {
    'E55 the rallied unit has a Veteran marker': ({ context: c }: EventArgs) => !!c.frame.units.find((u) => u.id === rallied(c))?.veteran,
  },
  actions: {
    'E55 offers the broken Japanese units': offer((c) => ({
      rule: ownRule('E55'),
      ruleset: CCP,
      player: JAPAN,
      why: 'one of his broken units (the Japanese player Rallies it)',
      decisions: c.frame.units.filter((u) => u.owner === JAPAN && u.broken).map((u) => ({ type: 'SELECT_UNIT' as const, unit: u.id })),
    })),
    'E55 rallies the unit': evAssign((c, e) => {
      const unit = decision(e).unit!;
      return { frame: frameUnitEffect(c.frame, unit, 'rally'), ev: { ...withSteps(c, step('E55', { what: 'rally', player: JAPAN, unit })), offer: null, scratch: { ...c.ev.scratch, rallied: unit } } };
    }),
    'E55 places a Veteran marker': evAssign((c) => {
      const unit = rallied(c)!;
      return { frame: { ...c.frame, units: c.frame.units.map((u) => (u.id === unit ? { ...u, veteran: true } : u)) }, ev: withSteps(c, step('4.1.1', { what: 'veteran', unit })) };
    }),
  },
};

// ------------------------------------------------------------------------------------------------- E57

/** E57's Random Hex of the part being performed (random.ts has refused a card revealed for it without one, 1.8). */
const detritusHex = (c: EventHost): string => c.ev.randomHex!;
const impossibleE57 = { type: 'impossible', params: { rule: ownRule('E57'), ruleset: CCP } };

/** E57 b), c): the marker placed into the part's Random Hex. */
function fortificationInto(c: EventHost, marker: 'Wire' | 'Mines'): Partial<EventHost> {
  const hex = detritusHex(c);
  return { frame: placeFortification(c.frame, hex, marker), ev: withSteps(c, step('E57', { what: 'place', hex, marker })) };
}

/** E57 b), c): a Fortification marker into the part's Random Hex, or that part impossible (E49 a). */
function fortificationPart(marker: 'Wire' | 'Mines', markerRule: CcpRuleId, next: string): Record<string, unknown> {
  return {
    always: [
      { guard: 'E57 Random Hex may take a Fortification', target: next, actions: `E57 places ${marker}`, meta: meta('E57', markerRule, '15.1.3') },
      { target: next, actions: impossibleE57, meta: meta('E49', 'E57', 'F100.3', '15.1.3', '15.1.5') },
    ],
  };
}

/**
 * E57: "the receiving player must perform the following activities in the order shown: a) Smoke —
 * Determine a random hex [1.8]. If that hex is not water terrain and doesn't already contain a blaze
 * marker, he selects a random smoke marker and places it there. b) Wire — Determine a second random hex.
 * If that hex is not water terrain and does not already contain a blaze or fortification, place a wire
 * marker into it [F107]. c) Mines — Determine a third random hex. If that hex is not water terrain and
 * does not already contain a blaze or fortification, place a mines marker into it [F104]."
 *
 * CC:E's Dust (E53), Rubble (E69) and Booby Trap (E47) in one Event: the same tests (markers.ts
 * notWaterNorBlaze, mayTakeFortification) and placements (randomSmokeInto: the random Smoke is the next of
 * the situation's `smokeDraws`, the larger Smoke staying, 15.1.4; placeFortification), each part with its
 * own Random Hex, the next card revealed (1.8). A part whose hex cannot take its marker is ignored and the
 * next part performed (E49 a, b). A Random Hex needed when the draw pile is empty is impossible, as for
 * every Event (reading ccp.event-random-hex-empty-pile): the parts left are all ignored, since each needs
 * a Random Hex from that same empty pile. c)'s "Reminder" is for Move and Advance (F104): nothing happens
 * here to the units already in the hex.
 */
export const detritusOfWar: EventModule = {
  name: 'Detritus of War',
  rule: ownRule('E57'),
  ruleset: CCP,
  state: {
    initial: 'smokeHex',
    states: {
      smokeHex: randomHexState(ownRule('E57'), 'placingSmoke', CCP),
      placingSmoke: {
        always: [
          { guard: 'E57 Random Hex may take Smoke', target: 'wireHex', actions: 'E57 places a random Smoke marker', meta: meta('E57', '15.1.4') },
          { target: 'wireHex', actions: impossibleE57, meta: meta('E49', 'E57', '15.1.5') },
        ],
      },
      wireHex: randomHexState(ownRule('E57'), 'placingWire', CCP),
      placingWire: fortificationPart('Wire', 'F107', 'minesHex'),
      minesHex: randomHexState(ownRule('E57'), 'placingMines', CCP),
      placingMines: fortificationPart('Mines', 'F104', 'done'),
      done,
    },
  },
  guards: {
    'E57 Random Hex may take Smoke': ({ context: c }: EventArgs) => notWaterNorBlaze(c, detritusHex(c)),
    'E57 Random Hex may take a Fortification': ({ context: c }: EventArgs) => mayTakeFortification(c, detritusHex(c)),
  },
  actions: {
    'E57 places a random Smoke marker': evAssign((c) => {
      const hex = detritusHex(c);
      const { frame, marker, kept } = randomSmokeInto(c, ownRule('E57'), hex);
      return { frame, ev: withSteps(c, kept ? step('E57', { what: 'place', hex, marker }) : step('15.1.4', { what: 'smoke-not-kept', hex, marker })) };
    }),
    'E57 places Wire': evAssign((c) => fortificationInto(c, 'Wire')),
    'E57 places Mines': evAssign((c) => fortificationInto(c, 'Mines')),
  },
};

// ------------------------------------------------------------------------------------------------- E63

/** E63: the Japanese Weapons (broken or not) closest to the Random Hex, where the units possessing them are. */
const closestJapaneseWeapons = (c: EventHost): Unit[] =>
  c.ev.randomHex ? closestTo(c.frame.units.filter((u) => u.owner === JAPAN && u.weapon), (u) => u.hex, c.ev.randomHex) : [];

/**
 * 5.4: "When a weapon breaks, it is flipped to its "broken" side. A broken weapon that breaks again is
 * eliminated and placed in the Weapons Box of the Casualty Track" (fire/firepower.ts breakWeapon;
 * frame-effects.ts toWeaponBox, 5.3). No Random Hex checks the broken Weapon (5.4).
 */
function jam(c: EventHost, owner: Unit): Partial<EventHost> {
  const w = owner.weapon!;
  const broken = breakWeapon(c.frame, w.id);
  const frame = broken.eliminated ? toWeaponBox({ ...c.frame, units: broken.situation.units }, w) : { ...c.frame, units: broken.situation.units };
  return { frame, ev: { ...withSteps(c, step('E63', { what: broken.eliminated ? 'eliminate-weapon' : 'break-weapon', weapon: w.id, unit: owner.id })), offer: null } };
}

/**
 * E63: "the receiving player must determine a random hex [1.8]. Break the Japanese weapon closest to that
 * hex. If already broken, eliminate it instead. In case of a tie for nearest Japanese weapon, the player
 * drawing the event chooses which of those weapons will be affected." Whoever reveals it; a Weapon is
 * where the unit possessing it is (5.2). No Japanese Weapon in play: the Event is ignored (E49 a).
 */
export const jamEvent: EventModule = {
  name: 'Jam',
  rule: ownRule('E63'),
  ruleset: CCP,
  state: {
    initial: 'randomHex',
    states: {
      randomHex: randomHexState(ownRule('E63'), 'breaking', CCP),
      breaking: {
        always: [
          { guard: 'E63 no Japanese Weapon', target: 'done', actions: { type: 'impossible', params: { rule: ownRule('E63'), ruleset: CCP } }, meta: meta('E49', 'E63') },
          { guard: 'E63 one closest Japanese Weapon', target: 'done', actions: 'E63 breaks the closest Japanese Weapon', meta: meta('E63', '5.4') },
          { target: 'choosingClosest', meta: meta('E63') },
        ],
      },
      choosingClosest: decisionState({
        rule: ownRule('E63'),
        ruleset: CCP,
        offers: 'E63 offers the Japanese Weapons tied for closest',
        next: 'done',
        on: { SELECT_WEAPON: { actions: 'E63 breaks the chosen Japanese Weapon', rules: rules('E63', '5.4') } },
        mayBeImpossible: false,
      }),
      done,
    },
  },
  guards: {
    'E63 no Japanese Weapon': ({ context }: EventArgs) => closestJapaneseWeapons(context).length === 0,
    'E63 one closest Japanese Weapon': ({ context }: EventArgs) => closestJapaneseWeapons(context).length === 1,
  },
  actions: {
    'E63 breaks the closest Japanese Weapon': evAssign((c) => jam(c, closestJapaneseWeapons(c)[0])),
    'E63 offers the Japanese Weapons tied for closest': offer((c) => ({
      rule: ownRule('E63'),
      ruleset: CCP,
      player: c.ev.reader,
      why: `one of the Japanese Weapons tied for closest to the Random Hex ${c.ev.randomHex}`,
      decisions: closestJapaneseWeapons(c).map((u) => ({ type: 'SELECT_WEAPON' as const, weapon: u.weapon!.id, unit: u.id })),
    })),
    'E63 breaks the chosen Japanese Weapon': evAssign((c, e) => jam(c, c.frame.units.find((u) => u.weapon?.id === decision(e).weapon)!)),
  },
};

// ------------------------------------------------------------------------------------------------- E60

/** E60: "odd" or "even", as the revealed Gusts card states it (deck.ts Card.gusts, parsed by takeGusts). */
function gustsParity(c: EventHost): 'odd' | 'even' {
  const parity = c.ev.card ? cardOf(c.frame.decks[c.ev.reader], c.ev.card)?.gusts : undefined;
  if (parity === undefined) {
    throw new OracleError({
      code: 'missing-field',
      path: `input.decks.${c.ev.reader}.draw[0].gusts`,
      expected: 'the Smoke the Gusts Event instructs the players to remove, "odd" or "even" (E60)',
      actual: 'absent',
      rule: 'E60',
    });
  }
  return parity;
}

/**
 * E60: the Smoke markers on the map whose Hindrance value (the N of "Smoke:N", 16.3.4) is odd or even as
 * the card states, in map order. A hex listed in `smoke` without a Smoke marker on the map states no
 * Hindrance value to read: an input error naming it (E48 removes such Smoke whatever its value; E60 cannot).
 */
function gustedSmoke(c: EventHost): { hex: string; marker: string }[] {
  const remainder = gustsParity(c) === 'odd' ? 1 : 0;
  const marked = smokeMarkers(c.frame, ownRule('E60'), 'it removes Smoke by its Hindrance value');
  return marked.filter((m) => Number(m.marker.slice('Smoke:'.length)) % 2 === remainder);
}

/**
 * E60: "When this event occurs, it will instruct the players to remove from the map either all smoke
 * with an odd-numbered Hindrance value or all smoke with an even-numbered Hindrance value. Place all such
 * removed smoke markers back into the draw cup." The card states which (Card.gusts). Back in the cup, a
 * marker may be drawn again: the draws to come are the situation's `smokeDraws` (chance is input), which
 * the Event leaves as they are. No such Smoke on the map: the Event is ignored (E49 a).
 */
export const gusts: EventModule = {
  name: 'Gusts',
  rule: ownRule('E60'),
  ruleset: CCP,
  state: {
    initial: 'removing',
    states: {
      removing: {
        always: [
          { guard: 'E60 no Smoke of the stated Hindrance', target: 'done', actions: { type: 'impossible', params: { rule: ownRule('E60'), ruleset: CCP } }, meta: meta('E49', 'E60') },
          { target: 'done', actions: 'E60 removes the Smoke of the stated Hindrance', meta: meta('E60', '16.3.4') },
        ],
      },
      done,
    },
  },
  guards: {
    'E60 no Smoke of the stated Hindrance': ({ context }: EventArgs) => gustedSmoke(context).length === 0,
  },
  actions: {
    'E60 removes the Smoke of the stated Hindrance': evAssign((c) => {
      const gone = gustedSmoke(c);
      return { frame: gone.reduce((f, { hex }) => removeSmoke(f, hex), c.frame), ev: withSteps(c, ...gone.map(({ hex, marker }) => step('E60', { what: 'remove', hex, marker }))) };
    }),
  },
};

/** CC:P's own Events modelled, in rule order. */
export const CCP_OWN_EVENT_MODULES: EventModule[] = [bushido, gusts, jamEvent];
