/**
 * Events that place or remove map markers: E46 Blaze, E47 Booby Trap, E48 Breeze, E53 Dust, E55 Entrench,
 * E69 Rubble, E70 Sappers, E73 Shellholes, E77 White Phosphorus.
 *
 * Markers are placed and removed through machines/cce/markers.ts (8.1.3-8.1.5, T94: the map's markers and
 * the frame's Smoke list kept together); Water hexes and impassable hexes are map.ts (F100.3, T79, T98);
 * the Random Hex is random.ts (1.8, 11.4); units are broken and eliminated through frame-effects.ts (3.2,
 * 7.1); the downwind direction is the 2.2.2 compass of hex.ts (cce.argued.compass-numbering).
 *
 * Chance is input: a "random Smoke marker" is the next value of the frame's `smokeDraws` (T94); a
 * "random Blaze marker" has no value to draw (cce.argued.event-random-marker).
 *
 * Both players deciding (E46/E48 displacement, E77 breaks): the inactive player first (E46 says so; the
 * Glossary's "inactive player always goes first" for E48 and E77: cce.argued.event-both-players-order).
 *
 * A displaced unit takes control of an Objective it now solely occupies (7.3.1, 7.3.3) and records a
 * `melee-due` step when its new hex holds enemy units (O16.4), both through frame-effects.ts
 * frameUnitEnters as for the placement Events. Left out: resolving that Melee (the melee procedure's; no
 * host nests it after an Event yet), and stacking (8.2, checked at the end of the Turn):
 * cce.argued.blaze-displacement-enemy-hex.
 */
import type { AnyEventObject } from 'xstate';
import { OracleError } from '../../core/errors';
import { type Direction, hexId, neighbour, parseHex, hasHexId, onMap } from '../../core/hex';
import { isImpassable, isWater, requireHexFacts } from '../../core/map';
import { cardOf } from '../deck';
import { inactive } from '../frame';
import { frameUnitEffect, frameUnitEnters } from '../frame-effects';
import { adjacentHexes, drawSmoke, fortificationIn, hasBlaze, markersIn, placeBlaze, placeFortification, placeSmoke, removeAllSmoke, removeFortification, removeSmoke, smokeMarkers, sortHexes } from '../markers';
import type { CceRuleId } from '../rule-ids';
import { opponentOf, type Player } from '../units';
import { choose, type EventArgs, type EventDecision, decision, decisionState, evAssign, type EventHost, type EventModule, type EventStep, offer, withSteps } from './kit';
import { randomHexState } from './random';

const done = { type: 'final' };

/** A "may": KIT_ACTIONS.declined for this Event's rule. */
const declines = (rule: CceRuleId) => ({ type: 'declined', params: { rule } }) as unknown as string;
const impossible = (rule: CceRuleId) => ({ type: 'impossible', params: { rule } });

/** The Random Hex of this Event (random.ts has refused a card revealed for it without one, 1.8). */
const randomHexOf = (c: EventHost, _rule: CceRuleId): string => c.ev.randomHex!;

/** E47, E69, E73 (CC:P E57 b, c): "not Water Terrain and does not already contain a Blaze or Fortification of any kind". */
export const mayTakeFortification = (c: EventHost, hex: string): boolean => !isWater(c.frame.map, hex) && !hasBlaze(c.frame, hex) && !fortificationIn(c.frame, hex);

/** E46, E53, E77 (CC:P E57 a): not Water Terrain and no Blaze. */
export const notWaterNorBlaze = (c: EventHost, hex: string): boolean => !isWater(c.frame.map, hex) && !hasBlaze(c.frame, hex);

const placed = (rule: CceRuleId, hex: string, marker: string): EventStep => ({ rule, what: 'place', hex, marker });

// ------------------------------------------------------------------------------ E47, E69, E73: a Fortification in a Random Hex

function fortificationInRandomHex(name: string, rule: CceRuleId, marker: string, markerRule: CceRuleId, key: string): EventModule {
  const may = `${rule} Random Hex may take ${marker}`;
  const place = `${rule} places ${marker} in the Random Hex`;
  return {
    name,
    rule,
    state: {
      initial: 'randomHex',
      states: {
        randomHex: randomHexState(rule, key),
        [key]: {
          always: [
            { guard: may, target: 'done', actions: place, meta: { rules: [rule, markerRule, '8.1.3'] } },
            { target: 'done', actions: impossible(rule), meta: { rules: ['E42', rule, 'F100.3', '8.1.3', '8.1.5'] } },
          ],
        },
        done,
      },
    },
    guards: { [may]: ({ context: c }: EventArgs) => mayTakeFortification(c, randomHexOf(c, rule)) },
    actions: {
      [place]: evAssign((c) => {
        const hex = randomHexOf(c, rule);
        return { frame: placeFortification(c.frame, hex, marker), ev: withSteps(c, placed(rule, hex, marker)) };
      }),
    },
  };
}

