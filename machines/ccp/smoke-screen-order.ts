/**
 * A47 Smoke Screen composed at the beginning of a CC:P Move (O29) or Advance (O22) order: the edition point
 * `smokeScreen` of both shared charts (machines/cce/move/edition.ts MoveEdition, machines/cce/advance/rules.ts
 * AdvanceEdition; absent under CC:E, whose charts are as they were). A47 is played "at the beginning of a Move or
 * Advance order (that is, before any activated units begin Moving or Advancing) in which at least one squad was
 * activated"; O20.5: "Your opponent could play two Smoke Screen actions before Moving his activated squad."
 *
 * After the activation, and until the first activated unit begins (CHOOSE_MOVER; ADVANCE or EXIT), the active player
 * may play PLAY_SMOKE_SCREEN while he holds a Smoke Screen card (A32 "via a Fate card played from the hand": the
 * situation's `smokeScreenCards`; absent, none is held and the order is CC:P's as before). Then A47's steps, the
 * standalone procedure's (machines/ccp/smoke-screen.ts: one implementation, smokeChoiceLegal, smokePlaced,
 * squadsAbleToPlace): CHOOSE_SMOKE_HEX (a squad still to place and its own or an adjacent hex, no water terrain,
 * F100.3, no blaze, T83), DRAW_SMOKE (the marker's Hindrance, T95; into smoke the larger stays), again for each
 * other activated squad, until END_SMOKE_SCREEN or no squad is left to place; the order goes on where it began, with
 * the smoke on its map, which the Move's Op Fire reads as any Smoke (CC:P Fire's Hindrance, machines/cce/fire/
 * firepower.ts). Another card, another action (O20.5: each a new Effect, each squad places again). A card played
 * out of place is refused by the parser, naming the rule (smokeScreenRefusal).
 *
 * Argued (no reading): a unit chosen to move (CHOOSE_MOVER) has begun Moving — O29.2 "The movement of one unit must be
 * completed in its entirety before another activated unit can begin moving" makes choosing the mover the beginning of its movement — so no
 * Smoke Screen comes between it and its first hex; in the Advance, an ADVANCE or EXIT is the unit's whole Advance. A card
 * may be played when no activated squad has a hex it may put smoke into (A47's prerequisite is "at least one squad was
 * activated", not a hex): nothing is placed (as in the standalone procedure, machines/ccp/smoke-screen.ts). Absent
 * `smokeScreenCards`, the active player holds none (the standalone's "1 where not stated" is the card being played there).
 */
import { assign, type EventObject } from 'xstate';
import type { HexFacts } from '../core/map';
import type { Unit } from '../cce/units';
import type { CceRuleId } from '../cce/rule-ids';
import { smokeChoiceLegal, smokePlaced, squadsAbleToPlace, type ActivatedUnit, type SmokePlacement, type SmokeScreenView } from './smoke-screen';

/** The order's Smoke Screen slice (present only where the situation states `smokeScreenCards`). */
export interface OrderSmokeScreenSlice {
  /** The units the order activated (A47 a): "Select one activated squad"). */
  activated: string[];
  /** O20.5, A32: the Smoke Screen cards still in the active player's hand. */
  cardsLeft: number;
  /** O20.5: the Smoke Screen action being (or last) played, 1 the first; 0 before any. */
  action: number;
  placements: SmokePlacement[];
  /** A47 a), b): the squad and hex chosen, whose marker is being drawn (c). */
  pending: { squad: string; hex: string } | null;
}

/** What a Move or Advance context offers Smoke Screen: its units and map (the smoke goes on it), and the slice. */
export interface SmokeScreenHost {
  situation: { units: Unit[]; map: { hexes: Record<string, HexFacts> } };
  smokeScreen?: OrderSmokeScreenSlice;
}

/** The output's record: the Smoke Screen actions played and each marker placed (only where the situation states `smokeScreenCards`). */
export interface OrderSmokeScreenOutput {
  actions: number;
  placements: SmokePlacement[];
}

/** The slice at the order's beginning: `cards` in hand (the situation's `smokeScreenCards`), none played. */
export const startSmokeScreen = (activated: readonly string[], cards: number | undefined): { smokeScreen?: OrderSmokeScreenSlice } =>
  cards === undefined ? {} : { smokeScreen: { activated: [...activated], cardsLeft: cards, action: 0, placements: [], pending: null } };

/** A47's view of the order: the activated units where they stand (none has moved yet), the map, the placements. */
export function orderSmokeView(c: SmokeScreenHost): SmokeScreenView {
  const s = c.smokeScreen!;
  const activated: ActivatedUnit[] = s.activated.flatMap((id) => {
    const u = c.situation.units.find((x) => x.id === id);
    return u ? [{ id, kind: u.kind, hex: u.hex }] : [];
  });
  return { activated, hexes: c.situation.map.hexes, placements: s.placements, action: s.action };
}

