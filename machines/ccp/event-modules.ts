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
import { decision, decisionState, evAssign, type EventArgs, type EventDecision, type EventHost, type EventModule, type EventStep, offer, ownRule, withSteps } from '../cce/event/kit';
import type { Player } from '../cce/units';
import type { CcpRuleId } from './rule-ids';
import { OracleError } from '../core/errors';
import { cardOf } from '../cce/deck';
import { removeSmoke, smokeMarkers } from '../cce/markers';
import { inOrAdjacent, placeUnit, placementHexes, type PacificReinforcements } from '../cce/event/placement';
import { discardOf } from '../cce/event/intel';
import type { FrameState } from '../cce/frame';
import { isImpassable } from '../core/map';

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

// ------------------------------------------------------------------------------------------------- E74

/**
 * placement.ts placeUnit (Objective control, 14.3.1; a Melee due in a hex now holding both sides' units, 19)
 * for a CC:P Event placing `unit` from `frame`: its 'place' step cites the CC:P id, the 'melee-due' step
 * CC:E's O16.4, translated (ccpEventRecord).
 */
function placeCcp(c: EventHost, frame: FrameState, unit: Unit, hex: string, rule: CcpRuleId): Partial<EventHost> {
  const placed = placeUnit({ ...c, frame }, unit, hex, ownRule(rule));
  return { frame: placed.frame, ev: { ...withSteps(c, ...placed.steps.map((s) => (s.what === 'place' ? { ...s, ruleset: CCP } : s))), offer: null } };
}

/** E74 a): where the Japanese Hero counter is: on the map, on the Track Display (the Time Track, 6.1.2), or in the countermix. */
type HeroAt = { where: 'map' | 'track' | 'countermix'; unit: Unit; space?: number };

/**
 * E74 a): the Japanese Hero counter, "either on the map, on the Track Display or in the countermix": a
 * Japanese Hero unit on the map, a Japanese Hero reinforcement on the Time Track, or the countermix's
 * Hero (frame.ts Countermix). The counter is always in one of them, so a situation stating it nowhere is
 * incomplete: an input error naming the countermix, never an Event silently ignored.
 */
function japaneseHero(f: FrameState): HeroAt {
  const onMap = f.units.find((u) => u.owner === JAPAN && u.hero);
  if (onMap) return { where: 'map', unit: onMap };
  const onTrack = f.reinforcements.find((r) => r.owner === JAPAN && r.unit?.hero);
  if (onTrack) return { where: 'track', unit: onTrack.unit!, space: onTrack.space };
  const inMix = f.countermix?.[JAPAN]?.hero;
  if (inMix) return { where: 'countermix', unit: inMix };
  throw new OracleError({
    code: 'missing-field',
    path: 'input.countermix.axis.hero',
    expected: 'the Japanese Hero counter, on the map, on the Track Display (a reinforcement) or in the countermix (E74 a: "Remove the Japanese Hero counter from wherever it is")',
    actual: undefined,
    rule: 'E74',
  });
}

/**
 * E74 a): the Hero leaves the map or the Time Track for the countermix, where c) takes it from, "along with
 * any weapon or veteran marker that may be attached" (so a Hero that c) cannot place stays there, E49 a).
 */
function removeHero(c: EventHost): Partial<EventHost> {
  const at = japaneseHero(c.frame);
  const f = c.frame;
  const frame: FrameState = {
    ...f,
    units: f.units.filter((u) => u.id !== at.unit.id),
    reinforcements: f.reinforcements.filter((r) => r.unit?.id !== at.unit.id),
    countermix: { ...f.countermix, [JAPAN]: { ...f.countermix?.[JAPAN], hero: at.unit } },
  };
  return { frame, ev: withSteps(c, step('E74', { what: 'remove', unit: at.unit.id, ...(at.where === 'map' ? { hex: at.unit.hex } : { space: at.space }) })) };
}