/**
 * E47: "the receiving player must determine a Random Hex [1.8]. If that hex is not Water Terrain and does
 * not already contain a Blaze or Fortification of any kind, place a Mines marker into it [F103]. Units
 * already in the hex will not be affected by the Mines unless and until they Move/ Advance/Retreat out of it."
 * (The last sentence is for Move, Advance and Rout: nothing happens to them here.)
 */
export const boobyTrap = fortificationInRandomHex('Booby Trap', 'E47', 'Mines', 'F103', 'placingMines');

/** E69: "… place a Wire marker into it [F106]." */
export const rubble = fortificationInRandomHex('Rubble', 'E69', 'Wire', 'F106', 'placingWire');

/** E73: "… place a Foxholes marker into it [F102]." (8.1.3's example: not into a hex with Wire.) */
export const shellholes = fortificationInRandomHex('Shellholes', 'E73', 'Foxholes', 'F102', 'placingFoxholes');

// ------------------------------------------------------------------------------ E46, E48: units displaced from a Blaze

/** The units still to displace (scratch), with the hexes each may go to. */
const toDisplace = (c: EventHost): string[] => (c.ev.scratch.displace as string[] | undefined) ?? [];

/** Whether a displaced unit may be placed into a hex. */
type OpenHex = (c: EventHost, hex: string) => boolean;

/** E46, E48: "an adjacent hex not containing impassable terrain" (T79 Blaze, T98 Water Barrier, O21.4). */
const notImpassable: OpenHex = (c, hex) => !isImpassable(c.frame.map, hex);

/** CC:P E54 c): "any adjacent hex(es) not containing another blaze". */
const noBlaze: OpenHex = (c, hex) => !hasBlaze(c.frame, hex);

function destinations(c: EventHost, unit: string, open: OpenHex = notImpassable): string[] {
  const u = c.frame.units.find((x) => x.id === unit)!;
  return sortHexes(adjacentHexes(c.frame.map, u.hex).filter((h) => open(c, h)));
}

/** Who places next: the inactive player while he has a unit to place, then the active player (E46). */
function placer(c: EventHost, open: OpenHex): Player | null {
  const movable = toDisplace(c).filter((u) => destinations(c, u, open).length > 0);
  const owner = (id: string) => c.frame.units.find((u) => u.id === id)!.owner;
  const first = inactive(c.frame);
  if (movable.some((u) => owner(u) === first)) return first;
  if (movable.some((u) => owner(u) === opponentOf(first))) return opponentOf(first);
  return null;
}

const unitsIn = (c: EventHost, hex: string): string[] => c.frame.units.filter((u) => u.hex === hex).map((u) => u.id);