/** Why a Smoke Screen may not be played now (null: it may): A32, O20.5 (a card in hand), A47 (the beginning; a squad activated). */
export function smokeScreenRefusal<C extends SmokeScreenHost>(c: C, notBegun: (c: C) => boolean): { rule: 'A32' | 'O20.5' | 'A47'; why: string } | null {
  if (!c.smokeScreen) return { rule: 'A32', why: 'the situation states no smokeScreenCards: the active player holds no Smoke Screen card ("via a Fate card played from the hand")' };
  if (c.smokeScreen.cardsLeft === 0) return { rule: 'O20.5', why: 'no Smoke Screen card is left in the active player\'s hand' };
  if (!notBegun(c)) return { rule: 'A47', why: 'an activated unit has begun Moving or Advancing ("at the beginning of a Move or Advance order (that is, before any activated units begin Moving or Advancing)")' };
  if (!orderSmokeView(c).activated.some((u) => u.kind === 'squad')) return { rule: 'A47', why: 'no squad was activated ("in which at least one squad was activated")' };
  return null;
}

/** The shared charts' meta type; these transitions cite CC:P ids (`ruleset: 'ccp'`, kept as they are by withRuleIds). */
type Meta = { rules: CceRuleId[] };

/**
 * The guards, actions, the PLAY_SMOKE_SCREEN transition (for the state where the order waits for its first unit) and the
 * two states of A47's steps, returning to `back`; `notBegun`: no activated unit has begun Moving or Advancing.
 */
export function orderSmokeScreen<C extends SmokeScreenHost>(notBegun: (c: C) => boolean, back: string) {
  type G = { context: C; event: EventObject };
  const meta = (...rules: string[]) => ({ rules, ruleset: 'ccp' }) as unknown as Meta;
  const slice = (c: C): OrderSmokeScreenSlice => c.smokeScreen!;
  return {
    notBegun,
    start: startSmokeScreen,
    guards: {
      smokeScreenPlayable: ({ context: c }: G) => smokeScreenRefusal(c, notBegun) === null,
      noSquadLeftToSmoke: ({ context: c }: G) => squadsAbleToPlace(orderSmokeView(c)).length === 0,
      smokeHexLegal: ({ context: c, event }: G) => {
        const e = event as unknown as { type: string; squad: string; hex: string };
        return e.type === 'CHOOSE_SMOKE_HEX' && smokeChoiceLegal(orderSmokeView(c), e.squad, e.hex);
      },
    },
    // The chart's own event union is wider than EventObject: the actions are typed where they are spread (as caveConclusion's).
    actions: {
      playSmokeScreen: assign(({ context: c }: G) => ({ smokeScreen: { ...slice(c), action: slice(c).action + 1, cardsLeft: slice(c).cardsLeft - 1 } }) as Partial<C>),
      chooseSmokeHex: assign(({ context: c, event }: G) => {
        const e = event as unknown as { squad: string; hex: string };
        return { smokeScreen: { ...slice(c), pending: { squad: e.squad, hex: e.hex } } } as Partial<C>;
      }),
      drawSmoke: assign(({ context: c, event }: G) => {
        const placed = smokePlaced({ ...orderSmokeView(c), hexes: c.situation.map.hexes }, slice(c).pending!, (event as unknown as { hindrance: number }).hindrance);
        return { situation: { ...c.situation, map: { ...c.situation.map, hexes: placed.hexes } }, smokeScreen: { ...slice(c), placements: placed.placements, pending: null } } as Partial<C>;
      }),
    } as unknown as Record<'playSmokeScreen' | 'chooseSmokeHex' | 'drawSmoke', never>,
    // A47 "at the beginning of a Move or Advance order ... in which at least one squad was activated"; O20.5: several, one card each (A32).
    play: {
      PLAY_SMOKE_SCREEN: { guard: 'smokeScreenPlayable' as const, target: 'smokeScreenChoosingHex' as const, actions: 'playSmokeScreen' as const, meta: meta('A47', 'O20.5', 'A32') },
    },
    states: {
      // A47 a), b): a squad not yet used in this action and its own or an adjacent hex, not water terrain (F100.3), no blaze (T83);
      // or the active player "decides to no longer draw smoke markers"; every squad used (or none able to place): the order goes on.
      smokeScreenChoosingHex: {
        always: { guard: 'noSquadLeftToSmoke' as const, target: back, meta: meta('A47') },
        on: {
          CHOOSE_SMOKE_HEX: { guard: 'smokeHexLegal' as const, target: 'smokeScreenDrawing' as const, actions: 'chooseSmokeHex' as const, meta: meta('A47', 'F100.3', 'T83') },
          END_SMOKE_SCREEN: { target: back, meta: meta('A47', 'O20.5') },
        },
      },
      // A47 c): a random smoke marker (T95: its Hindrance printed on it), placed on the order's map; into smoke, the larger stays.
      smokeScreenDrawing: {
        on: { DRAW_SMOKE: { target: 'smokeScreenChoosingHex' as const, actions: 'drawSmoke' as const, meta: meta('A47', 'T95', '16.3.4') } },
      },
    },
  };
}

export type OrderSmokeScreen<C extends SmokeScreenHost> = ReturnType<typeof orderSmokeScreen<C>>;