/** E74 c): the Hero as the countermix now holds it (after a). */
const removedHero = (c: EventHost): Unit | undefined => c.frame.countermix?.[JAPAN]?.hero;

/** E74 c): the hexes in or adjacent to the Random Hex, not impassable (no stacking limit: CC:P 15.2.2). */
const spiderHoles = (c: EventHost): string[] => {
  const hero = removedHero(c);
  return hero && c.ev.randomHex ? placementHexes(c.frame, hero, inOrAdjacent(c.frame, c.ev.randomHex), false) : [];
};

/**
 * E74: "When this event occurs, the receiving player must perform the following steps in the order shown:
 * a) Remove the Japanese Hero counter from wherever it is (either on the map, on the Track Display or in
 * the countermix); b) Determine a random hex [1.8]; c) Place the Hero – along with any weapon or veteran
 * marker that may be attached – in or adjacent to that hex, unbroken and unsuppressed. The Hero can't be
 * placed in an impassable hex (such as a blaze)." Whoever reveals it places the Japanese Hero, where he
 * chooses. Placed into a hex holding US units, a Melee is due (19; placement.ts placeUnit records it).
 * No card left for the Random Hex (ccp.event-random-hex-empty-pile = impossible) or no hex to place it
 * in: that part is ignored (E49 a) and the Hero stays in the countermix.
 */
export const spiderHole: EventModule = {
  name: 'Spider Hole',
  rule: ownRule('E74'),
  ruleset: CCP,
  state: {
    initial: 'removing',
    states: {
      removing: {
        always: [
          { guard: 'E74 the Japanese Hero is in the countermix', target: 'randomHex', meta: meta('E74', '3.3.2') },
          { target: 'randomHex', actions: 'E74 removes the Japanese Hero', meta: meta('E74', '3.3.2') },
        ],
      },
      randomHex: randomHexState(ownRule('E74'), 'placing', CCP),
      placing: decisionState({
        rule: ownRule('E74'),
        ruleset: CCP,
        offers: 'E74 offers the hexes in or adjacent to the Random Hex',
        next: 'done',
        on: { SELECT_HEX: { actions: 'E74 places the Hero', rules: rules('E74', '3.3.2', '15.1.5', '14.3.1') } },
      }),
      done,
    },
  },
  guards: {
    'E74 the Japanese Hero is in the countermix': ({ context }: EventArgs) => japaneseHero(context.frame).where === 'countermix',
  },
  actions: {
    'E74 removes the Japanese Hero': evAssign((c) => removeHero(c)),
    'E74 offers the hexes in or adjacent to the Random Hex': offer((c) => ({
      rule: ownRule('E74'),
      ruleset: CCP,
      player: c.ev.reader,
      why: `a hex in or adjacent to the Random Hex ${c.ev.randomHex}, not impassable, for the Japanese Hero`,
      decisions: spiderHoles(c).map((hex) => ({ type: 'SELECT_HEX' as const, hex })),
    })),
    'E74 places the Hero': evAssign((c, e) => {
      const hero = removedHero(c)!;
      const { hero: _gone, ...rest } = c.frame.countermix![JAPAN]!;
      return placeCcp(c, { ...c.frame, countermix: { ...c.frame.countermix, [JAPAN]: rest } }, { ...hero, broken: false, suppressed: false }, decision(e).hex!, 'E74');
    }),
  },
};

// ------------------------------------------------------------------------------------------------- E75

/** E75: where a piece may go: the hexes adjacent to `hex`, not impassable for a unit (placement.ts placementHexes). */
const unitStealthHexes = (f: FrameState, u: Unit): string[] => placementHexes(f, u, inOrAdjacent(f, u.hex).slice(1), false);

/**
 * E75, E70: where a Sighting marker may go among `candidates`: any of them (reading `reading` = allowed:
 * E75 and E70 c) bar "A unit", and a blaze bars "no unit and no marker listed above", 15.1.5, which lists no
 * Sighting marker), or not an impassable one (= barred).
 */