/** The displacing state of E46 and E48, with its named guards and actions. */
function displacing(rule: CceRuleId, open: OpenHex = notImpassable): { state: Record<string, unknown>; guards: EventModule['guards']; actions: EventModule['actions'] } {
  const nowhere = `${rule} a unit has nowhere to go`;
  const allDone = `${rule} every unit displaced`;
  const offers = `${rule} offers the hexes the owner may place a unit into`;
  const eliminates = `${rule} eliminates a unit with nowhere to go`;
  const places = `${rule} places the unit`;
  const stuck = (c: EventHost): string | undefined => toDisplace(c).find((u) => destinations(c, u, open).length === 0);
  return {
    state: {
      entry: offers,
      always: [
        { guard: nowhere, target: 'displacing', reenter: true, actions: eliminates, meta: { rules: [rule, '7.1'] } },
        { guard: allDone, target: 'done', meta: { rules: [rule] } },
      ],
      on: { SELECT_HEX: choose('displacing', places, [rule], { reenter: true }) },
    },
    guards: {
      [nowhere]: ({ context: c }: EventArgs) => stuck(c) !== undefined,
      [allDone]: ({ context: c }: EventArgs) => toDisplace(c).length === 0,
    },
    actions: {
      [offers]: offer((c) => {
        const p = placer(c, open) ?? c.ev.reader;
        const mine = toDisplace(c).filter((u) => c.frame.units.find((x) => x.id === u)!.owner === p);
        return {
          rule,
          player: p,
          why: `an adjacent hex ${open === noBlaze ? 'without a Blaze' : 'without impassable terrain'} for each of his units in the Blaze (the inactive player first)`,
          decisions: mine.flatMap((unit) => destinations(c, unit, open).map((hex) => ({ type: 'SELECT_HEX' as const, unit, hex }))),
        };
      }),
      [eliminates]: evAssign((c) => {
        const unit = stuck(c)!;
        const owner = c.frame.units.find((u) => u.id === unit)!.owner;
        return { frame: frameUnitEffect(c.frame, unit, 'eliminate'), ev: { ...withSteps(c, { rule, what: 'eliminate', unit, player: owner }), offer: null, scratch: { ...c.ev.scratch, displace: toDisplace(c).filter((u) => u !== unit) } } };
      }),
      [places]: evAssign((c, e) => {
        const d = decision(e);
        // 7.3.1 Objective control and O16.4's Melee due, as for every unit an Event places (frame-effects.ts).
        const entered = frameUnitEnters(c.frame, c.frame.units.find((u) => u.id === d.unit)!, d.hex!);
        const steps: EventStep[] = [{ rule, what: 'displace', unit: d.unit, hex: d.hex, player: c.ev.offer?.player }, ...(entered.melee ? [{ rule: 'O16.4' as const, what: 'melee-due', hex: d.hex }] : [])];
        return { frame: entered.frame, ev: { ...withSteps(c, ...steps), offer: null, scratch: { ...c.ev.scratch, displace: toDisplace(c).filter((u) => u !== d.unit) } } };
      }),
    },
  };
}

/** A Blaze placed: the step, one step per marker it removed (8.1.5; E46 says so too). */
function blazeSteps(rule: CceRuleId, removedRule: CceRuleId, hex: string, removed: string[]): EventStep[] {
  return [{ rule, what: 'blaze', hex }, ...removed.map((marker) => ({ rule: removedRule, what: 'remove', hex, marker }))];
}

const e46Displacing = displacing('E46');
const e53Displacing = displacing('E46', noBlaze);

/**
 * E46: "the receiving player must determine a Random Hex [1.8]. If that hex is not Water Terrain and does
 * not already contain a Blaze, place a random Blaze marker [10.2.1] into it. Remove any Smoke or
 * Fortification marker from the hex. Each unit in the hex must be removed by its owner and placed into an
 * adjacent hex not containing impassable terrain (inactive player first). They are eliminated otherwise."
 *
 * When no Blaze is placed (a Water hex: a hex with a Blaze holds no marker nor unit, 8.1.5), whether its
 * units are still displaced is reading cce.event-blaze-not-placed.
 *
 * CC:P E53 (`pacific`), the one point where it differs: its units go "into any adjacent hex(es) not
 * containing another blaze", not "not containing impassable terrain" (the open-hex test of E54 c).
 */
export function blazeFor(pacific: boolean): EventModule {
  const displace = pacific ? e53Displacing : e46Displacing;
  return {
    name: 'Blaze',
    rule: 'E46',
    state: {
      initial: 'randomHex',
      states: {
        randomHex: randomHexState('E46', 'placingBlaze'),
        placingBlaze: {
          always: [
            { guard: 'E46 Random Hex may take a Blaze', target: 'displacing', actions: 'E46 places a Blaze', meta: { rules: ['E46', '10.2.1', '8.1.5'] } },
            { guard: 'E46 units displaced without a Blaze', target: 'displacing', actions: [impossible('E46'), 'E46 displaces the units of the Random Hex'], meta: { rules: ['E42', 'E46'] } },
            { target: 'done', actions: impossible('E46'), meta: { rules: ['E42', 'E46', 'F100.3'] } },
          ],
        },
        displacing: displace.state,
        done,
      },
    },
    guards: {
      'E46 Random Hex may take a Blaze': ({ context: c }) => notWaterNorBlaze(c, randomHexOf(c, 'E46')),
      'E46 units displaced without a Blaze': ({ context: c }) => c.readings['cce.event-blaze-not-placed'] === 'literal' && unitsIn(c, randomHexOf(c, 'E46')).length > 0,
      ...displace.guards,
    },
    actions: {
      'E46 places a Blaze': evAssign((c) => {
        const hex = randomHexOf(c, 'E46');
        const { frame, removed } = placeBlaze(c.frame, hex);
        return { frame, ev: { ...withSteps(c, ...blazeSteps('E46', 'E46', hex, removed)), scratch: { ...c.ev.scratch, displace: unitsIn(c, hex) } } };
      }),
      'E46 displaces the units of the Random Hex': evAssign((c) => ({ ev: { ...c.ev, scratch: { ...c.ev.scratch, displace: unitsIn(c, randomHexOf(c, 'E46')) } } })),
      ...displace.actions,
    },
  };
}

