/**
 * O16 Advance — Combat Commander: Europe v1.1 (O16.1-O16.3, with 7.2.1, T79, T80.1, T83, T98, F103,
 * A35.2, A35.5).
 *
 * Covers: O16.1 (each unit activated to Advance may enter one adjacent hex and stops there; MPs and
 * terrain Move Costs are ignored; no Op Fire is possible, so no Op Fire window is offered), O16.2 (it
 * may enter an enemy-occupied hex, exit off the enemy board edge — 7.2.1: its owner gains its Exit VPs,
 * 7.1, none for a Hero, E58.1, who goes back to the countermix; any other unit goes to the Time Track unbroken with its Weapon unbroken, without
 * Veteran or Suppressed markers — and cross a Cliff hexside if it carries no Weapon, T83), O16.3 (it
 * may not enter an impassable hex, T79/T98; enter or leave a Major Bridge hex except along its Road/Rail
 * hexsides, T80.1; exit off the left, right or friendly edge), F103 (a Mines hex attacks a unit
 * advancing out of it, then one advancing into it: the opponent's Mine Attack Roll, 6 FP by default,
 * then the unit's Fire Defense Roll with Cover 0 through the shared ../fire-defense-states.ts; a tie
 * per reading cce.advancing-tie-breaks), A35.2/A35.5 (just after the Advance into a hex that is not
 * Water and holds no Fortification, the scenario Defender may place Hidden Mines — which then attack the
 * unit that entered — or Hidden Wire), and the hand-off to Melee (O16.4: the hexes holding both sides
 * when the Order ends are reported). With the game around the Order described (`game`, ../event/host.ts),
 * an Event! or Sniper! on the Mine Attack Roll (the opponent's card, F103.2) or on the unit's Defense Roll
 * (its owner's card, O20.3.4) is resolved by the nested Event and Sniper charts before the roll's result
 * (1.9.1, 1.9.1.1, 1.9.1.3); a Time!, or any trigger without `game`, takes RESOLVE_TRIGGER.
 *
 * Left out, and where it belongs: activating the units (O14, the Turn machine: `advancing` lists them);
 * which Time Track space an exited unit goes to (7.2.1, the owner's choice; the Time machine, see
 * cce.argued.exit-time-track-space); VP for units a trigger eliminates (the Event machines, as in
 * Recover); the Melee itself (../melee/machine.ts). A36 Light Wounds on a Squad the Mines would break: the shared
 * Defense Roll loop's opt-in `lightWounds` (CC:E's edition, with the game around the Order; CC:P's A44 without it, its
 * `defense` edition's `lightWounds`), with the situation's
 * `lightWoundsTeams` (seed advance-mines-light-wounds); the Squad saved is neither eliminated nor a VP for the
 * opponent, and its owner loses 1 VP (rules.ts projectAdvance).
 */
import { and, assign, setup } from 'xstate';
import type { Roll } from '../../core/dice';
import { rollSum } from '../../core/dice';
import { enemyEdge, hasHexsideFeature, impassableBecause } from '../../core/map';
import type { CceRuleId } from '../rule-ids';
import { applyUnitEffect, lightWoundsTeamGoesOn } from '../effects';
import { eliminationVpDerivation } from '../fire-defense';
import { asExited, caveConclusion, exitRecord, entryEventImplementations, goesToCountermix, hiddenRecord, mineAttackStates, panjiTrapGuards, panjiTrapTransitions, type HiddenRecord } from '../entry';
import { newEventRun } from '../event/kit';
import { withMarker } from '../../core/map';
import { defenseImplementations, defenseRollStates, NO_DEFENSE, startDefense } from '../fire-defense-states';
import { triggerGuards } from '../order-rolls';
import { opponentOf, type Situation, type Unit } from '../units';
import {
  advanceRefusalRule,
  minesPendingIn,
  type MineStep,
  mayReceiveHiddenFortification,
  offMajorBridgeRoad,
  projectAdvance,
  type AdvanceContext,
  type AdvanceEvent,
  type AdvanceInput,
  type AdvanceOutput,
  CCE_ADVANCE,
  type AdvanceEdition,
} from './rules';

type Meta = { rules: CceRuleId[] };

