/**
 * A47 Smoke Screen — Combat Commander: Pacific (new in CC:P). Played "at the beginning of a Move or Advance
 * order (that is, before any activated units begin Moving or Advancing) in which at least one squad was
 * activated": a) select one activated squad; b) choose its own hex or an adjacent one, neither water terrain
 * nor holding a blaze; c) draw a random smoke marker and place it there. Again, one smoke per activated squad,
 * each with or adjacent to a different squad, until every squad has placed one or the active player stops;
 * smoke placed into smoke leaves only the larger Hindrance (the arithmetic: ./actions/smoke-screen.ts).
 *
 * Its own procedure, and also composed at the beginning of CC:P Move and Advance (./smoke-screen-order.ts, the
 * shared charts' edition point `smokeScreen`: the same steps, smokeChoiceLegal and smokePlaced below, on the order's
 * map, before its first unit moves or advances). The standalone's situation is that moment: the order given, the
 * activated units (only squads place smoke), the map.
 * The random marker is an event (DRAW_SMOKE, its printed Hindrance 1-8, T95), as a die roll is.
 *
 * O20.5 Actions During Orders: "During an order, any number of actions may be announced by both players so
 * long as their prerequisites are met. Your opponent could play two Smoke Screen actions before Moving his
 * activated squad." When one Smoke Screen action ends, the active player may play another, as long as he
 * holds a Smoke Screen card (A32: "via a Fate card played from the hand"; the situation's
 * `smokeScreenCards`, the one played first included, 1 where not stated) and no unit has begun Moving or
 * Advancing — still "the beginning of" the order, which carrying it out (CARRY_OUT_ORDER) ends. Each action
 * is a new Effect: again one smoke per activated squad, so a squad that placed smoke in the first places
 * again in the second. The same order's later actions (the opponent's Hidden Wire, then Op Fire, into the
 * hex a unit enters, O20.5's second example) are the Move chart's (machines/ccp/move.ts: A43.7, A41).
 *
 * Argued (no reading): two squads may put smoke into the same hex — A47 asks each marker to go "with or
 * adjacent to a different activated squad", a condition on the squads, not the hexes, and its "after placing
 * smoke into smoke, only the marker with the largest Hindrance will remain" covers it. A squad none of whose
 * hexes may take smoke places none; the others may still place theirs ("until one smoke has been drawn and
 * placed for each activated squad ... whichever occurs first" cannot be reached, so the Action ends when no
 * squad can place).
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import type { CcpRuleId } from './rule-ids';
import { smokeHexAllowed, smokeHexesFrom, smokeIn, smokeRemaining, withSmoke, type SmokeScreenHex } from './actions/smoke-screen';

/** A unit activated for the order (A47: "Select one activated squad"). */
export interface ActivatedUnit {
  id: string;
  kind: 'squad' | 'team' | 'leader';
  hex: string;
}

export interface SmokeScreenSituation {
  /** A47: "at the beginning of a Move or Advance order". */
  order: 'move' | 'advance';
  /** The units the order activated, none of which has begun Moving or Advancing. */
  activated: ActivatedUnit[];
  map: { hexes: Record<string, SmokeScreenHex> };
  /** O20.5, A32: the Smoke Screen cards the active player holds, the one played first included (1 where not stated). */
  smokeScreenCards?: number;
}

export type SmokeScreenInput = MachineInput<SmokeScreenSituation>;

export type SmokeScreenEvent =
  | { type: 'CHOOSE_SMOKE_HEX'; squad: string; hex: string }
  | { type: 'DRAW_SMOKE'; hindrance: number }
  | { type: 'END_SMOKE_SCREEN' }
  | { type: 'PLAY_SMOKE_SCREEN' }
  | { type: 'CARRY_OUT_ORDER' };

export interface SmokePlacement {
  /** O20.5: the Smoke Screen action (1, 2, …) that placed it. */
  action: number;
  squad: string;
  hex: string;
  /** T95: the Hindrance printed on the marker drawn. */
  drawn: number;
  /** A47: the smoke in the hex after placing (the larger Hindrance where smoke was already there). */
  remains: number;
}

export interface SmokeScreenContext {
  ruleset: string;
  readings: Readings;
  activated: ActivatedUnit[];
  hexes: Record<string, SmokeScreenHex>;
  placements: SmokePlacement[];
  /** O20.5: the Smoke Screen action being played (1 the first). */
  action: number;
  /** O20.5, A32: the Smoke Screen cards still in hand, besides the one being played. */
  cardsLeft: number;
  /** The squad and hex chosen (a, b) whose marker is being drawn (c). */
  pending: { squad: string; hex: string } | null;
}

export interface SmokeScreenOutput {
  /** A47: false when no squad was activated (the Action may not be played). */
  played: boolean;
  /** O20.5: how many Smoke Screen actions were played (0 when none may be). */
  actions: number;
  placements: SmokePlacement[];
  /** The smoke on the map afterwards, by hex (sorted). */
  smoke: Record<string, number>;
}

/** What A47's steps read: the activated units, the map's hexes, the placements so far and the action being played. */
export type SmokeScreenView = Pick<SmokeScreenContext, 'activated' | 'hexes' | 'placements' | 'action'>;