/** CC:E E46 Blaze. */
export const blaze: EventModule = blazeFor(false);

/**
 * The rule id a Breeze refusal cites: CC:E's E48, or CC:P's E54 for Breezy (these errors are raised while
 * the chart runs, after the parsers' translation into CC:P ids).
 */
type BreezeRule = 'E48' | 'E54';

/** E48: the downwind direction printed on the Breeze card (a 2.2.2 compass number). */
function downwind(c: EventHost, rule: BreezeRule): Direction {
  const d = c.ev.card ? cardOf(c.frame.decks[c.ev.reader], c.ev.card)?.direction : undefined;
  if (d === undefined) {
    throw new OracleError({
      code: 'missing-field',
      path: `input.decks.${c.ev.reader}.draw[0].direction`,
      expected: rule === 'E48' ? 'the downwind direction printed in the Breeze Event, a compass number 1-6 (E48, 2.2.2)' : 'the downwind direction printed in the Breezy Event, a compass number 1-6 (E54, 2.2)',
      actual: 'absent',
      rule: rule as CceRuleId,
    });
  }
  return d as Direction;
}

/** E48: "each non-Water hex that is both adjacent to and “downwind” of an existing Blaze marker" (not one already blazing). */
function spreadHexes(c: EventHost, rule: BreezeRule): string[] {
  const dir = downwind(c, rule);
  const blazes = sortHexes(Object.keys(c.frame.map.hexes)).filter((h) => hasBlaze(c.frame, h));
  const out: string[] = [];
  for (const b of blazes) {
    const to = neighbour(parseHex(b, 'hex'), dir);
    if (!hasHexId(to) || (c.frame.map.geometry && !onMap(c.frame.map.geometry, to))) continue;
    const id = hexId(to);
    requireHexFacts(c.frame.map, id);
    if (!isWater(c.frame.map, id) && !hasBlaze(c.frame, id) && !out.includes(id)) out.push(id);
  }
  return out;
}

const e48Displacing = displacing('E48');
const e54Displacing = displacing('E48', noBlaze);

/**
 * CC:P E54 a): "Move all smoke markers on the map one hex “downwind”. … Remove any smoke that would drift off
 * the map or into a water or blaze hex." All move at once (the same step for each: no two land in one hex);
 * each is taken from its hex, then placed into the hex downwind unless that hex is off the map, Water or
 * holds a Blaze.
 */
function driftSmoke(c: EventHost): Partial<EventHost> {
  const dir = downwind(c, 'E54');
  const smoke = smokeMarkers(c.frame, 'E54', 'the marker moves downwind');
  let frame = smoke.reduce((f, { hex }) => removeSmoke(f, hex), c.frame);
  const steps: EventStep[] = [];
  for (const { hex, marker } of smoke) {
    steps.push({ rule: 'E48', what: 'remove', hex, marker });
    const to = neighbour(parseHex(hex, 'hex'), dir);
    if (!hasHexId(to) || (c.frame.map.geometry && !onMap(c.frame.map.geometry, to))) continue;
    const id = hexId(to);
    requireHexFacts(c.frame.map, id);
    if (isWater(c.frame.map, id) || hasBlaze(c.frame, id)) continue;
    frame = placeSmoke(frame, id, Number(marker.slice('Smoke:'.length))).frame;
    steps.push(placed('E48', id, marker));
  }
  return { frame, ev: withSteps(c, ...steps) };
}