const markerHexes = (c: EventHost, candidates: readonly string[], reading: string): string[] =>
  c.readings[reading] === 'barred' ? candidates.filter((h) => !isImpassable(c.frame.map, h)) : [...candidates];

/** E75: a Sighting marker's adjacent hexes (reading ccp.stealth-sighting-marker-impassable). */
const markerStealthHexes = (c: EventHost, hex: string): string[] => markerHexes(c, inOrAdjacent(c.frame, hex).slice(1), 'ccp.stealth-sighting-marker-impassable');

/**
 * E70 Reinforcements: CC:E's E68 module (placement.ts reinforcementsFor) with CC:P's variant — "select one
 * unit or Sighting marker" (no Radio: the Japanese table's Sighting markers, 9), "Place the selected unit
 * (along with its weapon, if any) or Sighting marker into any hex along his friendly map edge. A unit
 * can't be placed in an impassable hex (such as a blaze)." — no "Stacking limits [8] must be observed"
 * (CC:P 15.2.2); a Sighting marker goes to any edge hex, or not an impassable one (reading
 * ccp.reinforcements-sighting-marker-impassable, the question E75's words ask, ccp.stealth-sighting-marker-impassable).
 */
export const reinforcementsPacific: PacificReinforcements = {
  markerHexes: (c, edge) => markerHexes(c, edge, 'ccp.reinforcements-sighting-marker-impassable'),
};

/**
 * E75: the reader's choices, each a piece and the adjacent hex it goes to: his units on the map, then (the
 * Japanese player only) his Sighting markers (frame.ts sightingMarkers); or DECLINE ("may").
 */
function stealthDecisions(c: EventHost): EventDecision[] {
  const p = c.ev.reader;
  const units = c.frame.units.filter((u) => u.owner === p).flatMap((u) => unitStealthHexes(c.frame, u).map((hex) => ({ type: 'SELECT_HEX' as const, unit: u.id, hex })));
  const markers = p === JAPAN ? (c.frame.sightingMarkers ?? []).flatMap((m) => markerStealthHexes(c, m.hex).map((hex) => ({ type: 'SELECT_HEX' as const, marker: m.id, hex }))) : [];
  const all = [...units, ...markers];
  return all.length ? [...all, { type: 'DECLINE' as const }] : [];
}

/**
 * E75: "When this event occurs, the receiving player may select one of his units (or Sighting markers, in
 * the case of Japan) on the map. If he does, he removes that unit or Sighting marker from the hex that it
 * occupies and places it into an adjacent hex. A unit can't be placed in an impassable hex (such as a
 * blaze)." One decision: the piece and its hex (SELECT_HEX with `unit`, or `marker` naming the Sighting
 * marker), or DECLINE. Nothing to move (no unit with an adjacent hex to go to): the Event is ignored (E49 a).
 *
 * Argued (digest 004 §5.2 item 25): a unit may be placed into a hex holding enemy units — E75 bars only an
 * impassable hex — and a Melee is then due (19; placement.ts placeUnit records it), as an Infiltrate Reveal
 * can cause. The unit "is removed" and "placed": it neither moves nor advances, so no Op Fire and no Mines
 * attack it (the rulebook's IMPORTANT box, Example B: "a unit entering or leaving a mines hex via the
 * Stealth event [E75] would not be attacked"), and it enters no cave here (F102.1.1 lets it enter one
 * "immediately after it is placed": the cave procedure's, not this Event's).
 */
