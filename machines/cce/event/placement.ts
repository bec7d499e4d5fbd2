/**
 * Events that bring units or breaks to a place: E43 Air Support, E59 Infiltration, E63 Malfunction,
 * E68 Reinforcements, E76 Walking Wounded.
 *
 * Shared rules are called, not re-typed: the Random Hex with its 11.4 Weapon check (random.ts), a roll
 * during an Event (roll.ts: 1.9, E42 no triggers), "closest" (closest.ts, shared with E72), unit breaks
 * and eliminations with their VP (frame-effects.ts: 3.2, 3.2.4, 7.1), a Weapon breaking (fire/firepower.ts
 * breakWeapon: 11.4), stacking (stacking.ts placementWithinLimit: 8.2, as 6.1.2 step 5 uses it),
 * impassable hexes (map.ts: T79 Blaze, T98 Water Barrier), Objective control when a unit is placed
 * (frame-effects.ts frameUnitEnters over victory.ts afterEntering: 7.3.1).
 *
 * Readings: cce.event-random-hex-empty-pile, cce.event-random-hex-without-subject (E59, E76),
 * cce.event-roll-last-card (the Support Table roll taking the last card), cce.reinforcements-radio-full-box
 * (E68), cce.walking-wounded-casualty-space (E76).
 *
 * Inputs that are chance or player-aid data (digest §5.D), never random here:
 * - the Support Table (E59, E68) is the frame's `supportTables` — each nation's columns, ALREADY filtered
 *   to the items "available for that scenario's year" (the situation states the scenario's table);
 * - the Support Table roll is the next card of the reader's deck (its dice; E42: no triggers);
 * - the eliminated units on the Casualty Track (E76) are the frame's `casualtyUnits`.
 *
 * A unit placed in a hex holding enemy units records a step `melee-due` (O16.4: "At the end of any Order
 * or die trigger that causes a hex to contain units belonging to both sides, a Melee ensues in that
 * hex"), as E46/E48's displaced units do; the Melee itself is the melee procedure's, which no host
 * resolves after an Event yet (cce.argued.blaze-displacement-enemy-hex).
 *
 * Left out: Light Wounds (A36) on a Squad that Air Support breaks (an Action window inside an Event, as
 * for E72 in units-basic.ts).
 */
import { OracleError } from '../../core/errors';
import { isImpassable, requireHexFacts } from '../../core/map';
import { adjacentHexes } from '../markers';
import { breakWeapon } from '../fire/firepower';
import { itemId, type FrameState, type SupportItem } from '../frame';
import { frameUnitEffect, frameUnitEnters } from '../frame-effects';
import type { CceRuleId } from '../rule-ids';
import { placementWithinLimit } from '../stacking';
import type { Unit } from '../units';
import { closestTo } from './closest';
import { decision, decisionState, evAssign, type EventArgs, type EventHost, type EventModule, type EventStep, offer, withSteps } from './kit';
import { randomHexState } from './random';
import { ROLL_ACTIONS, ROLL_GUARDS, rollOf, rollState } from './roll';

// ------------------------------------------------------------------------------------ shared placement

/**
 * E59, E76: "in or adjacent to that hex": the Random Hex, then its neighbours on the map in compass order
 * (2.2.2; markers.ts adjacentHexes: each must be listed, an unlisted one is the map's error, 2.1).
 */
export const inOrAdjacent = (f: FrameState, hex: string): string[] => [hex, ...adjacentHexes(f.map, hex)];

/**
 * E59, E68, E76: "Stacking limits [8] must be observed, and the unit cannot be placed in an impassable
 * hex (such as a Blaze or Water Barrier)": the candidates where `unit` may be placed. Every candidate
 * must be listed: an unlisted hex is unknown, not Open Ground (2.1), and refused as the map's error
 * (map.ts requireHexFacts), never silently left out.
 */
export const placementHexes = (f: FrameState, unit: Unit, candidates: readonly string[], stacking = true): string[] =>
  candidates.filter((h) => requireHexFacts(f.map, h) && !isImpassable(f.map, h) && (!stacking || placementWithinLimit(f.units, unit, h)));