const squads = (c: Pick<SmokeScreenView, 'activated'>): ActivatedUnit[] => c.activated.filter((u) => u.kind === 'squad');
/** A47: "Each smoke marker must be placed with or adjacent to a different activated squad" — within one Smoke Screen action (O20.5: another action places anew). */
export const squadsStillToPlace = (c: SmokeScreenView): ActivatedUnit[] => squads(c).filter((u) => !c.placements.some((p) => p.action === c.action && p.squad === u.id));
/** A47 a), b): a squad still to place with at least one hex it may put smoke into. */
export const squadsAbleToPlace = (c: SmokeScreenView): ActivatedUnit[] => squadsStillToPlace(c).filter((u) => smokeHexesFrom(c.hexes, u.hex).length > 0);
/** A47 a), b): may `squad`, still to place, put smoke into `hex`? */
export function smokeChoiceLegal(c: SmokeScreenView, squad: string, hex: string): boolean {
  const u = squadsStillToPlace(c).find((x) => x.id === squad);
  return u !== undefined && smokeHexAllowed(c.hexes, u.hex, hex);
}
/** A47 c): the marker drawn (T95: its Hindrance) placed into the chosen hex; into smoke, the larger stays. */
export function smokePlaced<H extends SmokeScreenHex>(c: Omit<SmokeScreenView, 'hexes'> & { hexes: Readonly<Record<string, H>> }, pending: { squad: string; hex: string }, hindrance: number): { hexes: Record<string, H>; placements: SmokePlacement[] } {
  const { squad, hex } = pending;
  const remains = smokeRemaining(smokeIn(c.hexes[hex]), hindrance);
  return { hexes: { ...c.hexes, [hex]: withSmoke(c.hexes[hex], remains) }, placements: [...c.placements, { action: c.action, squad, hex, drawn: hindrance, remains }] };
}

export function projectSmokeScreen(c: SmokeScreenContext): SmokeScreenOutput {
  const smoke: Record<string, number> = {};
  for (const h of Object.keys(c.hexes).sort()) if (smokeIn(c.hexes[h]) > 0) smoke[h] = smokeIn(c.hexes[h]);
  const played = squads(c).length > 0;
  return { played, actions: played ? c.action : 0, placements: c.placements, smoke };
}

type Meta = { rules: CcpRuleId[] };

export const smokeScreenMachine = setup({
  types: {
    input: {} as SmokeScreenInput,
    context: {} as SmokeScreenContext,
    events: {} as SmokeScreenEvent,
    output: {} as SmokeScreenOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    noSquadActivated: ({ context: c }) => squads(c).length === 0,
    noSquadLeftToPlace: ({ context: c }) => squadsAbleToPlace(c).length === 0,
    noSmokeScreenCardLeft: ({ context: c }) => c.cardsLeft === 0,
    smokeHexLegal: ({ context: c, event }) => event.type === 'CHOOSE_SMOKE_HEX' && smokeChoiceLegal(c, event.squad, event.hex),
  },
  actions: {
    chooseHex: assign(({ event }) => (event.type === 'CHOOSE_SMOKE_HEX' ? { pending: { squad: event.squad, hex: event.hex } } : {})),
    placeSmoke: assign(({ context: c, event }) => {
      if (event.type !== 'DRAW_SMOKE') return {};
      return { ...smokePlaced(c, c.pending!, event.hindrance), pending: null };
    }),
    playAnotherSmokeScreen: assign(({ context: c }) => ({ action: c.action + 1, cardsLeft: c.cardsLeft - 1 })),
  },
}).createMachine({
  id: 'smoke-screen',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, activated: input.situation.activated, hexes: input.situation.map.hexes, placements: [], action: 1, cardsLeft: (input.situation.smokeScreenCards ?? 1) - 1, pending: null }),
  initial: 'checkingPrerequisite',
  output: ({ context }) => projectSmokeScreen(context),
  states: {
    // A47: "in which at least one squad was activated"; A32: only "so long as the condition or prerequisite listed is met".
    checkingPrerequisite: {
      always: [
        { guard: 'noSquadActivated', target: 'notPlayable', meta: { rules: ['A47', 'A32'] } },
        { target: 'choosingHex', meta: { rules: ['A47'] } },
      ],
    },
    // A47 a), b): a squad not yet used and its own or an adjacent hex, not water terrain (F100.3), no blaze
    // (T83); or the active player "decides to no longer draw smoke markers"; every squad used (or none able
    // to place: all its hexes water or blaze): done.
    choosingHex: {
      always: [{ guard: 'noSquadLeftToPlace', target: 'actionEnded', meta: { rules: ['A47'] } }],
      on: {
        CHOOSE_SMOKE_HEX: { guard: 'smokeHexLegal', target: 'drawingSmoke', actions: 'chooseHex', meta: { rules: ['A47', 'F100.3', 'T83'] } },
        END_SMOKE_SCREEN: { target: 'actionEnded', meta: { rules: ['A47'] } },
      },
    },
    // A47 c): a random smoke marker (T95: its Hindrance printed on it), placed; into smoke, the larger stays.
    drawingSmoke: {
      on: { DRAW_SMOKE: { target: 'choosingHex', actions: 'placeSmoke', meta: { rules: ['A47', 'T95', '16.3.4'] } } },
    },
    // O20.5: one Smoke Screen action over, no unit moved yet: another may be played from the hand (A32), a
    // new Effect (every activated squad may place again); no Smoke Screen card left, or the order carried out: done.
    actionEnded: {
      always: [{ guard: 'noSmokeScreenCardLeft', target: 'done', meta: { rules: ['O20.5', 'A32'] } }],
      on: {
        PLAY_SMOKE_SCREEN: { target: 'choosingHex', actions: 'playAnotherSmokeScreen', meta: { rules: ['O20.5', 'A47', 'A32'] } },
        CARRY_OUT_ORDER: { target: 'done', meta: { rules: ['O20.5', 'A47'] } },
      },
    },
    notPlayable: { type: 'final' },
    done: { type: 'final' },
  },
});