export const stealth: EventModule = {
  name: 'Stealth',
  rule: ownRule('E75'),
  ruleset: CCP,
  state: {
    initial: 'moving',
    states: {
      moving: decisionState({
        rule: ownRule('E75'),
        ruleset: CCP,
        offers: 'E75 offers his pieces and the adjacent hexes',
        next: 'done',
        on: {
          SELECT_HEX: { actions: 'E75 places the piece', rules: rules('E75', '15.1.5', '14.3.1') },
          DECLINE: { actions: 'E75 declines', rules: rules('E75') },
        },
      }),
      done,
    },
  },
  actions: {
    'E75 offers his pieces and the adjacent hexes': offer((c) => ({
      rule: ownRule('E75'),
      ruleset: CCP,
      player: c.ev.reader,
      why: c.ev.reader === JAPAN ? 'one of his units or Sighting markers on the map, into an adjacent hex (a unit not into an impassable one), or decline' : 'one of his units on the map, into an adjacent hex not impassable, or decline',
      decisions: stealthDecisions(c),
    })),
    'E75 places the piece': evAssign((c, e) => {
      const d = decision(e);
      if (d.marker !== undefined) {
        const markers = (c.frame.sightingMarkers ?? []).map((m) => (m.id === d.marker ? { ...m, hex: d.hex! } : m));
        return { frame: { ...c.frame, sightingMarkers: markers }, ev: { ...withSteps(c, step('E75', { what: 'place', player: JAPAN, sighting: d.marker, hex: d.hex })), offer: null } };
      }
      return placeCcp(c, c.frame, c.frame.units.find((u) => u.id === d.unit)!, d.hex!, 'E75');
    }),
    'E75 declines': evAssign((c) => ({ ev: { ...withSteps(c, step('E75', { what: 'declined', player: c.ev.reader })), offer: null } })),
  },
};

// ------------------------------------------------------------------------------------------------- E78

/** 17.2 a), 1.1: the Banzai hand size, which E78 b) discards down to. */
export const BANZAI_HAND_SIZE = 3;

/**
 * E78 Effect a): the Japanese Posture becomes Banzai (frame `postures`, which the hand size, 1.1, and the
 * Charge order, 17.2 b, read). The OB stats marker also states the quality and Order Limit (11.3), which
 * the Event frame does not hold: only the Posture changes here.
 */
const toBanzai = (c: EventHost): Partial<EventHost> => ({
  frame: { ...c.frame, postures: { ...c.frame.postures, [JAPAN]: 'banzai' } },
  ev: { ...withSteps(c, step('E78', { what: 'posture', player: JAPAN, posture: 'banzai' })), offer: null },
});

/**
 * E78: "When this event occurs, check the current VP level. a) If the VP marker is on the Allied side of
 * the zero space, the Japanese player must change his current Posture to that of Banzai [17.2]. b) If the
 * VP marker either occupies the zero space or is on the Japanese side of the zero space, the Japanese
 * player may change his current Posture to that of Banzai. c) In either case, if the Japanese Posture is
 * already Banzai this event has no effect." "Effect—If the Japanese Posture changes to Banzai immediately
 * perform the following activities in the order shown: a) On the OB Display, swap the current Japanese OB
 * stats marker for the “Banzai” OB stats marker. b) If the Japanese player currently has four or more
 * cards in hand, he discards enough cards of his choice to bring the number of cards in his hand to three."
 *
 * The VP track is one signed number, positive on the Japanese (`axis`) side (machines/cce/victory.ts):
 * below 0 is the Allied side. The Japanese player decides b)'s "may" (SELECT_ITEM "banzai", or DECLINE)
 * and discards, whoever reveals the Event; he discards one card at a time (each an involuntary discard to
 * his own discard pile, intel.ts discardOf) until three are left, the order changing nothing but the
 * discard pile's.
 *
 * Argued (digest 004 §5.2 item 22, a scenario Defender that switches to Banzai): the Event changes the
 * Posture and nothing else; what a Posture allows is read from it where it matters — A43's Hidden actions
 * are "never [for] a player assigned the Posture of Attacker, Banzai, …", so a Japanese player now Banzai
 * plays none (machines/ccp/hidden.ts reads the Posture).
 */