/**
 * Place `unit` in `hex` (frame-effects.ts frameUnitEnters: 7.3.1 Objective control, O16.4 a Melee due):
 * a hex now holding both sides' units records a step `melee-due`.
 */
export function placeUnit(c: EventHost, unit: Unit, hex: string, rule: CceRuleId): { frame: FrameState; steps: EventStep[] } {
  const entered = frameUnitEnters(c.frame, unit, hex);
  const steps: EventStep[] = [{ rule, what: 'place', player: unit.owner, unit: unit.id, hex }];
  if (entered.melee) steps.push({ rule: 'O16.4', what: 'melee-due', hex });
  return { frame: entered.frame, steps };
}

const selected = <T>(c: EventHost): T | undefined => c.ev.scratch.selected as T | undefined;
const hexDecisions = (hexes: string[]) => hexes.map((hex) => ({ type: 'SELECT_HEX' as const, hex }));

/** Reading cce.event-random-hex-without-subject: nothing was selected and the later Random Hex is skipped. */
const randomHexSkipped = (c: EventHost): boolean => selected(c) === undefined && c.readings['cce.event-random-hex-without-subject'] === 'skipped';

/** The state after an Event's selection: on to its Random Hex, unless the reading skips it when nothing was selected. */
const toRandomHex = (rule: CceRuleId) => ({
  always: [
    { guard: `${rule} nothing selected: the Random Hex is skipped`, target: 'done', meta: { rules: ['E42', rule] } },
    { target: 'randomHex', meta: { rules: ['E42', rule] } },
  ],
});

// ------------------------------------------------------------------------------------------------- E43

/** E43: the occupied hexes closest to the Random Hex (the Random Hex itself when occupied), in unit order. */
const closestOccupied = (c: EventHost): string[] =>
  c.ev.randomHex ? [...new Set(closestTo(c.frame.units, (u) => u.hex, c.ev.randomHex).map((u) => u.hex))] : [];

/**
 * E43: "the receiving player must determine a Random Hex [1.8]: If this hex contains one or more units,
 * he may choose to break all those units. If the random hex is devoid of units, the closest hex to it that
 * does contain one or more units (friendly or enemy) is affected instead: he may break all units in that
 * hex. In case of a tie for closest occupied hex, the player drawing the Event chooses which will be
 * affected." One decision: SELECT_HEX breaks every unit in that hex (one of the closest occupied hexes,
 * several on a tie), DECLINE breaks none ("may"). Choosing a hex and then declining ends as declining.
 */