/**
 * E48: "remove all Smoke markers from the map. Then place a random Blaze marker [10.2.1] into each
 * non-Water hex that is both adjacent to and “downwind” of an existing Blaze marker. The downwind direction
 * is stated in the Event as a number between 1 and 6, which corresponds to the hex compass on each map. Any
 * units in a hex into which a Blaze spreads must be removed by their owners and placed into any adjacent hex
 * not containing impassable terrain. They are eliminated otherwise."
 *
 * The Blazes that spread are those on the map before the Event (a new Blaze does not spread again); all
 * are placed before any unit is displaced, so no unit goes into a hex the Blaze has just spread to. A
 * Fortification in a hex the Blaze spreads to is removed (8.1.5: "While a Blaze is in a hex, no marker
 * listed above and no unit may exist there").
 */
export function breezeFor(pacific: boolean): EventModule {
  const displace = pacific ? e54Displacing : e48Displacing;
  const rule: BreezeRule = pacific ? 'E54' : 'E48';
  return {
    name: pacific ? 'Breezy' : 'Breeze',
    rule: 'E48',
    state: {
      initial: pacific ? 'driftingSmoke' : 'removingSmoke',
      states: {
        ...(pacific
          ? { driftingSmoke: { always: { target: 'spreading', actions: 'E48 moves every Smoke marker downwind', meta: { rules: ['E48', '2.2.2', '8.1.4'] } } } }
          : { removingSmoke: { always: { target: 'spreading', actions: 'E48 removes all Smoke markers', meta: { rules: ['E48'] } } } }),
        spreading: {
          always: [
            { guard: 'E48 no hex downwind of a Blaze', target: 'done', actions: impossible('E48'), meta: { rules: ['E42', 'E48'] } },
            { target: 'displacing', actions: 'E48 spreads every Blaze downwind', meta: { rules: ['E48', '2.2.2', '10.2.1', '8.1.5'] } },
          ],
        },
        displacing: displace.state,
        done,
      },
    },
    guards: {
      'E48 no hex downwind of a Blaze': ({ context: c }) => spreadHexes(c, rule).length === 0,
      ...displace.guards,
    },
    actions: {
      ...(pacific
        ? { 'E48 moves every Smoke marker downwind': evAssign(driftSmoke) }
        : {
            'E48 removes all Smoke markers': evAssign((c) => {
              const hexes = sortHexes(Object.keys(c.frame.map.hexes)).filter((h) => markersIn(c.frame, h).some((m) => m.startsWith('Smoke:')));
              const steps = hexes.map((hex) => ({ rule: 'E48' as const, what: 'remove', hex, marker: markersIn(c.frame, hex).find((m) => m.startsWith('Smoke:')) }));
              const unlisted = c.frame.smoke.filter((h) => !hexes.includes(h)).map((hex) => ({ rule: 'E48' as const, what: 'remove', hex }));
              return { frame: removeAllSmoke(c.frame), ev: withSteps(c, ...steps, ...unlisted) };
            }),
          }),
      'E48 spreads every Blaze downwind': evAssign((c) => {
        let frame = c.frame;
        const steps: EventStep[] = [];
        const hexes = spreadHexes(c, rule);
        for (const hex of hexes) {
          const r = placeBlaze(frame, hex);
          frame = r.frame;
          steps.push(...blazeSteps('E48', '8.1.5', hex, r.removed));
        }
        return { frame, ev: { ...withSteps(c, ...steps), scratch: { ...c.ev.scratch, displace: hexes.flatMap((h) => unitsIn(c, h)) } } };
      }),
      ...displace.actions,
    },
  };
}

/** CC:E E48 Breeze. */
export const breeze: EventModule = breezeFor(false);

// ------------------------------------------------------------------------------ E53, E77: Smoke

/** T94, 8.1.4: the next random Smoke marker (drawn for `rule`) placed in the hex, and whether it stays (the larger Smoke stays). */
export function randomSmokeInto(c: EventHost, rule: CceRuleId, hex: string): { frame: EventHost['frame']; marker: string; kept: boolean } {
  const drawn = drawSmoke(c.frame, rule);
  const r = placeSmoke(drawn.frame, hex, drawn.value);
  return { frame: r.frame, marker: `Smoke:${drawn.value}`, kept: r.kept };
}

/** T94, 8.1.4: the next random Smoke marker placed in the hex; the larger Smoke stays. */
function smokeInto(c: EventHost, rule: CceRuleId, hex: string): Partial<EventHost> {
  const { frame, marker, kept } = randomSmokeInto(c, rule, hex);
  const step: EventStep = kept ? placed(rule, hex, marker) : { rule: '8.1.4', what: 'smoke-not-kept', hex, marker };
  return { frame, ev: { ...withSteps(c, step), offer: null } };
}