const unitOf = (c: AdvanceContext, id: string | undefined): Unit | undefined => c.situation.units.find((u) => u.id === id);
const from = (c: AdvanceContext, e: AdvanceEvent): string => (e.type === 'ADVANCE' || e.type === 'EXIT' ? (unitOf(c, e.unit)?.hex ?? '') : '');
const isAdvance = (e: AdvanceEvent): e is Extract<AdvanceEvent, { type: 'ADVANCE' }> => e.type === 'ADVANCE';

function refusal(c: AdvanceContext, event: AdvanceEvent, rule: CceRuleId): Partial<AdvanceContext> {
  if (event.type !== 'ADVANCE' && event.type !== 'EXIT') return {};
  const to = event.type === 'ADVANCE' ? event.hex : `off:${event.edge}`;
  return { refusals: [...c.refusals, { unit: event.unit, to, rule }] };
}

/** O16.1, F103.1: each unit advances on its own. */
const unitStep = (c: AdvanceContext, unit: string): MineStep => ({ movers: [unit], together: true, minesFp: c.minesFp });

function logMineRoll(c: AdvanceContext, result: 'kept' | 'canceled') {
  const m = c.mineAttack!;
  const r = m.roll!;
  const mover = unitOf(c, m.unit);
  const player = mover ? opponentOf(mover.owner) : opponentOf(c.player);
  return [...c.mineLog, { hex: m.hex, unit: m.unit, player, white: r.white, colored: r.colored, ...(r.trigger ? { trigger: r.trigger } : {}), attackTotal: c.minesFp + rollSum(r), result }];
}

/** A35.2: the Mines marker, then its Mine Attack on the unit that entered (F103.2); A35.5: the Wire marker. */
const hiddenMinesPlaced = (c: AdvanceContext, action?: HiddenRecord['action']): Partial<AdvanceContext> => ({ situation: withMarker(c.situation, c.entered!.hex, 'Mines'), hidden: [...c.hidden, hiddenRecord(c.entered!.hex, 'Mines', action)], minesPending: [c.entered!.hex] });
const hiddenWirePlaced = (c: AdvanceContext, action?: HiddenRecord['action']): Partial<AdvanceContext> => ({ situation: withMarker(c.situation, c.entered!.hex, 'Wire'), hidden: [...c.hidden, hiddenRecord(c.entered!.hex, 'Wire', action)] });

/**
 * A36, reading cce.light-wounds-moving-team: a Team that took the place of the advancing Squad (its Defense Roll against
 * the Mines of the hex it was about to exit, or entered). Under team-goes-on it is activated as the Squad was and takes
 * its place in the advance: it enters the hex the Squad was entering (or exits the map, 7.2.1), and the record of that
 * advance names it. Under team-stays it is only placed: a Squad saved as it was about to exit its hex made no advance
 * (its record dropped; the Team stays there, F103.1); one saved in the hex it entered made its advance (the record
 * names the Squad, which did).
 */
function advancingTeam(c: AdvanceContext, squad: string, team: string): Partial<AdvanceContext> {
  const leaving = c.leaving?.unit === squad ? c.leaving : null;
  const last = c.advanced.at(-1);
  const recorded = last?.unit === squad;
  if (!lightWoundsTeamGoesOn(c.readings)) return leaving && recorded && leaving.edge === null ? { advanced: c.advanced.slice(0, -1) } : {};
  return {
    ...(leaving ? { leaving: { ...leaving, unit: team } } : {}),
    ...(c.entered?.unit === squad ? { entered: { ...c.entered, unit: team } } : {}),
    ...(recorded ? { advanced: [...c.advanced.slice(0, -1), { ...last!, unit: team }] } : {}),
  };
}

const defense = defenseImplementations<AdvanceContext, AdvanceEvent>({ lightWoundsPlaced: advancingTeam });
/** F103.2, 1.9.1.1, 1.9.1.3, 1.9.1.4: an Event!, Sniper! or Time! on a Mine Attack Roll, with the game described (../entry.ts). */
const events = entryEventImplementations<AdvanceContext>();

/**
 * The Advance chart of an edition (CC:E's is `advanceMachine`; CC:P's, machines/ccp/advance.ts, differs at
 * the named points of `AdvanceEdition`, and CC:E's chart is the same with or without them).
 */