export const tennoheikaBanzai: EventModule = {
  name: 'Tennōheika Banzai!',
  rule: ownRule('E78'),
  ruleset: CCP,
  state: {
    initial: 'checking',
    states: {
      checking: {
        always: [
          { guard: 'E78 the Japanese Posture is already Banzai', target: 'done', actions: 'E78 has no effect', meta: meta('E78', '17.2') },
          { guard: 'E78 the VP marker is on the Allied side', target: 'changing', meta: meta('E78', '11.1.1') },
          { target: 'choosing', meta: meta('E78', '11.1.1') },
        ],
      },
      choosing: decisionState({
        rule: ownRule('E78'),
        ruleset: CCP,
        offers: 'E78 offers the change to Banzai',
        next: 'done',
        on: {
          SELECT_ITEM: { actions: [], rules: rules('E78'), target: 'changing' },
          DECLINE: { actions: 'E78 declines', rules: rules('E78') },
        },
        mayBeImpossible: false,
      }),
      changing: { always: { target: 'checkingHand', actions: 'E78 changes the Japanese Posture to Banzai', meta: meta('E78', '17.2', '11.3') } },
      checkingHand: {
        always: [
          { guard: 'E78 three cards or fewer in the Japanese hand', target: 'done', meta: meta('E78', '1.1') },
          { target: 'discarding', meta: meta('E78', '1.1') },
        ],
      },
      discarding: decisionState({
        rule: ownRule('E78'),
        ruleset: CCP,
        offers: 'E78 offers the Japanese hand',
        next: 'checkingHand',
        on: { SELECT_CARD: { actions: 'E78 discards the card', rules: rules('E78', '1.1') } },
        mayBeImpossible: false,
      }),
      done,
    },
  },
  guards: {
    'E78 the Japanese Posture is already Banzai': ({ context }: EventArgs) => context.frame.postures[JAPAN] === 'banzai',
    'E78 the VP marker is on the Allied side': ({ context }: EventArgs) => context.frame.vp < 0,
    'E78 three cards or fewer in the Japanese hand': ({ context }: EventArgs) => context.frame.decks[JAPAN].hand.length <= BANZAI_HAND_SIZE,
  },
  actions: {
    'E78 has no effect': evAssign((c) => ({ ev: withSteps(c, step('E78', { what: 'no-effect', player: JAPAN })) })),
    'E78 offers the change to Banzai': offer(() => ({
      rule: ownRule('E78'),
      ruleset: CCP,
      player: JAPAN,
      why: 'the VP marker is on the zero space or the Japanese side: he may change his Posture to Banzai ("banzai"), or decline',
      decisions: [{ type: 'SELECT_ITEM' as const, item: 'banzai' }, { type: 'DECLINE' as const }],
    })),
    'E78 declines': evAssign((c) => ({ ev: { ...withSteps(c, step('E78', { what: 'declined', player: JAPAN })), offer: null } })),
    'E78 changes the Japanese Posture to Banzai': evAssign((c) => toBanzai(c)),
    'E78 offers the Japanese hand': offer((c) => ({
      rule: ownRule('E78'),
      ruleset: CCP,
      player: JAPAN,
      why: `a card of his hand to discard (${c.frame.decks[JAPAN].hand.length} in hand, down to ${BANZAI_HAND_SIZE})`,
      decisions: c.frame.decks[JAPAN].hand.map((card) => ({ type: 'SELECT_CARD' as const, card })),
    })),
    'E78 discards the card': evAssign((c, e) => {
      const d = discardOf(c, ownRule('E78'), JAPAN, decision(e).card!);
      return { ...d, ev: { ...d.ev!, steps: d.ev!.steps.map((s, i) => (i === d.ev!.steps.length - 1 ? { ...s, ruleset: CCP } : s)) } };
    }),
  },
};

/** CC:P's own Events modelled, in rule order. */
export const CCP_OWN_EVENT_MODULES: EventModule[] = [bushido, gusts, jamEvent, spiderHole, stealth, tennoheikaBanzai];