/**
 * E53: "the receiving player must determine a Random Hex [1.8]. If that hex is not Water Terrain and
 * doesn’t already contain a Blaze marker, he selects a random Smoke marker and places it there."
 */
export const dust: EventModule = {
  name: 'Dust',
  rule: 'E53',
  state: {
    initial: 'randomHex',
    states: {
      randomHex: randomHexState('E53', 'placingSmoke'),
      placingSmoke: {
        always: [
          { guard: 'E53 Random Hex may take Smoke', target: 'done', actions: 'E53 places a random Smoke marker', meta: { rules: ['E53', 'T94', '8.1.4'] } },
          { target: 'done', actions: impossible('E53'), meta: { rules: ['E42', 'E53', 'T89', 'T95', 'T98'] } },
        ],
      },
      done,
    },
  },
  guards: { 'E53 Random Hex may take Smoke': ({ context: c }) => notWaterNorBlaze(c, randomHexOf(c, 'E53')) },
  actions: { 'E53 places a random Smoke marker': evAssign((c) => smokeInto(c, 'E53', randomHexOf(c, 'E53'))) },
};

/** E77: the hexes adjacent to one of the reader's unbroken Squads, not Water Terrain and without a Blaze. */
function whitePhosphorusHexes(c: EventHost): string[] {
  const squads = c.frame.units.filter((u) => u.owner === c.ev.reader && u.kind === 'squad' && !u.broken);
  return sortHexes(squads.flatMap((s) => adjacentHexes(c.frame.map, s.hex))).filter((h) => notWaterNorBlaze(c, h));
}

/** E77: the hex the Smoke went into (scratch). */
const smokeHex = (c: EventHost): string => c.ev.scratch.smokeHex as string;

/** E77: one player's units in the Smoke hex must choose one to break. */
function breakingState(player: 'inactive' | 'active', next: string): Record<string, unknown> {
  return {
    entry: `E77 offers the ${player} player's units in the Smoke hex`,
    always: { guard: 'nothing offered', target: next, meta: { rules: ['E77'] } },
    on: { SELECT_UNIT: choose(next, 'E77 breaks the chosen unit', ['E77', '3.2']) },
  };
}

const offerBreak = (who: (c: EventHost) => Player) =>
  offer((c) => {
    const p = who(c);
    return { rule: 'E77', player: p, why: `one of his units in the Smoke hex ${smokeHex(c)}`, decisions: c.frame.units.filter((u) => u.owner === p && u.hex === smokeHex(c)).map((u) => ({ type: 'SELECT_UNIT' as const, unit: u.id })) };
  });

/**
 * E77: "the receiving player may draw a random Smoke marker then place it into a hex adjacent to one of his
 * unbroken Squads (only). The selected hex cannot be Water Terrain nor contain a Blaze. If he does, each
 * player that controls a unit in that hex must choose one such friendly unit and break it [3.2]."
 */
export const whitePhosphorus: EventModule = {
  name: 'White Phosphorus',
  rule: 'E77',
  state: {
    initial: 'choosingHex',
    states: {
      choosingHex: decisionState({
        rule: 'E77',
        offers: 'E77 offers the hexes adjacent to his unbroken Squads',
        next: 'done',
        on: {
          SELECT_HEX: { actions: 'E77 places a random Smoke marker', rules: ['E77', 'T94', '8.1.4'], target: 'breakingInactive' },
          DECLINE: { actions: declines('E77'), rules: ['E77'] },
        },
      }),
      breakingInactive: breakingState('inactive', 'breakingActive'),
      breakingActive: breakingState('active', 'done'),
      done,
    },
  },
  actions: {
    'E77 offers the hexes adjacent to his unbroken Squads': offer((c) => {
      const hexes = whitePhosphorusHexes(c);
      return {
        rule: 'E77',
        player: c.ev.reader,
        why: 'a hex adjacent to one of his unbroken Squads, not Water Terrain and without a Blaze, or to decline',
        decisions: hexes.length ? [...hexes.map((hex) => ({ type: 'SELECT_HEX' as const, hex })), { type: 'DECLINE' as const }] : [],
      };
    }),
    'E77 places a random Smoke marker': evAssign((c, e) => {
      const hex = decision(e).hex!;
      const r = smokeInto(c, 'E77', hex);
      return { ...r, ev: { ...r.ev!, scratch: { ...c.ev.scratch, smokeHex: hex } } };
    }),
    "E77 offers the inactive player's units in the Smoke hex": offerBreak((c) => inactive(c.frame)),
    "E77 offers the active player's units in the Smoke hex": offerBreak((c) => c.frame.active),
    'E77 breaks the chosen unit': evAssign((c, e) => {
      const unit = decision(e).unit!;
      return { frame: frameUnitEffect(c.frame, unit, 'break'), ev: { ...withSteps(c, { rule: 'E77', what: 'break', unit, player: c.ev.offer?.player }), offer: null } };
    }),
  },
};