export const airSupport: EventModule = {
  name: 'Air Support',
  rule: 'E43',
  state: {
    initial: 'randomHex',
    states: {
      randomHex: randomHexState('E43', 'breaking'),
      breaking: decisionState({
        rule: 'E43',
        offers: 'E43 offers the closest occupied hexes',
        next: 'done',
        on: {
          SELECT_HEX: { actions: 'E43 breaks every unit in the hex', rules: ['E43', '3.2'] },
          DECLINE: { actions: 'E43 declines', rules: ['E43'] },
        },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E43 offers the closest occupied hexes': offer((c) => {
      const hexes = closestOccupied(c);
      return {
        rule: 'E43',
        player: c.ev.reader,
        why: `break all units in the occupied hex closest to the Random Hex ${c.ev.randomHex}, or decline`,
        decisions: hexes.length ? [...hexDecisions(hexes), { type: 'DECLINE' as const }] : [],
      };
    }),
    'E43 breaks every unit in the hex': evAssign((c, e) => {
      const hex = decision(e).hex!;
      const ids = c.frame.units.filter((u) => u.hex === hex).map((u) => u.id);
      const frame = ids.reduce((f, id) => frameUnitEffect(f, id, 'break'), c.frame);
      return { frame, ev: { ...withSteps(c, ...ids.map((unit): EventStep => ({ rule: 'E43', what: 'break', unit, hex }))), offer: null } };
    }),
    'E43 declines': evAssign((c) => ({ ev: { ...withSteps(c, { rule: 'E43', what: 'declined', player: c.ev.reader }), offer: null } })),
  },
};

// ------------------------------------------------------------------------------------------- E59, E68

/** E59, E68: the reader's Support Table, which the situation must give when one of these Events rolls on it. */
function supportTable(c: EventHost, rule: CceRuleId) {
  const t = c.frame.supportTables?.[c.ev.reader];
  if (!t) {
    throw new OracleError({ code: 'missing-field', path: `input.supportTables.${c.ev.reader}`, expected: `the ${c.ev.reader} nation's Support Table (player-aid data; ${rule}: "Make a roll on his nation's Support Table")`, actual: undefined, rule });
  }
  return t;
}


/** E59, E68: "From the column matching the roll" — the items of the column whose rolls include the total. */
const columnItems = (c: EventHost, rule: CceRuleId): SupportItem[] => {
  const roll = rollOf(c);
  return roll === undefined ? [] : (supportTable(c, rule).find((col) => roll >= col.roll[0] && roll <= col.roll[1])?.items ?? []);
};

const itemDecisions = (items: SupportItem[]) => items.map((it) => ({ type: 'SELECT_ITEM' as const, item: itemId(it) }));

/** Take the item selected (SELECT_ITEM) into the Event's working data. */
const takeItem = (rule: CceRuleId) =>
  evAssign((c, e) => {
    const item = columnItems(c, rule).find((it) => itemId(it) === decision(e).item)!;
    return { ev: { ...withSteps(c, { rule, what: 'select', player: c.ev.reader, item: itemId(item) }), offer: null, scratch: { ...c.ev.scratch, selected: item } } };
  });

const selectedUnit = (c: EventHost): Unit | undefined => {
  const it = selected<SupportItem>(c);
  return it && 'unit' in it ? it.unit : undefined;
};

/**
 * E59: "the receiving player performs the following steps: 1) Make a roll on his nation's Support Table;
 * 2) From the column matching the roll, select one non-Radio item – at no cost – that is available for
 * that scenario's year; 3) Determine a Random Hex [1.8]; 4) Place the selected unit (along with its
 * Weapon, if any) in or adjacent to that hex." A column with no non-Radio item makes step 2 impossible
 * (E42); whether step 3 is still made is reading cce.event-random-hex-without-subject.
 */
export const infiltration: EventModule = {
  name: 'Infiltration',
  rule: 'E59',
  state: {
    initial: 'rolling',
    states: {
      rolling: rollState('E59', 'selectingItem'),
      selectingItem: decisionState({
        rule: 'E59',
        offers: 'E59 offers the non-Radio items of the column rolled',
        next: 'toRandomHex',
        on: { SELECT_ITEM: { actions: 'E59 takes the item', rules: ['E59'] } },
      }),
      toRandomHex: toRandomHex('E59'),
      randomHex: randomHexState('E59', 'placing'),
      placing: decisionState({
        rule: 'E59',
        offers: 'E59 offers the hexes in or adjacent to the Random Hex',
        next: 'done',
        on: { SELECT_HEX: { actions: 'E59 places the unit', rules: ['E59', '8.2', '7.3.1'] } },
      }),
      done: { type: 'final' },
    },
  },
  guards: {
    ...ROLL_GUARDS,
    'E59 nothing selected: the Random Hex is skipped': ({ context }: EventArgs) => randomHexSkipped(context),
  },
  actions: {
    ...ROLL_ACTIONS,
    'E59 offers the non-Radio items of the column rolled': offer((c) => ({
      rule: 'E59',
      player: c.ev.reader,
      why: `one non-Radio item of the Support Table column for the roll ${rollOf(c)}`,
      decisions: itemDecisions(columnItems(c, 'E59').filter((it) => 'unit' in it)),
    })),
    'E59 takes the item': takeItem('E59'),
    'E59 offers the hexes in or adjacent to the Random Hex': offer((c) => {
      const unit = selectedUnit(c);
      return { rule: 'E59', player: c.ev.reader, why: `a hex in or adjacent to the Random Hex ${c.ev.randomHex} for ${unit?.id}`, decisions: unit && c.ev.randomHex ? hexDecisions(placementHexes(c.frame, unit, inOrAdjacent(c.frame, c.ev.randomHex))) : [] };
    }),
    'E59 places the unit': evAssign((c, e) => {
      const p = placeUnit(c, selectedUnit(c)!, decision(e).hex!, 'E59');
      return { frame: p.frame, ev: { ...withSteps(c, ...p.steps), offer: null } };
    }),
  },
};

/**
 * CC:P's E70 (machines/ccp/event.ts): the Support Table's other item is a Sighting marker, not a Radio
 * ("select one unit or Sighting marker"), placed "into any hex along his friendly map edge" — the hexes
 * `markerHexes` gives of the edge (CC:P's reading on an impassable hex) — and a unit is placed with no
 * stacking limit (CC:P 15.2.2).
 */
export interface PacificReinforcements {
  markerHexes: (c: EventHost, edge: readonly string[]) => string[];
}

/** E68: the reader's friendly board edge (the frame's `edges`), which must be given. */
function friendlyEdge(c: EventHost): string[] {
  const edge = c.frame.edges[c.ev.reader];
  if (edge.length === 0) {
    throw new OracleError({ code: 'missing-field', path: `input.edges.${c.ev.reader}`, expected: `the hexes along the ${c.ev.reader} player's friendly board edge (E68: "into any hex along his friendly board edge")`, actual: [], rule: 'E68' });
  }
  return edge;
}

/**
 * E68: "1) Make a roll on his nation's Support Table; 2) From the column matching the roll, select one
 * item – at no cost – that is available for that scenario's year; 3) If a Radio is selected, he places it
 * in his (empty) Artillery Box. If a unit is selected, he places it (along with its Weapon, if any) into
 * any hex along his friendly board edge." A Radio selected while his Artillery Box holds one cannot be
 * placed (8.1.2 "Only one Radio may be stacked in each of the two Artillery Boxes"; 12 "Each player may
 * have only one Radio in play at a time"): that part is impossible (E42). Whether such a Radio may be
 * selected at all is reading cce.reinforcements-radio-full-box. The friendly board edge is the frame's
 * `edges` (as for 6.1.2 step 5 reinforcements). `pacific`: CC:P's E70 (PacificReinforcements), with a
 * Sighting marker where CC:E has a Radio and no stacking limit; absent, CC:E's E68.
 */
export const reinforcementsFor = (pacific?: PacificReinforcements): EventModule => ({
  name: 'Reinforcements',
  rule: 'E68',
  state: {
    initial: 'rolling',
    states: {
      rolling: rollState('E68', 'selectingItem'),
      selectingItem: decisionState({
        rule: 'E68',
        offers: 'E68 offers the items of the column rolled',
        next: 'done',
        on: { SELECT_ITEM: { actions: 'E68 takes the item', rules: ['E68'], target: 'placingItem' } },
      }),
      placingItem: {
        always: pacific
          ? [{ target: 'placing', meta: { rules: ['E68'] } }]
          : [
              { guard: 'E68 a Radio selected and his Artillery Box holds one', target: 'done', actions: { type: 'impossible', params: { rule: 'E68' } }, meta: { rules: ['E42', 'E68', '8.1.2', '12'] } },
              { guard: 'E68 a Radio selected', target: 'done', actions: 'E68 places the Radio in his Artillery Box', meta: { rules: ['E68', '8.1.2', '12'] } },
              { target: 'placing', meta: { rules: ['E68'] } },
            ],
      },
      placing: pacific
        ? decisionState({
            rule: 'E68',
            offers: 'E68 offers the hexes along his friendly map edge for the unit or Sighting marker',
            next: 'done',
            on: { SELECT_HEX: { actions: 'E68 places the unit or Sighting marker', rules: ['E68', '7.3.1'] } },
          })
        : decisionState({
            rule: 'E68',
            offers: 'E68 offers the hexes along his friendly board edge',
            next: 'done',
            on: { SELECT_HEX: { actions: 'E68 places the unit', rules: ['E68', '8.2', '7.3.1'] } },
          }),
      done: { type: 'final' },
    },
  },
  guards: {
    ...ROLL_GUARDS,
    'E68 a Radio selected and his Artillery Box holds one': ({ context: c }: EventArgs) => selectedUnit(c) === undefined && c.frame.artilleryBoxes[c.ev.reader] !== null,
    'E68 a Radio selected': ({ context: c }: EventArgs) => selectedUnit(c) === undefined,
  },
  actions: {
    ...ROLL_ACTIONS,
    // Reading cce.reinforcements-radio-full-box: a Radio is selectable with a full Artillery Box (default), or not.
    'E68 offers the items of the column rolled': offer((c) => {
      const full = c.frame.artilleryBoxes[c.ev.reader] !== null && c.readings['cce.reinforcements-radio-full-box'] === 'not-selectable';
      return { rule: 'E68', player: c.ev.reader, why: `one item of the Support Table column for the roll ${rollOf(c)}`, decisions: itemDecisions(columnItems(c, 'E68').filter((it) => !full || 'unit' in it)) };
    }),
    'E68 takes the item': takeItem('E68'),
    'E68 places the Radio in his Artillery Box': evAssign((c) => {
      const radio = (selected<SupportItem>(c) as { radio: string }).radio;
      return { frame: { ...c.frame, artilleryBoxes: { ...c.frame.artilleryBoxes, [c.ev.reader]: radio } }, ev: withSteps(c, { rule: 'E68', what: 'radio', player: c.ev.reader, item: radio }) };
    }),
    'E68 offers the hexes along his friendly board edge': offer((c) => {
      const unit = selectedUnit(c)!;
      return { rule: 'E68', player: c.ev.reader, why: `a hex along his friendly board edge for ${unit.id}`, decisions: hexDecisions(placementHexes(c.frame, unit, friendlyEdge(c))) };
    }),
    'E68 places the unit': evAssign((c, e) => {
      const p = placeUnit(c, selectedUnit(c)!, decision(e).hex!, 'E68');
      return { frame: p.frame, ev: { ...withSteps(c, ...p.steps), offer: null } };
    }),
    // CC:P E70 (pacific): a unit with no stacking limit, a Sighting marker where PacificReinforcements.markerHexes lets it go.
    'E68 offers the hexes along his friendly map edge for the unit or Sighting marker': offer((c) => {
      const unit = selectedUnit(c);
      const marker = unit ? undefined : (selected<SupportItem>(c) as { sighting: string }).sighting;
      const hexes = unit ? placementHexes(c.frame, unit, friendlyEdge(c), false) : pacific!.markerHexes(c, friendlyEdge(c));
      return { rule: 'E68', player: c.ev.reader, why: `a hex along his friendly map edge for ${unit ? unit.id : `the Sighting marker ${marker}`}`, decisions: hexDecisions(hexes) };
    }),
    'E68 places the unit or Sighting marker': evAssign((c, e) => {
      const hex = decision(e).hex!;
      const unit = selectedUnit(c);
      if (unit) {
        const p = placeUnit(c, unit, hex, 'E68');
        return { frame: p.frame, ev: { ...withSteps(c, ...p.steps), offer: null } };
      }
      const marker = (selected<SupportItem>(c) as { sighting: string }).sighting;
      return { frame: { ...c.frame, sightingMarkers: [...(c.frame.sightingMarkers ?? []), { id: marker, hex }] }, ev: { ...withSteps(c, { rule: 'E68', what: 'place', player: c.ev.reader, sighting: marker, hex }), offer: null } };
    }),
  },
});

export const reinforcements = reinforcementsFor();

// ------------------------------------------------------------------------------------------------- E63

/** E63: the unbroken Weapons in play (each possessed by a unit: 11.2), closest to the Random Hex. */
const closestWeapons = (c: EventHost): Unit[] =>
  c.ev.randomHex ? closestTo(c.frame.units.filter((u) => u.weapon && !u.weapon.broken), (u) => u.hex, c.ev.randomHex) : [];

/**
 * 11.4: "When a Weapon breaks, it is flipped over to its 'Broken' side" (breakWeapon); the broken Weapon
 * joins the frame's broken Weapons with the Fix and Elim ranges printed on that side, which later Random
 * Hexes check (11.4). The counter's ranges are an input on the Weapon, required when it breaks here.
 * `checked` is the edition's: false where Random Hexes check no broken Weapon (CC:P 5.4), so the Weapon
 * is only flipped.
 */
function breakTheWeapon(c: EventHost, owner: Unit, checked: boolean): Partial<EventHost> {
  const w = owner.weapon!;
  if (checked && (!w.fix || !w.elim)) {
    const i = c.frame.units.findIndex((u) => u.id === owner.id);
    throw new OracleError({ code: 'missing-field', path: `input.units[${i}].weapon.${w.fix ? 'elim' : 'fix'}`, expected: `the Fix and Elim ranges printed on ${w.id}'s broken side (11.4: checked at every later Random Hex)`, actual: undefined, rule: '11.4' });
  }
  const units = breakWeapon(c.frame, w.id).situation.units;
  const frame = checked ? { ...c.frame, units, weapons: [...c.frame.weapons, { id: w.id, fix: w.fix!, elim: w.elim! }] } : { ...c.frame, units };
  return { frame, ev: { ...withSteps(c, { rule: 'E63', what: 'break-weapon', weapon: w.id, unit: owner.id }), offer: null } };
}

/**
 * E63: "the receiving player must determine a Random Hex [1.8]. The unbroken Weapon (enemy or friendly)
 * that is closest to that hex breaks. In case of a tie, the player drawing the Event chooses which will
 * be affected." A Weapon is where the unit possessing it is (11.2). `checked`: the broken Weapon joins
 * those later Random Hexes check (CC:E 11.4), or not (CC:P 5.4: machines/ccp/event.ts).
 */
export const malfunctionFor = (checked: boolean): EventModule => ({
  name: 'Malfunction',
  rule: 'E63',
  state: {
    initial: 'randomHex',
    states: {
      randomHex: randomHexState('E63', 'breaking'),
      breaking: {
        always: [
          { guard: 'E63 no Weapon to break', target: 'done', actions: { type: 'impossible', params: { rule: 'E63' } }, meta: { rules: ['E42', 'E63'] } },
          { guard: 'E63 one closest Weapon', target: 'done', actions: 'E63 breaks the closest Weapon', meta: { rules: ['E63', '11.4'] } },
          { target: 'choosingClosest', meta: { rules: ['E63'] } },
        ],
      },
      choosingClosest: decisionState({
        rule: 'E63',
        offers: 'E63 offers the Weapons tied for closest',
        next: 'done',
        on: { SELECT_WEAPON: { actions: 'E63 breaks the chosen Weapon', rules: ['E63', '11.4'] } },
        mayBeImpossible: false,
      }),
      done: { type: 'final' },
    },
  },
  guards: {
    'E63 no Weapon to break': ({ context }: EventArgs) => closestWeapons(context).length === 0,
    'E63 one closest Weapon': ({ context }: EventArgs) => closestWeapons(context).length === 1,
  },
  actions: {
    'E63 breaks the closest Weapon': evAssign((c) => breakTheWeapon(c, closestWeapons(c)[0], checked)),
    'E63 offers the Weapons tied for closest': offer((c) => ({
      rule: 'E63',
      player: c.ev.reader,
      why: `one of the unbroken Weapons tied for closest to the Random Hex ${c.ev.randomHex}`,
      decisions: closestWeapons(c).map((u) => ({ type: 'SELECT_WEAPON' as const, weapon: u.weapon!.id, unit: u.id })),
    })),
    'E63 breaks the chosen Weapon': evAssign((c, e) => breakTheWeapon(c, c.frame.units.find((u) => u.weapon?.id === decision(e).weapon)!, checked)),
  },
});

/** E63 as CC:E prints it: the broken Weapon is checked at later Random Hexes (11.4). */
export const malfunction = malfunctionFor(true);

// ------------------------------------------------------------------------------------------------- E76

const casualtyUnits = (c: EventHost): Unit[] => {
  if (!c.frame.casualtyUnits) {
    throw new OracleError({ code: 'missing-field', path: 'input.casualtyUnits', expected: 'the eliminated units on the Casualty Track, with their counters (E76: "Select one eliminated unit (enemy or friendly) on the Casualty Track")', actual: undefined, rule: 'E76' });
  }
  return c.frame.casualtyUnits;
};

/**
 * E76: the unit leaves the Casualty Track and is placed broken. What becomes of the space it filled is
 * reading cce.walking-wounded-casualty-space (4.2). The VP its opponent gained for eliminating it are
 * kept: 7.1 awards them "each time an opponent's unit is eliminated" and no rule takes them back (E76
 * says only "Place the selected unit in or adjacent to that hex, broken"); contrast A36, whose Effect
 * says "Lose 1 VP" when it does take VP away.
 */
function placeWalkingWounded(c: EventHost, hex: string): Partial<EventHost> {
  const unit = selected<Unit>(c)!;
  const p = placeUnit(c, { ...unit, broken: true }, hex, 'E76');
  const track = p.frame.casualtyTrack;
  const freed = c.readings['cce.walking-wounded-casualty-space'] !== 'space-kept';
  return {
    frame: {
      ...p.frame,
      casualtyUnits: casualtyUnits(c).filter((u) => u.id !== unit.id),
      ...(track && freed ? { casualtyTrack: { ...track, [unit.owner]: { ...track[unit.owner], occupied: track[unit.owner].occupied - 1 } } } : {}),
    },
    ev: { ...withSteps(c, ...p.steps), offer: null },
  };
}

/**
 * E76: "the receiving player must perform the following steps: 1) Select one eliminated unit (enemy or
 * friendly) on the Casualty Track; 2) Determine a Random Hex; 3) Place the selected unit in or adjacent
 * to that hex, broken [3.2]." An empty Casualty Track makes step 1 impossible (E42); whether step 2 is
 * still made is reading cce.event-random-hex-without-subject. A unit that cannot be placed stays on the
 * Casualty Track. `stacking`: the placement observes the stacking limits (CC:E 8.2), or not (CC:P E79
 * prints no such clause, and CC:P forbids no overstacking, 15.2.2: machines/ccp/event.ts).
 */
export const walkingWoundedFor = (stacking: boolean): EventModule => ({
  name: 'Walking Wounded',
  rule: 'E76',
  state: {
    initial: 'selectingUnit',
    states: {
      selectingUnit: decisionState({
        rule: 'E76',
        offers: 'E76 offers the units on the Casualty Track',
        next: 'toRandomHex',
        on: { SELECT_UNIT: { actions: 'E76 selects the unit', rules: ['E76', '4.2'] } },
      }),
      toRandomHex: toRandomHex('E76'),
      randomHex: randomHexState('E76', 'placing'),
      placing: decisionState({
        rule: 'E76',
        offers: 'E76 offers the hexes in or adjacent to the Random Hex',
        next: 'done',
        on: { SELECT_HEX: { actions: 'E76 places the unit, broken', rules: stacking ? ['E76', '3.2', '4.2', '8.2', '7.3.1'] : ['E76', '3.2', '4.2', '7.3.1'] } },
      }),
      done: { type: 'final' },
    },
  },
  guards: {
    'E76 nothing selected: the Random Hex is skipped': ({ context }: EventArgs) => randomHexSkipped(context),
  },
  actions: {
    'E76 offers the units on the Casualty Track': offer((c) => ({ rule: 'E76', player: c.ev.reader, why: 'one eliminated unit on the Casualty Track, enemy or friendly', decisions: casualtyUnits(c).map((u) => ({ type: 'SELECT_UNIT' as const, unit: u.id })) })),
    'E76 selects the unit': evAssign((c, e) => {
      const unit = casualtyUnits(c).find((u) => u.id === decision(e).unit)!;
      return { ev: { ...withSteps(c, { rule: 'E76', what: 'select', player: c.ev.reader, unit: unit.id }), offer: null, scratch: { ...c.ev.scratch, selected: unit } } };
    }),
    'E76 offers the hexes in or adjacent to the Random Hex': offer((c) => {
      const unit = selected<Unit>(c);
      return { rule: 'E76', player: c.ev.reader, why: `a hex in or adjacent to the Random Hex ${c.ev.randomHex} for ${unit?.id}, broken`, decisions: unit && c.ev.randomHex ? hexDecisions(placementHexes(c.frame, unit, inOrAdjacent(c.frame, c.ev.randomHex), stacking)) : [] };
    }),
    'E76 places the unit, broken': evAssign((c, e) => placeWalkingWounded(c, decision(e).hex!)),
  },
});

/** E76 as CC:E prints it: "Stacking limits [8] must be observed". */
export const walkingWounded = walkingWoundedFor(true);