export const advanceMachineFor = (edition: AdvanceEdition) => advanceChartFor(edition, edition.caves ? caveConclusion<AdvanceContext>(edition.caves.mayChange, 'done') : null);

const advanceChartFor = (edition: AdvanceEdition, conclusion: ReturnType<typeof caveConclusion<AdvanceContext>> | null) => setup({
  types: {
    input: {} as AdvanceInput,
    context: {} as AdvanceContext,
    events: {} as AdvanceEvent,
    output: {} as AdvanceOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    ...defense.guards,
    ...events.guards,
    noUnitLeftToAdvance: ({ context: c }) => c.toAdvance.length === 0,
    intoImpassableHex: ({ context: c, event }) => isAdvance(event) && edition.impassable(c.situation.map, event.hex) !== undefined,
    offMajorBridgeRoad: ({ context: c, event }) => isAdvance(event) && offMajorBridgeRoad(c.situation.map, from(c, event), event.hex),
    acrossCliff: ({ context: c, event }) => isAdvance(event) && hasHexsideFeature(c.situation.map, from(c, event), event.hex, 'Cliff'),
    carriesWeapon: ({ context: c, event }) => (event.type === 'ADVANCE' || event.type === 'EXIT') && unitOf(c, event.unit)?.weapon !== undefined,
    intoEnemyOccupied: ({ context: c, event }) => isAdvance(event) && c.situation.units.some((u) => u.hex === event.hex && u.owner !== c.player),
    offEnemyEdge: ({ context: c, event }) => event.type === 'EXIT' && event.edge === enemyEdge(c.situation.map, c.player),
    /** CC:P F102.3: the unit inside a cave takes the tunnels to another cave's hex. */
    throughTunnel: ({ context: c, event }) => isAdvance(event) && event.tunnel === true && edition.caves !== null && edition.caves.mayTunnel(c, unitOf(c, event.unit)!, event.hex),
    /** CC:P 14.2.1: "only from a hex containing an Exit Point". */
    fromExitPoint: ({ context: c, event }) => event.type === 'EXIT' && edition.exitPoints !== null && edition.exitPoints.from(c, unitOf(c, event.unit)?.hex ?? ''),
    mineAttackPending: ({ context: c }) => c.minesPending.length > 0 && unitOf(c, c.leaving?.unit ?? c.entered?.unit) !== undefined,
    /** F103.1: the unit still stands in the hex it is about to exit (the Mine Attack there is over). */
    stillLeaving: ({ context: c }) => c.leaving !== null,
    /** 7.2.1: the unit leaving its hex is exiting off the enemy edge. */
    leavingOffTheMap: ({ context: c }) => c.leaving?.edge != null,
    // A35.2, A35.5 (CC:P A43.2, A43.3, A43.7): the scenario Defender answers the other player's Advance, never his own, as
    // Move's guard has it: CC:P says "just after one or more enemy units Move or Advance into a hex"; CC:E's "one or more
    // units" are those "The Defender then makes a Mine Attack [F103.2] against", the Attack Roll being the opponent's
    // of "The player controlling such a unit" (F103.2), and O21.5 gives the window to "the inactive player ... (or, if
    // the Defender, to play a Mines [A35.2] or Wire [A35.5] Action)".
    hiddenActionOpen: ({ context: c }) =>
      c.defender !== null && c.defender !== c.player && c.entered !== null && unitOf(c, c.entered.unit) !== undefined && mayReceiveHiddenFortification(c.situation.map, c.entered.hex, c.caves),
    ...triggerGuards('mineRoll', (c: AdvanceContext) => c.mineAttack?.roll?.trigger),
    minedUnitGone: ({ context: c }) => unitOf(c, c.mineAttack?.unit) === undefined,
    ...(edition.panjiTrap ? panjiTrapGuards<AdvanceContext, AdvanceEvent>(edition.panjiTrap) : {}),
    // CC:P F102.1.1 (edition.caves): the situation states caves; a unit may enter / leave the cave in its hex at the conclusion.
    ...(conclusion ? conclusion.guards : {}),
    // CC:P A47 (edition.smokeScreen): Smoke Screen at the beginning of the Advance.
    ...(edition.smokeScreen ? edition.smokeScreen.guards : {}),
  },
  actions: {
    ...defense.actions,
    ...events.actions,
    refuseImpassable: assign(({ context: c, event }) => refusal(c, event, isAdvance(event) ? ((edition.impassable(c.situation.map, event.hex)?.rule as CceRuleId | undefined) ?? 'O16.3') : 'O16.3')),
    refuseMajorBridge: assign(({ context: c, event }) => refusal(c, event, 'T80.1')),
    refuseCliffWithWeapon: assign(({ context: c, event }) => refusal(c, event, 'T83')),
    refuseEdge: assign(({ context: c, event }) => refusal(c, event, 'O16.3')),
    /** O16.1: the unit announces the hex it enters; it still stands in the hex it leaves (F103.1: "about to exit"). */
    startAdvance: assign(({ context: c, event }) => {
      if (!isAdvance(event)) return {};
      const start = from(c, event);
      return {
        toAdvance: c.toAdvance.filter((id) => id !== event.unit),
        advanced: [...c.advanced, { unit: event.unit, from: start, to: event.hex }],
        leaving: { unit: event.unit, from: start, hex: event.hex, edge: null },
        minesPending: minesPendingIn(c.situation.map, unitStep(c, event.unit), start, 'exiting'),
      };
    }),
    /** CC:P F102.3: out of the cave it was in, into the other cave (the tunnels link the caves: it comes out inside). */
    tunnelIntoCave: assign(({ context: c, event }) => {
      if (!isAdvance(event) || !c.caves) return {};
      return { caves: c.caves.map((k) => ({ ...k, inside: k.hex === event.hex ? [...k.inside, event.unit] : k.inside.filter((id) => id !== event.unit) })) };
    }),
    /** O16.2, 7.2.1: the exit off the enemy edge begins; F103.1: a Mines hex attacks the unit about to exit it. */
    startExit: assign(({ context: c, event }) => {
      if (event.type !== 'EXIT') return {};
      const start = from(c, event);
      return { toAdvance: c.toAdvance.filter((id) => id !== event.unit), leaving: { unit: event.unit, from: start, hex: null, edge: event.edge }, minesPending: minesPendingIn(c.situation.map, unitStep(c, event.unit), start, 'exiting') };
    }),
    /** O16.1, F103.2: placed in the hex it was entering, even if the Mines broke it as it left; then that hex's Mines (F103.1). */
    placeUnit: assign(({ context: c }) => {
      const { unit, hex } = c.leaving!;
      return {
        situation: { ...c.situation, units: c.situation.units.map((u) => (u.id === unit ? { ...u, hex: hex! } : u)) },
        leaving: null,
        entered: { unit, hex: hex! },
        minesPending: minesPendingIn(c.situation.map, unitStep(c, unit), hex!, 'entering'),
      };
    }),
    /**
     * 7.2.1: Exit VPs to the owner (7.1; none for a Hero, E58.1); the Time Track unbroken with its Weapon
     * unbroken, no Veteran or Suppressed marker — a Hero goes back to the countermix instead (E58.1).
     */
    exitUnit: assign(({ context: c }) => {
      const u = unitOf(c, c.leaving!.unit);
      if (!u) return { leaving: null };
      const exit = exitRecord(u, edition.exitPoints ? edition.exitPoints.vp(c, c.leaving!.from) : eliminationVpDerivation(u));
      return {
        situation: { ...c.situation, units: c.situation.units.filter((x) => x.id !== u.id) },
        leaving: null,
        exits: [...c.exits, exit],
        timeTrack: goesToCountermix(u) ? c.timeTrack : [...c.timeTrack, asExited(u)],
        vp: { ...c.vp, [u.owner]: c.vp[u.owner] + exit.vp },
      };
    }),
    beginMineAttack: assign(({ context: c }) => ({ mineAttack: { hex: c.minesPending[0], unit: c.leaving?.unit ?? c.entered!.unit, roll: null }, minesPending: c.minesPending.slice(1) })),
    takeMineRoll: assign(({ context: c, event }) => {
      if (event.type !== 'ROLL') return {};
      const roll: Roll = { white: event.white as Roll['white'], colored: event.colored as Roll['colored'] };
      if (event.trigger) roll.trigger = event.trigger;
      return { mineAttack: { ...c.mineAttack!, roll } };
    }),
    cancelMineRoll: assign(({ context: c }) => ({ mineLog: logMineRoll(c, 'canceled'), mineAttack: { ...c.mineAttack!, roll: null }, initiative: opponentOf(c.initiative) })),
    keepMineRoll: assign(({ context: c }) => ({ mineLog: logMineRoll(c, 'kept') })),
    applyMineTriggerEffects: assign(({ context: c, event }) => {
      if (event.type !== 'RESOLVE_TRIGGER') return {};
      const after = event.effects.reduce<Situation>((s, e) => applyUnitEffect(s, e), c.situation);
      return { situation: { ...c.situation, units: after.units } };
    }),
    /** F103.2: only the advancing unit rolls, in the Mines hex (the one it is about to exit, or the one entered), with Cover 0; a tie breaks it only under reading cce.advancing-tie-breaks = break. */
    beginMineDefense: assign(({ context: c }) => {
      const m = c.mineAttack!;
      const moving = c.readings['cce.advancing-tie-breaks'] === 'break' ? [m.unit] : [];
      const d = startDefense(c.situation, c.defense, c.minesFp + rollSum(m.roll!), [m.hex], 0, moving);
      return { defense: { ...d, toRoll: [m.unit] }, mineAttack: null };
    }),
    endMineAttack: assign({ mineAttack: null }),
    placeHiddenMines: assign(({ context: c }) => hiddenMinesPlaced(c)),
    placeHiddenWire: assign(({ context: c }) => hiddenWirePlaced(c)),
    /** CC:P A43.3 Hidden Panji Trap: the same markers, recorded as the Panji Trap's. */
    placePanjiMines: assign(({ context: c }) => hiddenMinesPlaced(c, 'A43.3')),
    placePanjiWire: assign(({ context: c }) => hiddenWirePlaced(c, 'A43.3')),
    clearEntered: assign({ entered: null, minesPending: [] }),
    endOrder: assign({ toAdvance: [] }),
    ...(conclusion ? conclusion.actions : {}),
    ...(edition.smokeScreen ? edition.smokeScreen.actions : {}),
  },
}).createMachine({
  id: 'advance',
  context: ({ input }) => ({
    ruleset: input.ruleset,
    readings: edition.readingsOf ? edition.readingsOf(input.readings) : input.readings,
    player: input.situation.player,
    initiative: input.situation.initiative,
    defender: input.situation.defender,
    minesFp: input.situation.minesFp,
    situation: { units: input.situation.units, map: input.situation.map },
    exitPoints: input.situation.exitPoints ?? { values: {}, chitY: false },
    ...(input.situation.caves ? { caves: input.situation.caves, ...(edition.caves ? { caveChanged: [], advancing: [...input.situation.advancing] } : {}) } : {}),
    ...(input.situation.lightWoundsTeams ? { lightWoundsTeams: input.situation.lightWoundsTeams } : {}),
    toAdvance: [...input.situation.advancing],
    advanced: [],
    refusals: [],
    exits: [],
    timeTrack: [],
    heroes: input.situation.units.filter((u) => u.hero === true).map((u) => u.id),
    vp: { axis: 0, allied: 0 },
    hidden: [],
    leaving: null,
    entered: null,
    minesPending: [],
    mineAttack: null,
    mineLog: [],
    defense: NO_DEFENSE,
    initialUnits: input.situation.units.map((u) => u.id),
    frame: input.situation.game ?? null,
    ev: newEventRun(opponentOf(input.situation.player)),
    events: [],
    // The edition's Fire Defense for the Defense Rolls against Mines (CC:P F104.2: O27.3.4); CC:E's context is as it was.
    ...(edition.defense ? { edition: edition.defense } : {}),
    // CC:P A47 (edition.smokeScreen): the Smoke Screen cards the active player holds, where the situation states them.
    ...(edition.smokeScreen ? edition.smokeScreen.start(input.situation.advancing, input.situation.smokeScreenCards) : {}),
  }),
  initial: 'choosingAdvance',
  output: ({ context }) => projectAdvance(context),
  states: {
    // O16.1: each activated unit enters one adjacent hex and stops; MPs and terrain costs are ignored
    // and no Op Fire is possible, so no Op Fire window follows an Advance.
    choosingAdvance: {
      always: [
        // CC:P F102.1.1 (edition.caves): with caves on the map, the conclusion of the Advance first (units may enter or leave a cave).
        ...(edition.caves ? [{ guard: and(['noUnitLeftToAdvance', 'caveSituation']), target: 'concludingInCaves' as const, meta: { rules: ['O16.1', 'O16.4'], plus: ['F102.1.1'] } as Meta }] : []),
        { guard: 'noUnitLeftToAdvance', target: 'done', meta: { rules: ['O16.1', 'O16.4'] } },
      ],
      on: {
        ADVANCE: [
          { guard: 'intoImpassableHex', target: 'choosingAdvance', actions: 'refuseImpassable', meta: { rules: ['O16.3', 'T79', 'T98'] } },
          // CC:P F102.3 (edition.caves): from inside a cave to any other cave's hex, adjacent or not; it arrives inside that cave.
          ...(edition.caves ? [{ guard: 'throughTunnel' as const, target: 'leavingHex' as const, actions: ['startAdvance', 'tunnelIntoCave'] as const, meta: { rules: ['O16.1', 'O16.2'], plus: ['F102.3', 'F102.1'] } as Meta }] : []),
          ...(edition.majorBridges ? [{ guard: 'offMajorBridgeRoad' as const, target: 'choosingAdvance' as const, actions: 'refuseMajorBridge' as const, meta: { rules: ['O16.3', 'T80.1'] } as Meta }] : []),
          ...(edition.cliffs
            ? [
                { guard: and(['acrossCliff', 'carriesWeapon']), target: 'choosingAdvance' as const, actions: 'refuseCliffWithWeapon' as const, meta: { rules: ['O16.2', 'T83'] } as Meta },
                // 8.2: "You are generally free to violate stacking limits during a Turn" (checked at the end of the Turn, not here).
                { guard: 'acrossCliff' as const, target: 'leavingHex' as const, actions: 'startAdvance' as const, meta: { rules: ['O16.1', 'O16.2', 'T83', '8.2'] } as Meta },
              ]
            : []),
          { guard: 'intoEnemyOccupied', target: 'leavingHex', actions: 'startAdvance', meta: { rules: ['O16.1', 'O16.2', '8.2'] } },
          { target: 'leavingHex', actions: 'startAdvance', meta: { rules: ['O16.1', '8.2'] } },
        ],
        EXIT: [
          { guard: edition.exitPoints ? and(['offEnemyEdge', 'fromExitPoint']) : 'offEnemyEdge', target: 'leavingHex', actions: 'startExit', meta: { rules: ['O16.2', '7.2.1'] } },
          { target: 'choosingAdvance', actions: 'refuseEdge', meta: { rules: ['O16.3', '7.2'] } },
        ],
        END_ORDER: [
          // (No endOrder here: nothing at the conclusion or after reads the units still to advance.)
          ...(edition.caves ? [{ guard: 'caveSituation' as const, target: 'concludingInCaves' as const, meta: { rules: ['O16.1', 'O16.4'], plus: ['F102.1.1'] } as Meta }] : []),
          { target: 'done', actions: 'endOrder', meta: { rules: ['O16.1', 'O16.4'] } },
        ],
        // CC:P A47 (edition.smokeScreen): "at the beginning of a ... Advance order (that is, before any activated units begin ... Advancing)".
        ...(edition.smokeScreen ? edition.smokeScreen.play : {}),
      },
    },
    // CC:P A47 (edition.smokeScreen): a squad and hex, the marker drawn, for each activated squad or until the player stops.
    ...(edition.smokeScreen ? edition.smokeScreen.states : {}),
    // F103.1: "as it enters, or is about to exit, a hex containing Mines": first the Mines of the hex left,
    // the unit still in it (its Defense Roll made there); then it is placed in the hex entered (F103.2: even
    // if broken) or leaves the map (7.2.1: unbroken on the Time Track; a Hero to the countermix, E58.1).
    leavingHex: {
      always: [
        ...(edition.mines ? [{ guard: 'mineAttackPending' as const, target: 'rollingMineAttack' as const, actions: 'beginMineAttack' as const, meta: { rules: ['F103', 'F103.1'] } as Meta }] : []),
        { guard: 'leavingOffTheMap', target: 'choosingAdvance', actions: 'exitUnit', meta: { rules: ['O16.2', '7.2.1', '7.1', 'E58.1', 'F103.2'] } },
        { target: 'advanced', actions: 'placeUnit', meta: { rules: ['O16.1', 'F103.2'] } },
      ],
    },
    // F103.1: then the Mines of the hex entered (one attack per Mines hex);
    // A35.2/A35.5: then, "just after one or more units Move or Advance (not Retreat) into a hex".
    advanced: {
      always: [
        ...(edition.mines ? [{ guard: 'mineAttackPending' as const, target: 'rollingMineAttack' as const, actions: 'beginMineAttack' as const, meta: { rules: ['F103', 'F103.1'] } as Meta }] : []),
        { guard: 'hiddenActionOpen', target: 'offeringHiddenAction', meta: { rules: ['A35.2', 'A35.5', '8.1.3', 'F100.3'] } },
        { target: 'choosingAdvance', actions: 'clearEntered', meta: { rules: ['O16.1'] } },
      ],
    },
    offeringHiddenAction: {
      on: {
        ...(edition.mines ? { HIDDEN_MINES: { target: 'advanced' as const, actions: 'placeHiddenMines' as const, meta: { rules: ['A35.2', 'F103'] } as Meta } } : {}),
        HIDDEN_WIRE: { target: 'choosingAdvance', actions: ['placeHiddenWire', 'clearEntered'], meta: { rules: ['A35.5'] } },
        NO_HIDDEN_ACTION: { target: 'choosingAdvance', actions: 'clearEntered', meta: { rules: ['A35.2', 'A35.5'] } },
        // CC:P A43.3: the Japanese player chooses mines (attacking the unit at once, F104.2) or wire: the same markers, the edition's own transitions.
        ...(edition.panjiTrap ? { HIDDEN_PANJI_TRAP: panjiTrapTransitions('advanced', 'placePanjiMines', 'choosingAdvance', ['placePanjiWire', 'clearEntered']) } : {}),
      },
    },
    // F103.2, 9.1, 1.9.1: the Mine Attack Roll, shared with Move (../entry.ts).
    // CC:P F104.2 (edition.defense, edition.game): no Jammed!, and with no game around the Order a trigger is resolved as stated.
    ...(edition.mines ? mineAttackStates({ done: 'mineAttackMade', unitsGone: 'minedUnitGone', gameOver: 'gameOver', ...(edition.game === false ? { events: false } : {}), ...(edition.defense && !edition.defense.jammed ? { jammed: false } : {}) }) : {}),
    // A35.1 never against Mines: the hex attacked holds the Mines, a Fortification ("nor already contain a Fortification of any type").
    // 1.9.1.1, 1.9.1.3: with `game`, an Event! or Sniper! on the Defense Roll reveals the card of the advancing unit's owner.
    // CC:P F104.2: the Defense Rolls "for a Fire Attack roll [O27.3.3 & O27.3.4]": the edition's (O27.3.4 a) half or less eliminates).
    // A36: with the game around the Order (CC:E's edition), Light Wounds when the advancing Squad would break (3.2) on it.
    ...(edition.mines ? defenseRollStates({ done: 'mineAttackMade', withoutHiddenEntrenchments: true, events: edition.game !== false, lightWounds: edition.game !== false || edition.defense?.lightWounds === true, ...(edition.defense ? { edition: edition.defense } : {}) }) : {}),
    // F103.1: back to the hex being left (the unit is placed next), or to the hex entered.
    ...(edition.mines
      ? {
          mineAttackMade: {
            always: [
              { guard: 'stillLeaving' as const, target: 'leavingHex' as const, meta: { rules: ['F103.1'] } as Meta },
              { target: 'advanced' as const, meta: { rules: ['F103.1'] } as Meta },
            ],
          },
        }
      : {}),
    // CC:P F102.1.1 (edition.caves): "at the conclusion of any ... Advance [O22] order (only) in which it was activated" a unit
    // enters or leaves the cave in its hex, once (../entry.ts caveConclusion, Move's too).
    ...(conclusion ? conclusion.states : {}),
    done: { type: 'final' },
    // 6.3: the game ended in a Time advance on a Mine Attack Roll (with `game`): the Order ends there (game.ended).
    ...(edition.mines && edition.game !== false ? { gameOver: { type: 'final' as const } } : {}),
  },
});

export const advanceMachine = advanceMachineFor(CCE_ADVANCE);