// ------------------------------------------------------------------------------ E55, E70: the reader's choice

/** E55: "any friendly-occupied, non-Water hex not already containing a Fortification". */
function entrenchHexes(c: EventHost): string[] {
  return sortHexes(c.frame.units.filter((u) => u.owner === c.ev.reader).map((u) => u.hex)).filter((h) => !isWater(c.frame.map, h) && !fortificationIn(c.frame, h));
}

/** A "may" decision's offer: the choices and DECLINE, or nothing at all when there is no choice (E42). */
const withDecline = (choices: EventDecision[]): EventDecision[] => (choices.length ? [...choices, { type: 'DECLINE' }] : []);

/** E55: "the receiving player may place a Foxholes marker into any friendly-occupied, non-Water hex not already containing a Fortification." */
export const entrench: EventModule = {
  name: 'Entrench',
  rule: 'E55',
  state: {
    initial: 'choosingHex',
    states: {
      choosingHex: decisionState({
        rule: 'E55',
        offers: 'E55 offers his occupied hexes without a Fortification',
        next: 'done',
        on: {
          SELECT_HEX: { actions: 'E55 places Foxholes', rules: ['E55', 'F102', '8.1.3', 'F100.3'] },
          DECLINE: { actions: declines('E55'), rules: ['E55'] },
        },
      }),
      done,
    },
  },
  actions: {
    'E55 offers his occupied hexes without a Fortification': offer((c) => ({
      rule: 'E55',
      player: c.ev.reader,
      why: 'a friendly-occupied, non-Water hex without a Fortification, or to decline',
      decisions: withDecline(entrenchHexes(c).map((hex) => ({ type: 'SELECT_HEX', hex }))),
    })),
    'E55 places Foxholes': evAssign((c, e: AnyEventObject) => {
      const hex = decision(e).hex!;
      return { frame: placeFortification(c.frame, hex, 'Foxholes'), ev: { ...withSteps(c, placed('E55', hex, 'Foxholes')), offer: null } };
    }),
  },
};

/** E70: "the receiving player may remove either one Mines marker or one Wire marker from the map." */
export const sappers: EventModule = {
  name: 'Sappers',
  rule: 'E70',
  state: {
    initial: 'choosingMarker',
    states: {
      choosingMarker: decisionState({
        rule: 'E70',
        offers: 'E70 offers every Mines and Wire marker',
        next: 'done',
        on: {
          SELECT_HEX: { actions: 'E70 removes the marker', rules: ['E70', 'F100.2'] },
          DECLINE: { actions: declines('E70'), rules: ['E70'] },
        },
      }),
      done,
    },
  },
  actions: {
    'E70 offers every Mines and Wire marker': offer((c) => {
      const hexes = sortHexes(Object.keys(c.frame.map.hexes));
      const found = hexes.flatMap((hex) => markersIn(c.frame, hex).filter((m) => m === 'Mines' || m === 'Wire').map((marker) => ({ type: 'SELECT_HEX' as const, hex, marker })));
      return { rule: 'E70', player: c.ev.reader, why: 'one Mines or Wire marker on the map, or to decline', decisions: withDecline(found) };
    }),
    'E70 removes the marker': evAssign((c, e) => {
      const d = decision(e);
      return { frame: removeFortification(c.frame, d.hex!, d.marker!), ev: { ...withSteps(c, { rule: 'E70', what: 'remove', hex: d.hex, marker: d.marker }), offer: null } };
    }),
  },
};

export const MARKER_EVENTS: EventModule[] = [blaze, boobyTrap, breeze, dust, entrench, rubble, sappers, shellholes, whitePhosphorus];
